import { fromPromise } from 'xstate'
import { isApiError } from '../../api/client/api-error'
import { toFailure } from '../../api/client/failure'
import type { Http } from '../../api/client/http'
import { getCurrentUser, loginByExternalId, loginByMagicLink, refreshTokens } from '../../api/client/auth'
import type { TokenPair, User } from '../../api/contract/auth'
import { failureOf, Reason, type Failure } from '../../api/contract/failure'
import type { AuthReason, ExternalLogin } from '../../machines/auth/auth.types'
import { readAuthStorage } from './auth-storage'

/**
 * A call's error as the auth journey reads it (the one failure shape): a link refused or expired is
 * `invalidLink`; a 401 is the call's refusal (`refused`: a login refused, a session expired); the
 * network or a time-out is `network`, worth a retry; anything else keeps the client's failure.
 */
export function authFailureOf(
  error: unknown,
  context: 'general' | 'link' = 'general',
  refused: AuthReason = Reason.sessionExpired,
): Failure {
  if (!isApiError(error)) return toFailure(error)
  const code = error.code(context)
  const invalidLink =
    error.body?.non_field_errors.includes('signature_expired') || error.body?.code === 'invalid_link'
  if (invalidLink) return failureOf(Reason.invalidLink, false, code)
  // A broker quote that ended (410): its reason, and the broker the page names (api/contract/broker.ts).
  if (error.body?.broker) return { ...toFailure(error), code, broker: error.body.broker } as Failure
  if (error.kind === 'unauthorized') return failureOf(refused, false, code)
  if (error.kind === 'network' || error.kind === 'timeout') return failureOf(Reason.network, true, code)
  return { ...toFailure(error), code }
}

const rethrowAs =
  (context: 'general' | 'link', refused: AuthReason) =>
  (error: unknown): never => {
    throw authFailureOf(error, context, refused)
  }
const loginRefused = rethrowAs('link', Reason.loginFailed)
const sessionRefused = rethrowAs('general', Reason.sessionExpired)

/**
 * Runs a refresh under a lock shared by this site's tabs, so no two tabs refresh at once; a tab that
 * waited finds the other tab's new tokens in storage and uses them instead of refreshing again.
 */
async function refreshOnce(http: Http, tokens: TokenPair): Promise<TokenPair> {
  const run = async () => {
    const stored = readAuthStorage().tokens
    if (stored && stored.access !== tokens.access) return stored
    return refreshTokens(http, tokens.refresh)
  }
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? locks.request('auth-refresh', run) : run()
}

/** The auth journey's effects over the HTTP client (given to the machine with `.provide`). */
export const authEffects = (http: Http) => ({
  actors: {
    loginExternal: fromPromise(({ input }: { input: ExternalLogin }) =>
      loginByExternalId(http, input).catch(loginRefused),
    ),
    loginMagicLink: fromPromise(({ input }: { input: { token: string } }) =>
      loginByMagicLink(http, input.token).catch(loginRefused),
    ),
    refreshToken: fromPromise(({ input }: { input: { tokens: TokenPair } }) =>
      refreshOnce(http, input.tokens).catch(sessionRefused),
    ),
    fetchUser: fromPromise<User, void>(() => getCurrentUser(http).catch(sessionRefused)),
  },
})
