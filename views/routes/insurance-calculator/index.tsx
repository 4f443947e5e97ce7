import { createFileRoute, redirect } from '@tanstack/react-router'
import { WelcomePage } from '../../pages/WelcomePage'

/** The calculator's home (core §2): a signed-in customer goes straight to the calculator's products. */
export const Route = createFileRoute('/insurance-calculator/')({
  beforeLoad: async ({ context: { runtime } }) => {
    if (!runtime.hasStoredSession()) return
    const settled = await (await runtime.loadAuth()).settled()
    if (settled.matches('authenticated'))
      throw redirect({ to: '/insurance-calculator/available-products', replace: true })
  },
  component: WelcomePage,
})
