import type { Context } from 'hono'
import type { AdminTokenClaims } from '../../contract/admin'
import { errorBody, HttpError } from '../http/errors'
import { verifyAdminToken } from './admin-token'

const unauthenticated = (detail: string) =>
  new HttpError(401, errorBody('not_authenticated', detail), { 'WWW-Authenticate': 'Bearer' })

/**
 * The admin of the request: a valid `Authorization: Bearer <admin JWT>` whose partner is the host's.
 * 401 without a valid admin token, 403 when the token belongs to another partner.
 */
export async function requireAdmin(c: Context, slug: string, secret: string): Promise<AdminTokenClaims> {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  if (!match?.[1]) throw unauthenticated('An admin token is required.')
  const claims = await verifyAdminToken(match[1], secret)
  if (!claims) throw unauthenticated('The admin token is not valid.')
  if (claims.partner !== slug) {
    throw new HttpError(403, errorBody('permission_denied', 'This admin token is for another partner.'))
  }
  return claims
}
