import { createFileRoute, redirect } from '@tanstack/react-router'
import { WelcomePage } from '../pages/WelcomePage'
// The page's styles with the first page's, not its lazy chunk's: the server's HTML of it links only those.
import '../pages/welcome.module.css'
import { flowModeOf } from '../platform/flow-mode'
import { quotationEntry } from '../platform/quote-entry'

/**
 * Home of the default flow; a signed-in customer goes on to the products, or with a `quote_id` to the
 * broker's quotation (core §2).
 */
export const Route = createFileRoute('/welcome')({
  // Rendered on the server for anonymous visitors: a stored session is the browser's to find.
  ssr: true,
  beforeLoad: async ({ search, context: { runtime } }) => {
    // Anonymous visitors never load the auth journey here (it is not in the welcome bundle).
    if (!runtime.hasStoredSession()) return
    const settled = await (await runtime.loadAuth()).settled()
    if (settled.matches('authenticated')) {
      const to = quotationEntry(flowModeOf('/welcome', search), search) ?? '/products/available-products'
      throw redirect({ to, search, replace: true })
    }
  },
  component: WelcomePage,
})
