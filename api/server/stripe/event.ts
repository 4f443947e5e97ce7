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
