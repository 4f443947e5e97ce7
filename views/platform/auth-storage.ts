import * as z from 'zod/mini'
import { userSchema, type TokenPair, type User } from '../../api/contract/auth'
import type { FlowMode } from '../../machines/journey-protocol'

import { AUTH_STORAGE_KEY } from './stored-session'

export { AUTH_STORAGE_KEY }

/** The stored session, with the fields of core §3; admin, quotes and the rest come with their issues. */
const storedAuthSchema = z.object({
  authenticated: z.boolean(),
  access_token: z.nullable(z.string()),
  refresh_token: z.nullable(z.string()),
  external_id: z.nullable(z.string()),
  user_quote: z._default(z.nullable(z.string()), null),
  broker_quote: z._default(z.boolean(), false),
  user: z.nullable(userSchema),
  insuranceFlow: z.enum(['default', 'calculator', 'checkin']),
})
export type StoredAuth = z.infer<typeof storedAuthSchema>

/**
 * The user as auth-storage keeps it: whose session it is (the id that owns the stored checkout and
 * check-in, the partner, the profession the products page starts from), never the personal details. Local
 * storage outlives the tab, sits unencrypted on disk and any script of the site reads it; the profile comes
 * again from `GET /users/me` on every load (docs/local-storage.md).
 */
export const storedUser = (user: User): User => ({
  id: user.id,
  email: null,
  external_id: user.external_id,
  first_name: null,
  last_name: null,
  profession: user.profession,
  profession_description: null,
  birth_date: null,
  company_address: null,
  personal_address: null,
  partner: user.partner,
})

export interface RestoredSession {
  tokens: TokenPair | null
  external_id: string | null
  user_quote: string | null
  /** The session came from a broker's quote link (core §3 broker_quote). */
  broker_quote: boolean
  user: User | null
  insuranceFlow: FlowMode
}

/** The stored session, or a signed-out one when nothing, something corrupted or something foreign is stored. */
export function readAuthStorage(storage: Storage | undefined = globalThis.localStorage): RestoredSession {
  const empty: RestoredSession = {
    tokens: null,
    external_id: null,
    user_quote: null,
    broker_quote: false,
    user: null,
    insuranceFlow: 'default',
  }
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY)
    if (!raw) return empty
    const parsed = storedAuthSchema.safeParse(JSON.parse(raw))
    if (!parsed.success) return empty
    const s = parsed.data
    const tokens =
      s.authenticated && s.access_token && s.refresh_token
        ? { access: s.access_token, refresh: s.refresh_token }
        : null
    return {
      tokens,
      external_id: s.external_id,
      user_quote: tokens ? s.user_quote : null,
      broker_quote: tokens ? s.broker_quote : false,
      // A session stored before the details were left out is read without them too.
      user: tokens && s.user ? storedUser(s.user) : null,
      insuranceFlow: s.insuranceFlow,
    }
  } catch {
    return empty
  }
}

export function writeAuthStorage(
  session: RestoredSession,
  storage: Storage | undefined = globalThis.localStorage,
) {
  const stored: StoredAuth = {
    authenticated: session.tokens !== null,
    access_token: session.tokens?.access ?? null,
    refresh_token: session.tokens?.refresh ?? null,
    external_id: session.external_id,
    user_quote: session.user_quote,
    broker_quote: session.broker_quote,
    user: session.user && storedUser(session.user),
    insuranceFlow: session.insuranceFlow,
  }
  try {
    storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Storage full or blocked: the session lasts for this page only.
  }
}
