import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { Config } from '../config'
import { underPrefix } from '../../contract/routes'
import { errorBody } from './errors'

/** Production security headers, with a CSP that fits a Vite SPA styled by Mantine. */
export function productionHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes style attributes and <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Partner logos may live on the partner's own https host.
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers same-origin ws: and wss: too.
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    crossOriginEmbedderPolicy: false,
  })
}

/** Development-only pages (`config.devOnlyPaths`) do not exist in production. */
export function devOnly(config: Pick<Config, 'production' | 'devOnlyPaths'>): MiddlewareHandler {
  return async (c, next) => {
    if (config.production && config.devOnlyPaths.some((p) => underPrefix(c.req.path, p))) {
      return c.json(errorBody('not_found', 'Not found.'), 404)
    }
    await next()
  }
}
