import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorBody, HttpError } from './errors'

/** Bodies larger than `maxBytes` get a 413 before anything reads them. */
export const limitBody = (maxBytes: number): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json(errorBody('payload_too_large', 'The request body is too large.'), 413),
  })

export const clientAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // app.request() in tests has no socket
  }
}

export interface Limiter {
  /** Counts one hit for `key`; throws a 429 `throttled` HttpError once the window's limit is passed. */
  hit(key: string): void
}

/** At most `limit` hits per key in each window, per server instance. */
export function createLimiter({ limit, windowMs }: { limit: number; windowMs: number }): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    hit(key) {
      const now = Date.now()
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
      let window = windows.get(key)
      if (!window || window.resetAt <= now) windows.set(key, (window = { count: 0, resetAt: now + windowMs }))
      window.count += 1
      if (window.count > limit) {
        const retryAfter = String(Math.ceil((window.resetAt - now) / 1000))
        throw new HttpError(429, errorBody('throttled', 'Too many requests.'), { 'Retry-After': retryAfter })
      }
    },
  }
}

/**
 * At most `limit` requests per key (by default the client address) in each window; then 429.
 * For public endpoints that write (logs, mail) so one client cannot flood them.
 */
export function rateLimit({
  limit,
  windowMs,
  key = clientAddress,
}: {
  limit: number
  windowMs: number
  key?: (c: Context) => string
}): MiddlewareHandler {
  const limiter = createLimiter({ limit, windowMs })
  return async (c, next) => {
    limiter.hit(key(c))
    await next()
  }
}
