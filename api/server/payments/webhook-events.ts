import * as z from 'zod'
import type { PaymentOutcome } from './provider'
import type { StripeEvent } from '../stripe/event'
import { settlePayment, type SettleDeps } from './settle'

/** The events that settle a payment, and what each means for it. */
const SETTLING = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.processing': 'processing',
} as const satisfies Record<string, PaymentOutcome['status']>

/** What a payment intent event's object must hold for us; anything else is not ours to settle. */
const paymentIntentSchema = z.object({
  id: z.string().max(255),
  last_payment_error: z.object({ code: z.string().max(255).nullish() }).nullish(),
})

/**
 * Handles one verified Stripe event: a payment intent that succeeded, failed or became processing
 * settles its payment (settle.ts). Other events, and payment intents this server did not create, are
 * ignored; so is one that arrives before its purchase committed (Stripe sends `processing` right away,
 * which the purchase stores itself; success or failure of a SEPA debit takes days).
 */
export async function handlePaymentEvent(deps: SettleDeps, event: StripeEvent): Promise<void> {
  const status = (SETTLING as Record<string, PaymentOutcome['status']>)[event.type]
  const intent = paymentIntentSchema.safeParse(event.data.object)
  if (!status || !intent.success) return
  const paymentId = intent.data.id
  const failureCode = intent.data.last_payment_error?.code ?? undefined
  const result = await settlePayment(deps, { paymentId, status, failureCode })
  if (result === 'unknown')
    deps.logger.info('stripe event for an unknown payment ignored', { event: event.id })
}
