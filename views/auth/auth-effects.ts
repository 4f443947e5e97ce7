import { fromPromise } from 'xstate'
import { isApiError } from '../../api/client/api-error'
import type { Http } from '../../api/client/http'
import { getCurrentUser, loginByExternalId, loginByMagicLink, refreshTokens } from '../../api/client/auth'
import type { TokenPair, User } from '../../api/contract/auth'
import type { EffectError, ExternalLogin } from '../../machines/auth/auth.types'
import { readAuthStorage } from './auth-storage'

/** Effect failures as the auth journey reads them: a catalogue code and whether it was a 401. */
function toEffectError(error: unknown, context: 'general' | 'login' | 'link'): EffectError {
  if (!isApiError(error)) return { code: null, unauthorized: false }
  const invalidLink =
    error.body?.non_field_errors.includes('signature_expired') || error.body?.code === 'invalid_link'
  return { code: error.code(context), unauthorized: error.kind === 'unauthorized', invalidLink }
}

const rethrowAs = (context: 'general' | 'login' | 'link') => (error: unknown) => {
  throw toEffectError(error, context)
}

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
      loginByExternalId(http, input).catch(rethrowAs('link')),
    ),
    loginMagicLink: fromPromise(({ input }: { input: { token: string } }) =>
      loginByMagicLink(http, input.token).catch(rethrowAs('link')),
    ),
    refreshToken: fromPromise(({ input }: { input: { tokens: TokenPair } }) =>
      refreshOnce(http, input.tokens).catch(rethrowAs('general')),
    ),
    fetchUser: fromPromise<User, void>(() => getCurrentUser(http).catch(rethrowAs('general'))),
  },
})
