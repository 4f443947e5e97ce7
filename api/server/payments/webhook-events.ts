import * as z from 'zod'
import type { PaymentOutcome } from './provider'
import { settlePayment, type SettleDeps } from './settle'

/** The events that settle a payment, and what each means for it. */
const SETTLING = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.processing': 'processing',
} as const satisfies Record<string, PaymentOutcome['status']>

/** The part of a Stripe event we read; other events (and other objects) pass the schema and are ignored. */
export const stripeEventSchema = z.object({
  id: z.string().max(255),
  type: z.string().max(255),
  data: z.object({
    object: z
      .object({
        id: z.string().max(255).optional(),
        last_payment_error: z.object({ code: z.string().max(255).nullish() }).nullish(),
      })
      .passthrough(),
  }),
})
export type StripeEvent = z.infer<typeof stripeEventSchema>

/**
 * Handles one verified Stripe event: a payment intent that succeeded, failed or became processing
 * settles its payment (settle.ts). Other events, and payment intents this server did not create, are
 * ignored; so is one that arrives before its purchase committed (Stripe sends `processing` right away,
 * which the purchase stores itself; success or failure of a SEPA debit takes days).
 */
export async function handlePaymentEvent(deps: SettleDeps, event: StripeEvent): Promise<void> {
  const status = (SETTLING as Record<string, PaymentOutcome['status']>)[event.type]
  const paymentId = event.data.object.id
  if (!status || !paymentId) return
  const failureCode = event.data.object.last_payment_error?.code ?? undefined
  const result = await settlePayment(deps, { paymentId, status, failureCode })
  if (result === 'unknown')
    deps.logger.info('stripe event for an unknown payment ignored', { event: event.id })
}
