// @vitest-environment node
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../api/server/app'
import { openDatabase } from '../../api/server/db/client'
import { createAppDeps } from '../../api/server/deps'
import { clientAddress, createLimiter } from '../../api/server/http/limits'
import type { Logger } from '../../api/server/logger'
import { errorOf } from './auth-helpers'
import { createTestApp, silent, testConfig, type TestApp } from './helpers'
import { customer } from './product-helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => t?.close())

type App = Pick<TestApp, 'app'>
const REPORT = JSON.stringify({ message: 'boom', url: 'http://zzp.localhost/', at: '2026-11-21T23:00:00Z' })
/** POST /client-errors (10 a minute): from a socket address, with more headers (a token, a proxy's). */
const report = async (via: App, remoteAddress: string, headers: Record<string, string> = {}) =>
  via.app.request(
    'http://zzp.localhost/client-errors',
    { method: 'POST', body: REPORT, headers: { 'Content-Type': 'application/json', ...headers } },
    { incoming: { socket: { remoteAddress } } },
  )
const statuses = async (n: number, send: () => Promise<Response>) => {
  const all: number[] = []
  for (let i = 0; i < n; i++) all.push((await send()).status)
  return all
}

describe('rate limits in the database', () => {
  it('are shared by two app instances on one database', async () => {
    // On PostgreSQL the second instance has a pool of its own, as a second server would.
    const config = testConfig(t.deps.config.databaseUrl ? { DATABASE_URL: t.deps.config.databaseUrl } : {})
    const database = config.databaseUrl ? await openDatabase(config, silent) : t.database
    const deps = await createAppDeps(config, database, silent)
    try {
      const second = { app: createApp(deps) }
      expect(await statuses(6, () => report(t, '192.0.2.1'))).toEqual(Array(6).fill(202))
      expect(await statuses(4, () => report(second, '192.0.2.1'))).toEqual(Array(4).fill(202))
      const res = await report(second, '192.0.2.1')
      expect(res.status).toBe(429)
      expect((await errorOf(res)).code).toBe('throttled')
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await report(t, '192.0.2.1')).status).toBe(429)
      const rows = await t.database.query('select key, points from rate_limits where points >= 10', [])
      expect(rows.rows).toHaveLength(1)
      expect(String(rows.rows[0]!.key)).toMatch(/^client-error:[\w-]{43}$/) // hashed, no address in clear
    } finally {
      await deps.dispose()
      if (database !== t.database) await database.close()
    }
  })

  it('limits a signed-in customer by id, not by address', async () => {
    const ann = await customer(t, 'limits-ann', null)
    const bob = await customer(t, 'limits-bob', null)
    const asAnn = { Authorization: `Bearer ${ann}` }
    expect(await statuses(5, () => report(t, '192.0.2.2', asAnn))).toEqual(Array(5).fill(202))
    expect(await statuses(5, () => report(t, '192.0.2.3', asAnn))).toEqual(Array(5).fill(202))
    expect((await report(t, '192.0.2.4', asAnn)).status).toBe(429) // a new address does not help her
    // Her reports counted against her, not against the addresses she sent them from.
    expect((await report(t, '192.0.2.2', { Authorization: `Bearer ${bob}` })).status).toBe(202)
    expect((await report(t, '192.0.2.2')).status).toBe(202)
    // A token that is not valid is no customer: its request counts against its address.
    const forged = { Authorization: `Bearer ${ann.slice(0, -4)}AAAA` }
    expect(await statuses(9, () => report(t, '192.0.2.2', forged))).toEqual(Array(9).fill(202))
    expect((await report(t, '192.0.2.2')).status).toBe(429)
  })

  it('count in this process, with a warning, when the database fails: never a 500', async () => {
    const warnings: string[] = []
    const logger: Logger = { ...silent, warn: (message) => void warnings.push(message) }
    const broken = { ...t.database, query: () => Promise.reject(new Error('database down')) }
    const limiter = createLimiter(
      { database: broken, logger },
      { name: 'broken', limit: 2, windowMs: 60_000 },
    )
    await limiter.hit('someone')
    await limiter.hit('someone')
    await expect(limiter.hit('someone')).rejects.toMatchObject({ status: 429 })
    expect(warnings[0]).toMatch(/rate limit broken: the database failed/)
  })
})

describe('the client address', () => {
  const addressApp = (env: Record<string, string>) => {
    const config = testConfig(env)
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, config)))
    return async (headers: Record<string, string>, remoteAddress = '192.0.2.10') =>
      (await app.request('/', { headers }, { incoming: { socket: { remoteAddress } } })).text()
  }

  it('is the socket address unless a trusted proxy header is configured', async () => {
    const direct = addressApp({})
    expect(await direct({ 'x-forwarded-for': '198.51.100.1' })).toBe('192.0.2.10')
    expect(await direct({})).toBe('192.0.2.10')
  })

  it('is the right-most entry of the configured header: the one the proxy appended', async () => {
    const proxied = addressApp({ TRUSTED_PROXY_HEADER: 'X-Forwarded-For' })
    expect(await proxied({ 'x-forwarded-for': '198.51.100.1' })).toBe('198.51.100.1')
    expect(await proxied({ 'x-forwarded-for': '10.0.0.1, 198.51.100.1' })).toBe('198.51.100.1')
    expect(await proxied({ 'x-forwarded-for': '10.0.0.1,2001:db8::1' })).toBe('2001:db8::1')
    // No header, or no address at its end: the socket's.
    expect(await proxied({})).toBe('192.0.2.10')
    expect(await proxied({ 'x-forwarded-for': '198.51.100.1, unknown' })).toBe('192.0.2.10')
    expect(await proxied({ 'x-real-ip': '198.51.100.1' })).toBe('192.0.2.10')
  })

  it('keys the limit by the proxy-appended entry: a forged left-most entry changes nothing', async () => {
    const proxied = await t.withConfig({ TRUSTED_PROXY_HEADER: 'x-forwarded-for' })
    const behind = (forged: string) => ({ 'x-forwarded-for': `${forged}, 198.51.100.7` })
    const sent = await statuses(11, () =>
      report(proxied, '10.1.1.1', behind(`203.0.113.${Math.floor(Math.random() * 250)}`)),
    )
    expect(sent.slice(0, 10)).toEqual(Array(10).fill(202))
    expect(sent[10]).toBe(429)
    // Another client behind the same proxy (same socket address) is not held back.
    expect((await report(proxied, '10.1.1.1', { 'x-forwarded-for': '198.51.100.8' })).status).toBe(202)
  })
})

describe('TRUSTED_PROXY_HEADER', () => {
  it('is a header name, kept in lower case; unset by default', () => {
    expect(testConfig({}).trustedProxyHeader).toBeUndefined()
    expect(testConfig({ TRUSTED_PROXY_HEADER: ' X-Forwarded-For ' }).trustedProxyHeader).toBe(
      'x-forwarded-for',
    )
    expect(() => testConfig({ TRUSTED_PROXY_HEADER: 'x forwarded: for' })).toThrow(/TRUSTED_PROXY_HEADER/)
  })
})
