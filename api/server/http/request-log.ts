import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger'
import { partnerSlug } from './host'

/** One line per request: method, path, status, milliseconds, partner. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now()
    await next()
    const ms = (performance.now() - start).toFixed(1)
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms partner=${partnerSlug(c) ?? '-'}`)
  }
}
