import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far a webhook's timestamp may be from our clock (Stripe's own libraries use 5 minutes). */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
 * possibly several v1 while a secret rolls) against the endpoint's secret, in constant time, refusing a
 * timestamp more than 5 minutes away (a replayed event).
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header || !secret) return false
  const parts = header.split(',').map((part) => part.trim().split('='))
  const t = parts.find(([k]) => k === 't')?.[1]
  if (!t || !/^\d{1,12}$/.test(t)) return false
  if (Math.abs(nowSeconds - Number(t)) > STRIPE_SIGNATURE_TOLERANCE_S) return false
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest()
  return parts
    .filter(([k, v]) => k === 'v1' && v !== undefined && /^[0-9a-f]{64}$/i.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v!, 'hex'), expected))
}

/** A header as Stripe signs (for tests and local tools). */
export const signStripePayload = (rawBody: string, secret: string, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`
