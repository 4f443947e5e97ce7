import { signExternalLogin } from '../auth/signature'

/**
 * The customer's link to a broker quote (core §2, §7): the entry with the partner's signature over the
 * customer's external id, the quote id and the broker flags. Signed as the quote is made, it works as
 * long as the quote is open (sign-in-service.ts `signedWithQuote`), not just the 10 minutes of a partner
 * login link.
 */
export function brokerQuoteLink(
  origin: string,
  secret: string,
  externalId: string,
  quoteId: string,
  now = new Date(),
): string {
  const createdAt = now.toISOString()
  const search = new URLSearchParams({
    external_id: externalId,
    signature_created_at: createdAt,
    signature: signExternalLogin(secret, externalId, createdAt),
    quote_id: quoteId,
    broker_quote: 'true',
    is_broker_flow: 'true',
  })
  return `${origin}/?${search}`
}
