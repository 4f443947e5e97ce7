import type { ParsedLocation } from '@tanstack/react-router'
import { loadMessagesPart } from '../../i18n/i18n'
import type { QuotationInput } from '../../machines/broker/quotation.machine'
import { requireFunnel } from '../funnel/funnel-guard'
import type { RouterContext } from '../platform/app-runtime'
import { endedQuoteOf, quoteIdOf } from '../platform/quote-entry'

/**
 * `beforeLoad` of `/checkout/quotation`: a broker link whose quote ended shows its message to anyone (the
 * login failed, so nobody is signed in); otherwise the page is the signed-in customer's, as every
 * checkout page. The quote is the address's `quote_id`, else the one the session logged in with.
 */
export async function requireQuotation(args: { context: RouterContext; location: ParsedLocation }) {
  const { runtime } = args.context
  const settled = await (await runtime.loadAuth()).settled()
  await loadMessagesPart('funnel')
  const quoteId = quoteIdOf(args.location.search as Record<string, unknown>) ?? settled.context.user_quote
  const ended = endedQuoteOf(settled.context.failure)
  if (!settled.matches('authenticated') && ended) return { quotation: { quoteId, ended } as QuotationInput }
  const guarded = await requireFunnel(args)
  return { ...guarded, quotation: { quoteId, ended: null } as QuotationInput }
}
