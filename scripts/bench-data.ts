/**
 * The hot routes under load, with and without data (issue 26 item 4): `benchHotRoutes` starts the
 * production server on a database with one bench customer ("empty") and on one with `customers` of them
 * (scripts/bench-seed.ts), signs in as customer `bench-1` of `zzp` by the partner's signature login, and
 * measures each route with autocannon at 50 connections beside GET /healthz. On PGlite, and on PostgreSQL
 * too when a URL is given. `printHotRoutes` prints it with the budgets:
 *  - GET /cart-item p99 ≤ 2.0 × /healthz p99, and its requests/s ≥ 50 % of /healthz's;
 *  - with the large database, each route's p99 within 1.2 × of the empty one's, both measured at the same
 *    fixed rate (40 % of what the route serves on the empty database): at 50 connections a single server is
 *    saturated and its p99 measures the queue, not the route, so one run gives 0.75× and the next 2.4×.
 * Run alone: `node --import tsx scripts/bench-data.ts` (BENCH_SECONDS, BENCH_CUSTOMERS, BENCH_DATABASE_URL).
 */
import autocannon from 'autocannon'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { signExternalLogin } from '../api/server/auth/signature'
import { devSignatureSecret } from '../api/server/db/seed-data'
import { seedLarge, type SeedTarget } from './bench-seed'
import { startServer } from './bench-server'

export { seedLarge, type SeedTarget } from './bench-seed'

const PARTNER = 'zzp'
const CUSTOMER = 'bench-1'

export interface HotRoutesOptions {
  /** Seconds per route (BENCH_SECONDS, default 10). */
  seconds?: number
  /** Customers in the large database (BENCH_CUSTOMERS, default 100,000). */
  customers?: number
  /** A PostgreSQL server to measure on as well (a database of its own is created and dropped per run). */
  databaseUrl?: string
  port?: number
}

export interface RouteResult {
  route: string
  p99Ms: number
  requestsPerSecond: number
  /** p99 ÷ /healthz p99 of the same run. */
  p99Ratio: number
  /** requests/s ÷ /healthz requests/s of the same run. */
  throughputRatio: number
  /** Requests that failed or timed out (10 s). */
  errors: number
  /** The fixed request rate of the paced measurement (the same for the empty and the large database). */
  pacedRate: number
  /** p99 at `pacedRate`: the route's own time, without a queue in front of it. */
  pacedP99Ms: number
}

export interface HotRoutesRun {
  engine: 'pglite' | 'postgres'
  customers: number
  seedSeconds: number
  routes: RouteResult[]
}

export interface HotRoutesResult {
  seconds: number
  runs: HotRoutesRun[]
}

interface Route {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: string
  /** Statuses that are the route's right answer (a repeated answer is 400 `already_answered`). */
  ok?: number[]
}

/** Measures the hot routes on PGlite (and PostgreSQL), on the "empty" database and on the large one. */
export async function benchHotRoutes(options: HotRoutesOptions = {}): Promise<HotRoutesResult> {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10)
  const customers = options.customers ?? Number(process.env.BENCH_CUSTOMERS ?? 100_000)
  const port = options.port ?? Number(process.env.BENCH_DATA_PORT ?? 4640)
  const runs: HotRoutesRun[] = []
  const engines: ('pglite' | 'postgres')[] = options.databaseUrl ? ['pglite', 'postgres'] : ['pglite']
  for (const engine of engines) {
    // The empty database first: its throughput sets each route's paced rate for both.
    let rates: Map<string, number> | undefined
    for (const n of [1, customers]) {
      const target = await prepareTarget(engine, n, options.databaseUrl)
      try {
        const started = performance.now()
        await seedLarge(target.seed, n)
        const seedSeconds = (performance.now() - started) / 1000
        const routes = await measureServer(target.env, port, seconds, rates)
        rates ??= new Map(routes.map((r) => [r.route, r.pacedRate]))
        runs.push({ engine, customers: n, seedSeconds, routes })
      } finally {
        await target.dispose()
      }
    }
  }
  return { seconds, runs }
}

