import type { Context } from 'hono'
import type { AdminTokenClaims } from '../../contract/admin'
import { errorBody, HttpError, unauthenticated } from '../http/errors'
import { verifyAdminToken } from './admin-token'
import { bearerToken } from './bearer'

/**
 * The admin of the request: a valid `Authorization: Bearer <admin JWT>` whose partner is the host's.
 * 401 without a valid admin token, 403 when the token belongs to another partner.
 */
export async function requireAdmin(c: Context, slug: string, secret: string): Promise<AdminTokenClaims> {
  const token = bearerToken(c)
  if (!token) throw unauthenticated('An admin token is required.')
  const claims = await verifyAdminToken(token, secret)
  if (!claims) throw unauthenticated('The admin token is not valid.')
  if (claims.partner !== slug) {
    throw new HttpError(403, errorBody('permission_denied', 'This admin token is for another partner.'))
  }
  return claims
}
