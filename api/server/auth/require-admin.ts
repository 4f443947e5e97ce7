import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AdminTokenClaims } from '../../contract/admin'
import { errorBody, HttpError, unauthenticated } from '../http/errors'
import { verifyAdminToken } from './admin-token'
import { bearerToken } from './bearer'
import type { Database } from '../db/client'
import { adminSessions } from '../db/schema'

/**
 * The admin of the request: a valid `Authorization: Bearer <admin JWT>` whose partner is the host's.
 * 401 without a valid admin token, 403 when the token belongs to another partner.
 */
export async function requireAdmin(
  c: Context,
  slug: string,
  secret: string,
  db: Pick<Database, 'select'>,
): Promise<AdminTokenClaims> {
  const token = bearerToken(c)
  if (!token) throw unauthenticated('An admin token is required.')
  const claims = await verifyAdminToken(token, secret)
  if (!claims) throw unauthenticated('The admin token is not valid.')
  if (claims.partner !== slug) {
    throw new HttpError(403, errorBody('permission_denied', 'This admin token is for another partner.'))
  }
  // A session's access token lives only as long as its session: after exit (or expiry) it is refused
  // at once, not when its 15 minutes are up.
  if (claims.sid !== undefined) {
    const [live] = await db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .where(
        and(
          eq(adminSessions.id, claims.sid),
          isNull(adminSessions.revoked_at),
          gt(adminSessions.expires_at, sql`now()`),
        ),
      )
    if (!live) throw unauthenticated('The admin session has ended.')
  }
  return claims
}
