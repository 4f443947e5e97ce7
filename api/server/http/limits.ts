import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorBody } from './errors'

/** Bodies larger than `maxBytes` get a 413 before anything reads them. */
export const limitBody = (maxBytes: number): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json(errorBody('payload_too_large', 'The request body is too large.'), 413),
  })

const clientAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // app.request() in tests has no socket
  }
}

/**
 * At most `limit` requests per client address in each window, per server instance; then 429.
 * For public endpoints that write (logs, mail) so one client cannot flood them.
 */
export function rateLimit({ limit, windowMs }: { limit: number; windowMs: number }): MiddlewareHandler {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return async (c, next) => {
    const now = Date.now()
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
    const key = clientAddress(c)
    let window = windows.get(key)
    if (!window || window.resetAt <= now) windows.set(key, (window = { count: 0, resetAt: now + windowMs }))
    window.count += 1
    if (window.count > limit) {
      c.header('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)))
      return c.json(errorBody('throttled', 'Too many requests.'), 429)
    }
    await next()
  }
}
