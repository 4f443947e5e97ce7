import { createFileRoute, redirect } from '@tanstack/react-router'
import { hasStoredSession, loadAuth } from '../auth/auth-loader'
import { WelcomePage } from '../pages/WelcomePage'

/** Home of the default flow; a signed-in customer goes on to the products (core §2). */
export const Route = createFileRoute('/welcome')({
  beforeLoad: async ({ search }) => {
    // Anonymous visitors never load the auth journey here (it is not in the welcome bundle).
    if (!hasStoredSession()) return
    const settled = await (await loadAuth()).settled()
    if (settled.matches('authenticated'))
      throw redirect({ to: '/products/available-products', search, replace: true })
  },
  component: WelcomePage,
})
