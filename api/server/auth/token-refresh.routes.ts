import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { refreshRequestSchema, type TokenPair } from '../../contract/auth'
import { routes } from '../../contract/routes'
import { issueTokenPair, verifyToken } from '../auth/tokens'
import { refreshTokens } from '../db/schema'
import type { AppDeps } from '../deps'
import { unauthenticated } from '../http/errors'
import { partnerSlug } from '../http/host'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { findUser } from '../users/store'

/**
 * `POST /auth/jwt/refresh`: a valid refresh token of the host's partner buys a new pair, once. The old
 * one is revoked and points at its successor; presenting a revoked one again means it was copied, so
 * every refresh token of that user is revoked (both holders must sign in again).
 */
export function tokenRefreshRoutes({ config, database, logger }: AppDeps): Hono {
  const { db } = database
  const app = new Hono()
  on(app, routes.tokenRefresh, limitBody(16 * 1024), async (c) => {
    const { refresh } = await parseBody(c, refreshRequestSchema)
    const claims = await verifyToken(refresh, 'refresh', config.jwtSecret)
    if (!claims?.jti || claims.partner !== partnerSlug(c))
      throw unauthenticated('The refresh token is not valid.')
    const { jti, userId, partner } = claims

    const pair = await db.transaction(async (tx): Promise<TokenPair | null> => {
      if (!(await findUser(tx, userId, partner))) return null
      const next = randomUUID()
      const [rotated] = await tx
        .update(refreshTokens)
        .set({ revoked_at: sql`now()`, replaced_by: next })
        .where(
          and(
            eq(refreshTokens.jti, jti),
            eq(refreshTokens.user_id, userId),
            isNull(refreshTokens.revoked_at),
            gt(refreshTokens.expires_at, sql`now()`),
          ),
        )
        .returning({ jti: refreshTokens.jti })
      if (!rotated) return null
      return (await issueTokenPair(tx, config, { id: userId, partner }, next)).pair
    })
    if (pair) return c.json(pair)

    const [known] = await db
      .select({ revoked_at: refreshTokens.revoked_at })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.user_id, userId)))
    if (known?.revoked_at) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)))
      logger.warn(`refresh token reused: every refresh token of user ${userId} revoked`)
    }
    throw unauthenticated('The refresh token is not valid.')
  })
  return app
}
