import type { TokenPair } from '../../api/contract/auth'
import { isRecord, isTextOrNull } from '../../api/contract/plain-checks'

/** The local-storage key of the session (core §3). */
export const AUTH_STORAGE_KEY = 'auth-storage'

/**
 * The stored session's tokens, or null: what the first page needs of auth-storage (whether to load the auth
 * journey, the token of a call made before it loaded), read without its schema so that zod is not part of
 * the first page (issue 26). It checks the stored session's fields as auth-storage.ts's schema does, but not
 * the stored user within; the auth journey, loaded at once when there are tokens, reads it whole and signs
 * out a session whose user does not parse. Never throws.
 */
export function readStoredTokens(storage: Storage | undefined = globalThis.localStorage): TokenPair | null {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY)
    const s: unknown = raw ? JSON.parse(raw) : null
    if (!isRecord(s)) return null
    const {
      authenticated,
      access_token,
      refresh_token,
      external_id,
      user_quote,
      broker_quote,
      user,
      insuranceFlow,
    } = s as Record<string, unknown>
    const valid =
      authenticated === true &&
      typeof access_token === 'string' &&
      typeof refresh_token === 'string' &&
      isTextOrNull(external_id) &&
      (user_quote === undefined || isTextOrNull(user_quote)) &&
      (broker_quote === undefined || typeof broker_quote === 'boolean') &&
      (user === null || isRecord(user)) &&
      ['default', 'calculator', 'checkin'].includes(insuranceFlow as string)
    return valid && access_token && refresh_token ? { access: access_token, refresh: refresh_token } : null
  } catch {
    return null
  }
}
