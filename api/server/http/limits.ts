import { createHash } from 'node:crypto'
import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { bearerToken } from '../auth/bearer'
import { verifyToken } from '../auth/tokens'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/client'
import type { Logger } from '../logger'
import { errorBody, HttpError } from './errors'
import { partnerSlug } from './host'

/** Bodies larger than `maxBytes` get a 413 before anything reads them. */
export const limitBody = (maxBytes: number): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json(errorBody('payload_too_large', 'The request body is too large.'), 413),
  })

/**
 * The client's address: the right-most entry of the trusted proxy's header when one is configured, else
 * the socket's. Not the left-most: a proxy appends the address it saw to whatever the client sent, so
 * every entry left of its own is the client's to forge.
 */
export function clientAddress(
  c: Context,
  { trustedProxyHeader }: Pick<Config, 'trustedProxyHeader'>,
): string {
  const appended = trustedProxyHeader && c.req.header(trustedProxyHeader)?.split(',').at(-1)?.trim()
  if (appended && isIP(appended)) return appended
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // app.request() in tests has no socket
  }
}

/**
 * Whom a public route counts against: the customer when the request carries an access token that
 * requireUser would accept (its user looked up only there), else the client address.
 */
export async function requesterKey(
  c: Context,
  config: Pick<Config, 'jwtSecret' | 'trustedProxyHeader'>,
): Promise<string> {
  const token = bearerToken(c)
  const claims = token ? await verifyToken(token, 'access', config.jwtSecret) : null
  if (claims && claims.partner === partnerSlug(c)) return `customer:${claims.userId}`
  return `address:${clientAddress(c, config)}`
}

export interface Limiter {
  /** Counts one hit for `key`; throws a 429 `throttled` HttpError once the window's limit is passed. */
  hit(key: string): Promise<void>
}

export interface LimiterOptions {
  /** Names this limiter's counts in the shared table: the same on every server, unique among limiters. */
  name: string
  limit: number
  windowMs: number
}

type LimiterDeps = { database: DatabaseHandle; logger: Logger }

/** One limiter per database sweeps the expired counts of all: the library would sweep once per limiter. */
const sweeping = new WeakSet<DatabaseHandle>()

/**
 * At most `limit` hits per key in each window, counted in the database's `rate_limits` table (migration
 * 0031) so that every server instance on it shares the count.
 *
 * When the database fails, the hit is counted in this process's memory instead (the library's insurance
 * limiter) and a warning logged: open, but not wide open. Closed, a slow or unreachable database would
 * answer 500s on public routes, sign-in included, for what is only a safeguard; wide open, a flood that
 * brings the database down would switch off the limits that protect the mail and the paid services.
 */
export function createLimiter({ database, logger }: LimiterDeps, options: LimiterOptions): Limiter {
  const { name, limit, windowMs } = options
  const duration = windowMs / 1000
  // The library speaks pg's `query({ text, values })`; the handle runs it on pg or PGlite alike.
  const storeClient = {
    query: ({ text, values = [] }: { text: string; values?: unknown[] }) =>
      database.query(text, values).catch((err: unknown) => {
        logger.warn(`rate limit ${name}: the database failed, counting in this process`, err)
        throw err
      }),
  }
  const sweeps = !sweeping.has(database)
  sweeping.add(database)
  const limiter = new RateLimiterPostgres({
    storeClient,
    storeType: 'client', // not a pg Pool: the library would refuse to guess from the constructor's name
    tableName: 'rate_limits',
    tableCreated: true, // by the migration, on both databases
    clearExpiredByTimeout: sweeps,
    keyPrefix: name,
    points: limit,
    duration,
    // A key over its limit is refused from memory until its window ends: a flood costs no writes.
    inMemoryBlockOnConsumed: limit + 1,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: limit, duration }),
  })
  return {
    async hit(key) {
      try {
        // Hashed: the table keeps no e-mail or IP address in clear, and no key is longer than its column.
        await limiter.consume(createHash('sha256').update(key).digest('base64url'))
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) {
          // Not a refusal: the store and its insurance both failed. The request goes through.
          logger.warn(`rate limit ${name}: not counted`, err)
          return
        }
        const retryAfter = String(Math.max(1, Math.ceil(err.msBeforeNext / 1000)))
        throw new HttpError(429, errorBody('throttled', 'Too many requests.'), { 'Retry-After': retryAfter })
      }
    },
  }
}

/**
 * Middleware: at most `limit` requests per key in each window, then 429; the key by default the customer
 * where known, else the client address (requesterKey). For public endpoints that write (logs, mail) so
 * one client cannot flood them.
 */
export function rateLimit(
  deps: LimiterDeps & { config: Pick<Config, 'jwtSecret' | 'trustedProxyHeader'> },
  {
    key = (c) => requesterKey(c, deps.config),
    ...options
  }: LimiterOptions & {
    key?: (c: Context) => string | Promise<string>
  },
): MiddlewareHandler {
  const limiter = createLimiter(deps, options)
  return async (c, next) => {
    await limiter.hit(await key(c))
    await next()
  }
}
