import type { Config } from '../config'
import type { Logger } from '../logger'
import { stripeOptionsOf, type StripeOptions } from '../stripe/client'
import { createLocalIdentity } from './local-provider'
import type { IdentityProviderAdapter } from './provider'
import { createStripeIdentity } from './stripe-provider'

/** Stripe Identity when STRIPE_SECRET_KEY is set; else the local stand-in. */
export function createIdentityProvider(
  config: Parameters<typeof stripeOptionsOf>[0] & Pick<Config, 'localIdentityOutcomes'>,
  logger: Logger,
  remote: Pick<StripeOptions, 'timeoutMs' | 'fetch'> = {},
): IdentityProviderAdapter {
  const stripe = stripeOptionsOf(config)
  if (!stripe) return createLocalIdentity(config.localIdentityOutcomes)
  return createStripeIdentity({ ...stripe, ...remote }, logger)
}
