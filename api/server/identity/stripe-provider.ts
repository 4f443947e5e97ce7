import * as z from 'zod'
import type { Logger } from '../logger'
import {
  callStripe,
  createStripe,
  requestOptions,
  StripeRequestError,
  type StripeOptions,
} from '../stripe/client'
import { IdentityProviderUnavailableError, type IdentityProviderAdapter } from './provider'

const sessionSchema = z.object({
  id: z.string().regex(/^vs_\w+$/),
  client_secret: z.string().min(1).max(512),
})

/**
 * Stripe Identity through the official SDK: a verification session (a document with a matching selfie),
 * the room name in the metadata so the dashboard and the webhook's events can be traced to the customer's
 * socket. The room name is also the idempotency key: a retried request cannot make a second session.
 */
export function createStripeIdentity(options: StripeOptions, logger: Logger): IdentityProviderAdapter {
  const stripe = createStripe(options)
  const { publishableKey, connectedAccount } = options
  return {
    kind: 'stripe',
    overlay: { kind: 'stripe', publishable_key: publishableKey, account: connectedAccount },
    async createSession({ userId, email, productId, roomName }) {
      try {
        const session = await callStripe(
          '/v1/identity/verification_sessions',
          stripe.identity.verificationSessions.create(
            {
              type: 'document',
              options: { document: { require_matching_selfie: true } },
              metadata: { room_name: roomName, user_id: String(userId), product_id: String(productId) },
              provided_details: email ? { email } : undefined,
            },
            requestOptions(options, `identity-${roomName}`),
          ),
          sessionSchema,
        )
        return { sessionId: session.id, clientSecret: session.client_secret }
      } catch (err) {
        if (!(err instanceof StripeRequestError)) throw err
        // Never the key, the e-mail address or the answer's secret in the log: only where and why.
        logger.warn(`identity provider failed: ${err.reason}`)
        throw new IdentityProviderUnavailableError(err.reason)
      }
    },
  }
}
