import type { IdentityProvider } from '../../contract/identity'

/** What a session is made for. `roomName` goes with it so a provider's events can be traced to the socket. */
export interface IdentitySessionInput {
  userId: number
  email: string | null
  productId: number
  roomName: string
}

/** The provider's session: its id (the webhook names it) and the secret that opens its overlay. */
export interface IdentitySession {
  sessionId: string
  clientSecret: string
}

/**
 * An identity-verification provider (ARCHITECTURE: third parties behind adapters). Statuses come back
 * later, through the Stripe webhook or the local overlay's submit, and are recorded by identity/status.ts.
 */
export interface IdentityProviderAdapter {
  kind: 'local' | 'stripe'
  /** What the browser needs to open the provider's overlay (the response's `provider`). */
  overlay: IdentityProvider
  /** Throws an IdentityProviderUnavailableError when the provider cannot be reached or refuses. */
  createSession(input: IdentitySessionInput): Promise<IdentitySession>
}

/** The provider failed: unreachable, too slow, an error status or an answer of another shape (502). */
export class IdentityProviderUnavailableError extends Error {
  override name = 'IdentityProviderUnavailableError'
}