async function prepareTarget(engine: 'pglite' | 'postgres', n: number, url: string | undefined) {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'))
    return {
      seed: { dataDir } as SeedTarget,
      env: { DATA_DIR: dataDir } as Record<string, string>,
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const admin = new URL(url!)
  const name = `bench_${n}`
  const adminSql = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await adminSql(`drop database if exists ${name}`)
  await adminSql(`create database ${name}`)
  const own = new URL(admin)
  own.pathname = `/${name}`
  return {
    seed: { databaseUrl: own.toString() } as SeedTarget,
    env: { DATABASE_URL: own.toString() } as Record<string, string>,
    dispose: () => adminSql(`drop database if exists ${name} with (force)`),
  }
}

/** The share of a route's saturated throughput (empty database) that its paced measurement sends. */
const PACED_SHARE = 0.4

async function measureServer(
  env: Record<string, string>,
  port: number,
  seconds: number,
  rates: Map<string, number> | undefined,
) {
  const server = await startServer({
    port,
    env: { DATA_DIR: 'memory', DATABASE_URL: '', ...env, INVOICE_RUN_SCHEDULE: 'off' },
  })
  try {
    const base = `http://127.0.0.1:${port}`
    const routes = await hotRoutes(base, port)
    const results: Omit<RouteResult, 'p99Ratio' | 'throughputRatio'>[] = []
    for (const route of routes) {
      const saturated = await load(base, port, route, seconds)
      const pacedRate =
        rates?.get(route.name) ?? Math.max(1, Math.round(saturated.requestsPerSecond * PACED_SHARE))
      const paced = await load(base, port, route, seconds, pacedRate)
      results.push({ route: route.name, ...saturated, pacedRate, pacedP99Ms: paced.p99Ms })
    }
    const health = results[0]!
    return results.map((r) => ({
      ...r,
      p99Ratio: r.p99Ms / health.p99Ms,
      throughputRatio: r.requestsPerSecond / health.requestsPerSecond,
    }))
  } finally {
    await server.stop()
  }
}

/** Signs in as the bench customer and picks a product of its cart and an answer to post. */
async function hotRoutes(base: string, port: number): Promise<Route[]> {
  const host = `${PARTNER}.localhost:${port}`
  // fetch may not set Host, which names the partner: node:http does.
  const call = <T>(method: string, url: string, token?: string, body?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const request = http.request(`${base}${url}`, {
        method,
        headers: {
          host,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      })
      request.on('error', reject)
      request.on('response', (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          const status = response.statusCode ?? 0
          if (status < 200 || status >= 300) reject(new Error(`${method} ${url}: ${status} ${text}`))
          else resolve(JSON.parse(text) as T)
        })
      })
      request.end(payload)
    })
  const createdAt = new Date().toISOString()
  const signature = signExternalLogin(devSignatureSecret(PARTNER), CUSTOMER, createdAt)
  const { access } = await call<{ access: string }>('POST', '/jwt/create-by-external-id', undefined, {
    external_id: CUSTOMER,
    signature,
    signature_created_at: createdAt,
  })
  type Listed<T> = { result: T[] }
  const cart = (await call<Listed<{ insurance_product: { id: number } }>>('GET', '/cart-item', access)).result
  const product = cart[0]?.insurance_product.id
  if (product === undefined) throw new Error('the bench customer has an empty cart')
  type Asked = { id: number; type: string; options: { id: number }[] }
  const questions = (await call<Listed<Asked>>('GET', `/questions?product=${product}`, access)).result
  const single = questions.find((q) => q.type === 'single' && q.options.length > 0)
  if (!single) throw new Error(`product ${product} has no single-choice question`)
  const answer = JSON.stringify({ question: single.id, option: single.options[0]!.id })
  await call('POST', '/answers', access, JSON.parse(answer)).catch((error: Error) => {
    if (!error.message.includes('already_answered')) throw error // answered: what every repeat gets
  })
  return [
    { name: 'GET /healthz', method: 'GET', path: '/healthz' },
    { name: 'GET /cart-item', method: 'GET', path: '/cart-item' },
    { name: 'GET /users/me', method: 'GET', path: '/users/me' },
    { name: `GET /questions?product=${product}`, method: 'GET', path: `/questions?product=${product}` },
    {
      name: 'POST /answers (repeat)',
      method: 'POST',
      path: '/answers',
      body: answer,
      ok: [201, 400],
    },
    { name: 'GET /partners', method: 'GET', path: '/partners' },
  ].map((route) => ({ ...route, token: access }) as Route & { token: string })
}

