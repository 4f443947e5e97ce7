import { randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import * as z from 'zod'
import { tokenClaimsSchema, type TokenPair } from '../../contract/auth'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { refreshTokens } from '../db/schema'

type TokenType = 'access' | 'refresh'
type Secrets = Pick<Config, 'jwtSecret' | 'accessTokenTtl' | 'refreshTokenTtl'>

export interface VerifiedToken {
  typ: TokenType
  userId: number
  partner: string
  /** Set on refresh tokens only. */
  jti: string | undefined
}

const key = (secret: string) => new TextEncoder().encode(secret)
const userId = z.coerce.number().int().positive().max(2_147_483_647)

async function sign(
  typ: TokenType,
  user: { id: number; partner: string },
  ttl: number,
  secret: string,
  jti?: string,
) {
  const jwt = new SignJWT({ typ, partner: user.partner })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
  if (jti) jwt.setJti(jti)
  return jwt.sign(key(secret))
}

/**
 * The claims of a valid token of type `typ`, or null: bad signature, other algorithm, no `exp`, expired,
 * or the other type (a refresh token is never an access token and vice versa).
 */
export async function verifyToken(
  token: string,
  typ: TokenType,
  secret: string,
): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: typ === 'refresh' ? ['exp', 'sub', 'jti'] : ['exp', 'sub'],
    })
    const claims = tokenClaimsSchema.safeParse(payload)
    const id = userId.safeParse(payload.sub)
    if (!claims.success || !id.success || claims.data.typ !== typ) return null
    if (typ === 'refresh' && !z.uuid().safeParse(payload.jti).success) return null
    return { typ, userId: id.data, partner: claims.data.partner, jti: payload.jti }
  } catch {
    return null
  }
}

/** Signs an access token and a refresh token, and records the refresh token so it can be rotated and revoked. */
export async function issueTokenPair(
  db: Pick<Database, 'insert'>,
  config: Secrets,
  user: { id: number; partner: string },
  jti: string = randomUUID(),
): Promise<{ pair: TokenPair; jti: string }> {
  await db.insert(refreshTokens).values({
    jti,
    user_id: user.id,
    expires_at: new Date(Date.now() + config.refreshTokenTtl * 1000),
  })
  const [access, refresh] = await Promise.all([
    sign('access', user, config.accessTokenTtl, config.jwtSecret),
    sign('refresh', user, config.refreshTokenTtl, config.jwtSecret, jti),
  ])
  return { pair: { access, refresh }, jti }
}
