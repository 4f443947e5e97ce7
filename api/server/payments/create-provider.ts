import type { Config } from '../config'
import type { Logger } from '../logger'
import { createLocalPayments } from './local-provider'
import type { PaymentOutcome, PaymentsProvider } from './provider'
import { createStripePayments } from './stripe-provider'

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the local provider, whose debits settle through `settle`. */
export function createPaymentsProvider(
  config: Pick<
    Config,
    | 'stripeSecretKey'
    | 'stripePublishableKey'
    | 'stripeConnectedAccount'
    | 'stripeApiUrl'
    | 'localDebitDelayMs'
  >,
  logger: Logger,
  settle: (outcome: PaymentOutcome) => Promise<'settled' | 'unknown'>,
): PaymentsProvider {
  if (config.stripeSecretKey && config.stripePublishableKey)
    return createStripePayments({
      secretKey: config.stripeSecretKey,
      publishableKey: config.stripePublishableKey,
      connectedAccount: config.stripeConnectedAccount,
      apiUrl: config.stripeApiUrl,
    })
  return createLocalPayments({ delayMs: config.localDebitDelayMs, settle, logger })
}
