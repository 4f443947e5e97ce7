import type { Config } from '../config'
import type { Logger } from '../logger'
import { stripeOptionsOf } from '../stripe/client'
import { createLocalPayments } from './local-provider'
import type { PaymentOutcome, PaymentsProvider } from './provider'
import { createStripePayments } from './stripe-provider'

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the local provider, whose debits settle through `settle`. */
export function createPaymentsProvider(
  config: Parameters<typeof stripeOptionsOf>[0] & Pick<Config, 'localDebitDelayMs'>,
  logger: Logger,
  settle: (outcome: PaymentOutcome) => Promise<'settled' | 'unknown'>,
): PaymentsProvider {
  const stripe = stripeOptionsOf(config)
  if (stripe) return createStripePayments(stripe)
  return createLocalPayments({ delayMs: config.localDebitDelayMs, settle, logger })
}
