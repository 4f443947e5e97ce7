import type { AuthFailure } from '../../machines/auth/auth.types'
import type { QuoteEnded } from '../../machines/broker/quotation.machine'
import type { FlowMode } from './flow-mode'

/** The broker quotation's page (core §2). */
export const QUOTATION_PATH = '/checkout/quotation'

export const isQuotationPage = (pathname: string) => pathname.replace(/\/$/, '') === QUOTATION_PATH

/** The `quote_id` of an entry's query (a number when the router parsed an all-digit one), or null. */
export function quoteIdOf(search: Record<string, unknown>): string | null {
  const value = search.quote_id
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/**
 * Where `/` and `/welcome` send a signed-in customer with a quote (core §2 redirect rules): in default
 * mode, a `quote_id` query parameter goes to the quotation; otherwise null (the usual products).
 */
export const quotationEntry = (mode: FlowMode, search: Record<string, unknown>): string | null =>
  mode === 'default' && quoteIdOf(search) !== null ? QUOTATION_PATH : null

/** A broker login whose quote ended (expired, used): why, and the broker to ask; null for anything else. */
export function endedQuoteOf(failure: AuthFailure | null | undefined): QuoteEnded | null {
  const reason = failure?.reason
  if (reason !== 'quote_expired' && reason !== 'quote_used') return null
  return { code: reason, broker: failure?.broker ?? null }
}
