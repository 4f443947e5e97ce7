import { randomBytes } from 'node:crypto'
import type { IdentityProviderAdapter } from './provider'

/** Local session ids look like Stripe's (`vs_…`) but say they are local: `vs_local_<32 hex>`. */
const LOCAL_SECRET = /^(vs_local_[0-9a-f]{32})_secret_[A-Za-z0-9_-]{43}$/

/**
 * The local stand-in for Stripe Identity: a session is only ids made here (nothing leaves the machine);
 * the local overlay submits to `POST /identity-verification/local/submit` with the client secret, and
 * identity/local-simulator.ts then plays Stripe's events. `chooseOutcome`: the overlay offers the outcome.
 */
export function createLocalIdentity(chooseOutcome: boolean): IdentityProviderAdapter {
  return {
    kind: 'local',
    overlay: { kind: 'local', choose_outcome: chooseOutcome },
    async createSession() {
      const sessionId = `vs_local_${randomBytes(16).toString('hex')}`
      return { sessionId, clientSecret: `${sessionId}_secret_${randomBytes(32).toString('base64url')}` }
    },
  }
}

/** The session id a local client secret belongs to, or null when it has not the local shape. */
export const localSessionOf = (clientSecret: string): string | null =>
  LOCAL_SECRET.exec(clientSecret)?.[1] ?? null
