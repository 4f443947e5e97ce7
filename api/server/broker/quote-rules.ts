import { QUOTE_EXPIRED, QUOTE_USED, type QuoteEndedCode, type QuoteStatus } from '../../contract/broker'
import { flowOf } from '../../contract/cart'
import type { ProductType } from '../../contract/products'
import { isQuotePriced } from '../cart/quoted-price'

/**
 * Pure rules of a broker quote (issue 21 point 3): which products a broker may quote, and what a quote's
 * state is at a moment. The quote service reads them; unit tests check them on their own.
 */

/**
 * Products a broker can quote: those priced by the base premium, the risk class and the answers' price
 * factors (liability, death risk). Income protection (its own premium model, quiz and medical questions)
 * and the products priced by their own quote (car, home, device) need the customer's own journey.
 */
export const isQuotable = (product: { type: ProductType; base_net_cents: number | null }) =>
  product.base_net_cents !== null && !isQuotePriced(product.type) && flowOf(product.type) === 'normal'

/** A quote's state at `now`: used once accepted, else expired after its validity, else open. */
export function quoteStatus(
  quote: { valid_until: Date; accepted_at: Date | null },
  now: Date = new Date(),
): QuoteStatus {
  if (quote.accepted_at) return 'accepted'
  return quote.valid_until.getTime() <= now.getTime() ? 'expired' : 'open'
}

/** Why a quote's link no longer logs in (null: it does): used wins over expired. */
export function endedCode(quote: { valid_until: Date; accepted_at: Date | null }, now = new Date()) {
  const status = quoteStatus(quote, now)
  const codes: Record<QuoteStatus, QuoteEndedCode | null> = {
    open: null,
    accepted: QUOTE_USED,
    expired: QUOTE_EXPIRED,
  }
  return codes[status]
}

/**
 * May `userId` accept again? Only the customer who accepted it (the same answer again: idempotent); an
 * expired quote never, an open one always.
 */
export const acceptable = (
  quote: { valid_until: Date; accepted_at: Date | null; accepted_by: number | null },
  userId: number,
  now = new Date(),
) => {
  const status = quoteStatus(quote, now)
  return status === 'open' || (status === 'accepted' && quote.accepted_by === userId)
}

/** The environment's quote address for a partner (core §4), or the site's own "session ended" page. */
export const quoteExitUrl = (configured: string | undefined, slug: string) =>
  configured ? configured.replace('{partner}', slug) : '/quotation-ended'
