import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a signed webhook may be (Stripe's own default): a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300

const hmac = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex')

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex>[,v1=<hex>…]`) against the raw body: one
 * v1 must be the HMAC-SHA256 of `<t>.<body>` under `secret`, compared in constant time, and `t` within
 * the tolerance of now. Several v1 values come while Stripe rolls the secret; other schemes (v0) are
 * ignored. The body must be the bytes as received: re-serialised JSON would not match.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  if (!header || !secret) return false
  let timestamp: string | undefined
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const at = part.indexOf('=')
    if (at <= 0) continue
    const key = part.slice(0, at).trim()
    const value = part.slice(at + 1).trim()
    if (key === 't') timestamp = value
    else if (key === 'v1') signatures.push(value)
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return false
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex')
  return signatures.some((signature) => {
    if (!/^[0-9a-f]{64}$/i.test(signature)) return false
    return timingSafeEqual(Buffer.from(signature, 'hex'), expected)
  })
}

/** The header Stripe would send for `rawBody` (for tests and local tools that play Stripe). */
export function stripeSignatureHeader(
  rawBody: string,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): string {
  return `t=${nowSeconds},v1=${hmac(secret, String(nowSeconds), rawBody)}`
}
