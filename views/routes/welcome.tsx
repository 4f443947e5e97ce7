import { createFileRoute, redirect } from '@tanstack/react-router'
import { WelcomePage } from '../pages/WelcomePage'

/** Home of the default flow; a signed-in customer goes on to the products (core §2). */
export const Route = createFileRoute('/welcome')({
  beforeLoad: async ({ search, context: { runtime } }) => {
    // Anonymous visitors never load the auth journey here (it is not in the welcome bundle).
    if (!runtime.hasStoredSession()) return
    const settled = await (await runtime.loadAuth()).settled()
    if (settled.matches('authenticated'))
      throw redirect({ to: '/products/available-products', search, replace: true })
  },
  component: WelcomePage,
})
