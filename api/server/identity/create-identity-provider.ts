import type { Config } from '../config'
import type { Logger } from '../logger'
import { createLocalIdentity } from './local-provider'
import type { IdentityProviderAdapter } from './provider'
import { createStripeIdentity, type StripeIdentityOptions } from './stripe-provider'

/** Stripe Identity when STRIPE_SECRET_KEY is set; else the local stand-in. */
export function createIdentityProvider(
  config: Pick<
    Config,
    | 'stripeSecretKey'
    | 'stripePublishableKey'
    | 'stripeConnectedAccount'
    | 'stripeApiUrl'
    | 'localIdentityOutcomes'
  >,
  logger: Logger,
  remote: Pick<StripeIdentityOptions, 'timeoutMs' | 'fetch'> = {},
): IdentityProviderAdapter {
  if (!config.stripeSecretKey) return createLocalIdentity(config.localIdentityOutcomes)
  return createStripeIdentity(
    {
      secretKey: config.stripeSecretKey,
      publishableKey: config.stripePublishableKey ?? '',
      connectedAccount: config.stripeConnectedAccount ?? null,
      apiUrl: config.stripeApiUrl,
      ...remote,
    },
    logger,
  )
}
