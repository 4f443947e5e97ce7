import Stripe from 'stripe'
import * as z from 'zod'
import type { AppDeps } from '../deps'

/** The part of a Stripe event every handler uses; each handler parses `data.object` itself. */
export const stripeEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** The connected account the event happened on (absent: the platform's own). */
  account: z.string().nullish(),
  data: z.object({ object: z.unknown() }),
})
export type StripeEvent = z.infer<typeof stripeEventSchema>

/** Handles the events of one type prefix. Throwing makes the webhook answer 500, so Stripe sends it again. */
export type StripeEventHandler = (event: StripeEvent, deps: AppDeps) => Promise<void>

/**
 * The event in a webhook request, or why there is none. The SDK checks the `Stripe-Signature` header
 * against the raw body (the bytes as received: re-serialised JSON would not match), with its default
 * five-minute tolerance so a captured request cannot be replayed later; then it parses the JSON but only
 * casts it, so the shape we read is checked here.
 */
export function readStripeEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
): StripeEvent | 'invalid_signature' | 'not_an_event' {
  let event: unknown
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret)
  } catch (err) {
    // Anything else thrown after a good signature: a body that is not JSON, or not a v1 event.
    return err instanceof Stripe.errors.StripeSignatureVerificationError
      ? 'invalid_signature'
      : 'not_an_event'
  }
  const parsed = stripeEventSchema.safeParse(event)
  return parsed.success ? parsed.data : 'not_an_event'
}
