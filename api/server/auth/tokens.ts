import { randomUUID } from 'node:crypto'
import { sql, type AnyColumn } from 'drizzle-orm'
import { jwtVerify, SignJWT } from 'jose'
import * as z from 'zod'
import { tokenClaimsSchema, type TokenPair } from '../../contract/auth'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { refreshTokens } from '../db/schema'
import { createVerifiedTokens } from './verified-tokens'

type TokenType = 'access' | 'refresh'
const verifiedAccessTokens = createVerifiedTokens<VerifiedToken>()
type Secrets = Pick<Config, 'jwtSecret' | 'accessTokenTtl' | 'refreshTokenTtl'>

/**
 * A rotated refresh token (a customer's or an admin session's) still counts this long after its
 * rotation, once: the browser whose refresh answer never arrived (a reload cut it off after the server
 * had rotated) still holds it, and would lose its session.
 */
export const REFRESH_GRACE_SECONDS = 20

/** Whether the moment `at` (a rotation) lies within REFRESH_GRACE_SECONDS of the database's now. */
export const withinRefreshGrace = (at: AnyColumn) =>
  sql<boolean>`${at} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`

export interface VerifiedToken {
  typ: TokenType
  userId: number
  partner: string
  /** Set on refresh tokens only. */
  jti: string | undefined
}

/**
 * The HMAC key of a secret, imported once: jose imports raw bytes again on every sign and verify, which
 * was a fixed cost of every signed-in request. One secret per process, so the map stays tiny.
 */
const keys = new Map<string, Promise<CryptoKey>>()
const key = (secret: string): Promise<CryptoKey> => {
  let found = keys.get(secret)
  if (!found) {
    found = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    keys.set(secret, found)
  }
  return found
}
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
  return jwt.sign(await key(secret))
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
  // Access tokens are verified once per process (verified-tokens.ts); the secret is part of the key.
  const cacheKey = typ === 'access' ? `${secret}\u0000${token}` : null
  const kept = cacheKey === null ? undefined : verifiedAccessTokens.get(cacheKey)
  if (kept) return kept
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      requiredClaims: typ === 'refresh' ? ['exp', 'sub', 'jti'] : ['exp', 'sub'],
    })
    const claims = tokenClaimsSchema.safeParse(payload)
    const id = userId.safeParse(payload.sub)
    if (!claims.success || !id.success || claims.data.typ !== typ) return null
    if (typ === 'refresh' && !z.uuid().safeParse(payload.jti).success) return null
    const verified = { typ, userId: id.data, partner: claims.data.partner, jti: payload.jti }
    if (cacheKey !== null) verifiedAccessTokens.set(cacheKey, verified, payload.exp!)
    return verified
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
