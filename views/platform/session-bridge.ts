import { waitFor, type Actor } from 'xstate'
import { ApiError } from '../../api/client/api-error'
import type { authMachine } from '../../machines/auth/auth.machine'

type AuthActor = Actor<typeof authMachine>

const refreshing = (s: ReturnType<AuthActor['getSnapshot']>) =>
  s.matches({ authenticated: { token: 'refreshing' } })

/**
 * The HTTP client's answer to a 401 (core §4 token refresh), delegated to the auth journey:
 * - a request that failed with an older token than the current one is replayed at once;
 * - otherwise the journey is told; it runs exactly one refresh, and every request that failed
 *   meanwhile waits for it and is replayed with the new token;
 * - a refused refresh ends the session once (the journey signs out) and the 401s stand;
 * - a refresh that failed on the network keeps the session and fails the requests as network errors.
 */
export function createSessionBridge(auth: AuthActor): (failedToken: string) => Promise<string | null> {
  return async (failedToken) => {
    const current = auth.getSnapshot().context.tokens?.access ?? null
    if (!current) return null
    if (current !== failedToken) return current
    auth.send({ type: 'session.tokenRejected', token: failedToken })
    const settled = await waitFor(auth, (s) => !refreshing(s))
    if (settled.context.refreshFailed) {
      throw new ApiError({ kind: 'network', method: 'POST', path: '/auth/jwt/refresh' })
    }
    return settled.context.tokens?.access ?? null
  }
}
