import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import WebSocket from 'ws'
import { expect } from 'vitest'
import { createApp } from '../../api/server/app'
import { loadConfig, type Config } from '../../api/server/config'
import { openDatabase, type DatabaseHandle } from '../../api/server/db/client'
import { seed } from '../../api/server/db/seed'
import { createAppDeps, type AppDeps } from '../../api/server/deps'
import { createLogger } from '../../api/server/logger'

export const silent = createLogger('silent')

/**
 * Where a test file's data lives: a fresh in-memory PGlite, or, when TEST_DATABASE_URL is set, a fresh
 * database `test_<random>` on that PostgreSQL server (dropped by `drop`).
 */
export async function testDatabaseEnv(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return { env: { DATA_DIR: 'memory' }, drop: async () => undefined }
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

/** A config for tests: quiet, an empty static folder, partners at `http://<slug>.localhost`, unless given. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(tmpdir(), 'verzekerd-no-build'),
    // Pages go out empty unless a test brings its own render bundle (page-render.test.ts): never the
    // build's, which renders a 404 status for a path no route has.
    SERVER_BUNDLE: path.join(tmpdir(), 'verzekerd-no-build', 'entry-server.js'),
    PARTNER_ORIGIN: 'http://{partner}.localhost',
    ...env,
  })
}

export interface TestApp {
  app: ReturnType<typeof createApp>
  deps: AppDeps
  database: DatabaseHandle
  /**
   * Another app (own config and partner cache) on the same database, like a second instance. It sends
   * jobs but does not work them unless `working`: with another config (a payment provider that is down,
   * say) it would otherwise take the first app's jobs and fail them into their back-off.
   */
  withConfig(
    env: Record<string, string>,
    options?: { working?: boolean },
  ): Promise<{ app: ReturnType<typeof createApp>; deps: AppDeps }>
  close(): Promise<void>
}

/** A migrated and seeded database with the app on it. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await testDatabaseEnv()
  const config = testConfig({ ...db.env, ...env })
  const database = await openDatabase(config, silent)
  await database.migrate()
  await seed(database.db)
  const disposers: (() => Promise<void>)[] = []
  const make = async (cfg: Config, working = true) => {
    const deps = await createAppDeps(cfg, database, silent, { working })
    disposers.push(deps.dispose)
    return { app: createApp(deps), deps }
  }
  const main = await make(config)
  return {
    ...main,
    database,
    withConfig: (more, { working = false } = {}) => make(testConfig({ ...db.env, ...env, ...more }), working),
    async close() {
      for (const dispose of disposers) await dispose()
      await database.close()
      await db.drop()
    },
  }
}

/** A temporary static folder with an index.html; removed by the returned function. */
export function tempStaticDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'verzekerd-static-'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A temporary build folder with the SPA's `index.html`, for tests of the history fallback. */
export function tempSpaBuild(): { dir: string; remove(): void } {
  const build = tempStaticDir()
  writeFileSync(
    path.join(build.dir, 'index.html'),
    '<!doctype html><div id="root">spa</div><script id="runtime-config" type="application/json" nonce="__CSP_NONCE__">{}</script>',
  )
  return build
}

/** Waits until `check` passes (for things that arrive through NOTIFY). */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (err) {
      if (Date.now() > end) throw err
      await new Promise((r) => setTimeout(r, 25))
    }
  }
}

/** An HTTP request to 127.0.0.1 with a chosen Host header (Node cannot resolve *.localhost). */
export function rawRequest(
  port: number,
  options: {
    method?: string
    path: string
    host: string
    headers?: Record<string, string>
    body?: string | Buffer
  },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { ...options.headers, Host: options.host },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/**
 * A browser-like socket to 127.0.0.1:`port` with the partner's `host` (Node cannot resolve *.localhost)
 * and an Origin of that host unless told (`null`: none). Collects each message parsed with `parse`;
 * `open` rejects with `status <code>` when the server refuses the upgrade.
 */
export function testSocket<T>(
  port: number,
  path: string,
  { host, origin, parse }: { host: string; origin?: string | null; parse: (data: unknown) => T },
) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
    headers: { Host: host },
    ...(origin === null ? {} : { origin: origin ?? `http://${host}` }),
  })
  const messages: T[] = []
  ws.on('message', (data) => messages.push(parse(JSON.parse(String(data)))))
  const open = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
    ws.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)))
  })
  return { ws, messages, open }
}

/**
 * Waits until the queue `name` has no job waiting or under way: what a request sent to it has run (a
 * customer's e-mail is sent by `mail.customer` just after the request answered).
 */
export async function jobsDone(t: Pick<TestApp, 'database'>, name = 'mail.customer'): Promise<void> {
  await eventually(async () => {
    const { rows } = await t.database.query(
      `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
      [name],
    )
    expect(rows[0]?.n).toBe(0)
  }, 10_000)
}
