import { createFileRoute, redirect } from '@tanstack/react-router'
import { hasStoredSession, loadAuth } from '../../auth/auth-loader'
import { WelcomePage } from '../../pages/WelcomePage'

/** The calculator's home (core §2): a signed-in customer goes straight to the calculator's products. */
export const Route = createFileRoute('/insurance-calculator/')({
  beforeLoad: async () => {
    if (!hasStoredSession()) return
    const settled = await (await loadAuth()).settled()
    if (settled.matches('authenticated'))
      throw redirect({ to: '/insurance-calculator/available-products', replace: true })
  },
  component: WelcomePage,
})
