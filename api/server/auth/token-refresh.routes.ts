import { Hono } from 'hono'
import { refreshRequestSchema } from '../../contract/auth'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { unauthenticated } from '../http/errors'
import { partnerSlug } from '../http/host'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { refreshTokenPair } from './sign-in-service'
import { verifyToken } from './tokens'

/**
 * `POST /auth/jwt/refresh`: a valid refresh token of the host's partner buys a new pair, once
 * (sign-in-service.ts rotates it, and revokes every token of the user when a revoked one comes back).
 */
export function tokenRefreshRoutes({ config, database, logger }: AppDeps): Hono {
  const { db } = database
  const app = new Hono()
  on(app, routes.tokenRefresh, limitBody(16 * 1024), async (c) => {
    const { refresh } = await parseBody(c, refreshRequestSchema)
    const claims = await verifyToken(refresh, 'refresh', config.jwtSecret)
    if (!claims?.jti || claims.partner !== partnerSlug(c))
      throw unauthenticated('The refresh token is not valid.')
    return c.json(await refreshTokenPair(db, config, logger, { ...claims, jti: claims.jti }))
  })
  return app
}
