import type { Context } from 'hono'
import type { AppDeps } from '../deps'
import { unauthenticated } from '../http/errors'
import { partnerSlug } from '../http/host'
import { findUser, type UserRow } from '../users/store'
import { bearerToken } from './bearer'
import { verifyToken } from './tokens'

/**
 * The signed-in user: a valid access token (not a refresh token) of the host's partner whose user still
 * exists. Anything else is a 401 `not_authenticated`; a token of another partner's host included.
 */
export async function requireUser(
  c: Context,
  { database, config }: Pick<AppDeps, 'database' | 'config'>,
): Promise<{ user: UserRow; partner: string }> {
  const token = bearerToken(c)
  if (!token) throw unauthenticated('An access token is required.')
  const claims = await verifyToken(token, 'access', config.jwtSecret)
  if (!claims) throw unauthenticated('The access token is not valid.')
  if (claims.partner !== partnerSlug(c)) throw unauthenticated('The access token is for another partner.')
  const user = await findUser(database.db, claims.userId, claims.partner)
  if (!user) throw unauthenticated('The user of this token does not exist.')
  return { user, partner: claims.partner }
}
