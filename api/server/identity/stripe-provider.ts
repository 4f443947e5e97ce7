import * as z from 'zod'
import type { Logger } from '../logger'
import { IdentityProviderUnavailableError, type IdentityProviderAdapter } from './provider'

export interface StripeIdentityOptions {
  secretKey: string
  publishableKey: string
  /** Sessions are made on this connected account (`Stripe-Account`); null: the platform's own. */
  connectedAccount: string | null
  /** https://api.stripe.com, or a fake in tests. */
  apiUrl: string
  timeoutMs?: number
  fetch?: typeof fetch
}

/** How long Stripe may take to make a session before the request counts as failed. */
export const STRIPE_TIMEOUT_MS = 10_000

const sessionSchema = z.object({
  id: z.string().regex(/^vs_\w+$/),
  client_secret: z.string().min(1).max(512),
})

/**
 * Stripe Identity: `POST /v1/identity/verification_sessions` (a document with a matching selfie), the room
 * name in the metadata so the dashboard and the webhook's events can be traced to the customer's socket.
 * The room name is also the idempotency key: a retried request cannot make a second session.
 */
export function createStripeIdentity(
  options: StripeIdentityOptions,
  logger: Logger,
): IdentityProviderAdapter {
  const { secretKey, publishableKey, connectedAccount, apiUrl } = options
  const doFetch = options.fetch ?? fetch
  const endpoint = `${apiUrl}/v1/identity/verification_sessions`
  return {
    kind: 'stripe',
    overlay: { kind: 'stripe', publishable_key: publishableKey, account: connectedAccount },
    async createSession({ userId, email, productId, roomName }) {
      const form = new URLSearchParams({
        type: 'document',
        'options[document][require_matching_selfie]': 'true',
        'metadata[room_name]': roomName,
        'metadata[user_id]': String(userId),
        'metadata[product_id]': String(productId),
      })
      if (email) form.set('provided_details[email]', email)
      const headers: Record<string, string> = {
        Authorization: `Bearer ${secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': `identity-${roomName}`,
      }
      if (connectedAccount) headers['Stripe-Account'] = connectedAccount
      const timeout = AbortSignal.timeout(options.timeoutMs ?? STRIPE_TIMEOUT_MS)
      let reason: string
      try {
        const res = await doFetch(endpoint, {
          method: 'POST',
          headers,
          body: form,
          signal: timeout,
          redirect: 'error',
        })
        if (res.ok) {
          const parsed = sessionSchema.safeParse(await res.json())
          if (parsed.success) return { sessionId: parsed.data.id, clientSecret: parsed.data.client_secret }
          reason = 'an answer of another shape'
        } else {
          await res.body?.cancel()
          reason = `status ${res.status}`
        }
      } catch (err) {
        reason = timeout.aborted
          ? 'timed out'
          : err instanceof Error
            ? `${err.name}: ${err.message}`
            : String(err)
      }
      // Never the key, the e-mail address or the answer's secret in the log: only where and why.
      logger.warn(`identity provider ${endpoint} failed: ${reason}`)
      throw new IdentityProviderUnavailableError(reason)
    },
  }
}
