import type { Context } from 'hono'
import type { AppDeps } from '../deps'
import { unauthenticated } from '../http/errors'
import { partnerSlug } from '../http/host'
import { findUser, type UserRow } from '../users/store'
import { bearerToken } from './bearer'
import { verifyToken } from './tokens'

/** The signed-in user's id and partner, as a valid access token of the host's partner names them. */
export interface TokenUser {
  userId: number
  partner: string
}

/** 401 when the user a valid token names is gone (or is not of the token's partner). */
export const userGone = () => unauthenticated('The user of this token does not exist.')

/**
 * A valid access token (not a refresh token) of the host's partner, without reading the user: for a route
 * whose one query also checks that the user exists (throwing `userGone` when not), so the hot reads make
 * one round trip instead of two. Anything else is a 401 `not_authenticated`.
 */
export async function requireToken(c: Context, { config }: Pick<AppDeps, 'config'>): Promise<TokenUser> {
  const token = bearerToken(c)
  if (!token) throw unauthenticated('An access token is required.')
  const claims = await verifyToken(token, 'access', config.jwtSecret)
  if (!claims) throw unauthenticated('The access token is not valid.')
  if (claims.partner !== partnerSlug(c)) throw unauthenticated('The access token is for another partner.')
  return { userId: claims.userId, partner: claims.partner }
}

/**
 * The signed-in user: a valid access token (not a refresh token) of the host's partner whose user still
 * exists. Anything else is a 401 `not_authenticated`; a token of another partner's host included.
 */
export async function requireUser(
  c: Context,
  { database, config }: Pick<AppDeps, 'database' | 'config'>,
): Promise<{ user: UserRow; partner: string }> {
  const { userId, partner } = await requireToken(c, { config })
  const user = await findUser(database.db, userId, partner)
  if (!user) throw userGone()
  return { user, partner }
}

/**
 * For a route that checks the user in its one query (after `requireToken`): runs the checks that come
 * before that query, and when one fails, checks the user first, so a gone user is a 401 whatever else is
 * wrong with the request, as with requireUser at the start. The user is read only on that error path.
 */
export async function checkedBeforeUser<T>(
  c: Context,
  deps: Pick<AppDeps, 'database' | 'config'>,
  checks: () => Promise<T>,
): Promise<T> {
  try {
    return await checks()
  } catch (err) {
    await requireUser(c, deps)
    throw err
  }
}
