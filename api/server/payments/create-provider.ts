import type { Config } from '../config'
import type { JobQueue } from '../jobs/queue'
import { stripeOptionsOf } from '../stripe/client'
import { createLocalPayments } from './local-provider'
import type { PaymentsProvider } from './provider'
import { createStripePayments } from './stripe-provider'

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the local provider, whose debits settle as jobs of `queue`. */
export function createPaymentsProvider(
  config: Parameters<typeof stripeOptionsOf>[0] & Pick<Config, 'localDebitDelayMs'>,
  queue: Pick<JobQueue, 'send'>,
): PaymentsProvider {
  const stripe = stripeOptionsOf(config)
  if (stripe) return createStripePayments(stripe)
  return createLocalPayments({ delayMs: config.localDebitDelayMs, queue })
}