/** 50 connections as fast as the server answers, or, given a rate, 10 connections sending that many per second. */
async function load(
  base: string,
  port: number,
  route: Route & { token?: string },
  seconds: number,
  overallRate?: number,
) {
  const result = await autocannon({
    url: `${base}${route.path}`,
    method: route.method,
    connections: overallRate ? 10 : 50,
    ...(overallRate ? { overallRate } : {}),
    duration: seconds,
    headers: {
      host: `${PARTNER}.localhost:${port}`,
      'content-type': 'application/json',
      ...(route.token && route.path !== '/healthz' ? { authorization: `Bearer ${route.token}` } : {}),
    },
    body: route.body,
  })
  const ok = route.ok ?? [200]
  const statuses = result.statusCodeStats ?? {}
  const bad = Object.keys(statuses).filter((status) => !ok.includes(Number(status)))
  if (bad.length > 0) throw new Error(`${route.name}: statuses ${JSON.stringify(statuses)}`)
  // Time-outs (10 s) are counted, not thrown: a loaded machine should still give the other numbers.
  return { p99Ms: result.latency.p99, requestsPerSecond: result.requests.average, errors: result.errors }
}

const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET')

/** Prints every run's routes, then the budgets of GET /cart-item. */
export function printHotRoutes(result: HotRoutesResult): void {
  console.log(`\nHot routes under load (50 connections, ${result.seconds} s each, signed in as ${CUSTOMER}):`)
  for (const run of result.runs) {
    console.log(
      `  ${run.engine}, ${run.customers.toLocaleString('en')} customer(s) (seeded in ${run.seedSeconds.toFixed(1)} s):`,
    )
    for (const r of run.routes) {
      const line = `    ${r.route.padEnd(34)} p99 ${String(r.p99Ms).padStart(4)} ms (${r.p99Ratio.toFixed(2)}×)  ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s (${(100 * r.throughputRatio).toFixed(0)} %)  at ${r.pacedRate} req/s: p99 ${r.pacedP99Ms} ms${r.errors ? `  ${r.errors} errors` : ''}`
      console.log(line)
    }
    const cart = run.routes.find((r) => r.route === 'GET /cart-item')!
    console.log(
      `    GET /cart-item p99 ${cart.p99Ratio.toFixed(2)}× /healthz (budget 2.0×: ${verdict(cart.p99Ratio <= 2)})`,
    )
    console.log(
      `    GET /cart-item ${(100 * cart.throughputRatio).toFixed(0)} % of /healthz's req/s (budget ≥ 50 %: ${verdict(cart.throughputRatio >= 0.5)})`,
    )
  }
  for (const engine of ['pglite', 'postgres'] as const) {
    const [empty, large] = result.runs.filter((r) => r.engine === engine)
    if (!empty || !large) continue
    const cart = (run: HotRoutesRun) => run.routes.find((r) => r.route === 'GET /cart-item')!
    const p99 = cart(large).pacedP99Ms / cart(empty).pacedP99Ms
    console.log(
      `  ${engine}: GET /cart-item at ${cart(empty).pacedRate} req/s with ${large.customers.toLocaleString('en')} customers vs 1: p99 ${p99.toFixed(2)}× (budget ≤ 1.2×: ${verdict(p99 <= 1.2)})`,
    )
  }
}

if (process.argv[1]?.endsWith('bench-data.ts')) {
  benchHotRoutes({ databaseUrl: process.env.BENCH_DATABASE_URL })
    .then(printHotRoutes)
    .catch((error) => {
      console.error(error)
      process.exit(1)
    })
}
