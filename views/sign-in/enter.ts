import { redirect } from '@tanstack/react-router'
import { hasReason, Reason } from '../../api/contract/failure'
import { externalLoginFromSearch } from '../../machines/auth/entry'
import { flowModeOf, withoutSignature } from '../platform/flow-mode'
import { enterCscCheckout } from '../funnel/lazy-guards'
import { productsPathOf } from '../platform/checkout-paths'
import type { AppRuntime } from '../platform/app-runtime'
import { partnerQuery } from '../partner/partner-query'
import { takePartnerEntry } from '../partner/entry-params'
import { endedQuoteOf, QUOTATION_PATH, quotationEntry } from '../platform/quote-entry'

/**
 * The entry (core §2). With a signature it signs in first (a failure is shown on /welcome; a failed
 * broker login with a quote goes to /404). A csc login with a product goes straight to the income
 * protection review. Signed in: the products (of the calculator in calculator mode); signed out:
 * /welcome. The entry's query parameters are kept, except the signature ones and the partner's own
 * (returnURL, email, userId: `takePartnerEntry`). In check-in mode (`insurance_checkin`, or the check-in's
 * entry page) it goes to the check-in's welcome, or signed out to the check-in's entry.
 * With a `quote_id` in default mode a signed-in customer goes to the quotation (core §2); a broker link
 * whose quote expired or was used goes there too, to say so with the broker's contact (never /404).
 */
export async function enter({
  search,
  context,
  location,
}: {
  search: unknown
  context: { runtime: AppRuntime }
  /** The entry's page: `/`, or the check-in's entry `/insurance-checkin` (its mode). */
  location?: { pathname: string }
}): Promise<never> {
  const { runtime } = context
  const entry = search as Record<string, unknown>
  // The partner's own parameters (returnURL, email, userId) are read once and leave the address.
  const partner = await runtime.queryClient.ensureQueryData(partnerQuery(runtime.http)).catch(() => null)
  const kept = takePartnerEntry(withoutSignature(entry), partner)
  const mode = flowModeOf(location?.pathname ?? '/', entry)
  // Check-in keeps every entry parameter but the signature's (core §2); it reads no partner ones.
  const next = mode === 'checkin' ? withoutSignature(entry) : kept
  const login = externalLoginFromSearch(entry)
  if (login || runtime.hasStoredSession()) {
    const auth = await runtime.loadAuth()
    // A link is a login of its own: whoever was signed in here before is signed out first.
    if (login) {
      auth.send({ type: 'session.signOut' })
      auth.send({ type: 'login.external', login })
    }
    const settled = await auth.settled()
    if (login && hasReason(settled.context.failure, Reason.brokerQuote))
      throw redirect({ to: '/404', replace: true })
    if (login && endedQuoteOf(settled.context.failure))
      throw redirect({ to: QUOTATION_PATH, search: kept, replace: true })
    if (settled.matches('authenticated')) {
      if (login?.funnel_type === 'csc' && login.product_id) {
        const to = await enterCscCheckout(runtime, login.product_id, mode)
        throw redirect({ to, search: kept, replace: true })
      }
      const home =
        mode === 'checkin'
          ? '/insurance-checkin-welcome'
          : (quotationEntry(mode, entry) ?? productsPathOf(mode))
      throw redirect({ to: home, search: next, replace: true })
    }
  }
  throw redirect({
    to:
      mode === 'calculator'
        ? '/insurance-calculator'
        : mode === 'checkin'
          ? '/insurance-checkin'
          : '/welcome',
    search: next,
    replace: true,
  })
}
