import http from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { expect } from 'vitest'
import { errorBodySchema } from '../../api/contract/errors'
import type { Logger } from '../../api/server/logger'
import type { TestApp } from './helpers'

export interface FakeReply {
  status?: number
  body?: string
  headers?: Record<string, string>
  /** Answer only after this long (a service that is too slow). */
  delayMs?: number
}

/** A stand-in for a lookup service on 127.0.0.1 (port 0): answers what `reply` returns, records requests. */
export async function fakeService(reply: (url: URL) => FakeReply, path = '/') {
  const requests: { url: URL; headers: http.IncomingHttpHeaders }[] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push({ url, headers: req.headers })
    const answer = reply(url)
    const timer = setTimeout(() => {
      res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', ...answer.headers })
      res.end(answer.body ?? '')
    }, answer.delayMs ?? 0)
    res.on('close', () => clearTimeout(timer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A logger that keeps its warnings. */
export function recordingLogger(): Logger & { warnings: unknown[] } {
  const warnings: unknown[] = []
  return { warnings, debug() {}, info() {}, error() {}, warn: (m, x) => void warnings.push([m, x]) }
}

/** GET `path` as the customer `token` (none for undefined). */
export const getAs = (t: Pick<TestApp, 'app'>, token: string | undefined, path: string) =>
  t.app.request(`http://zzp.localhost${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })

/** A query string: `?a=b&c=d` from pairs, values encoded. */
export const queryOf = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`

/**
 * Random query strings: `plausible` ones (mostly answered), shaped like the call's with odd values,
 * mangled, or plain noise, encoded or raw.
 */
export function randomQueries(
  names: string[],
  likely: fc.Arbitrary<string>,
  plausible: fc.Arbitrary<Record<string, string>>,
): fc.Arbitrary<string> {
  const noise = fc.string({ unit: 'binary', maxLength: 60 })
  const value = fc.oneof(
    { weight: 3, arbitrary: likely },
    noise,
    fc.integer().map(String),
    fc.double().map(String),
    fc.constantFrom('', ' ', '%', '%00', '%zz', '%E0%A4%A', '\u0000', 'null', '[]', '{}', 'x'.repeat(5000)),
  )
  const shaped = fc
    .dictionary(fc.oneof(fc.constantFrom(...names), noise), fc.array(value, { minLength: 1, maxLength: 3 }), {
      maxKeys: 5,
    })
    .map((params) => {
      const search = new URLSearchParams()
      for (const [name, values] of Object.entries(params)) for (const v of values) search.append(name, v)
      return search.toString()
    })
  const raw = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...names), noise), value), { maxLength: 4 })
    .map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('&'))
  return fc.oneof(
    { weight: 3, arbitrary: plausible.map((params) => new URLSearchParams(params).toString()) },
    { weight: 3, arbitrary: shaped },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: noise },
  )
}

/** Sends every query to `path` as `token`; no answer may be a 500, and every error has the error shape. */
export async function neverFails(
  t: Pick<TestApp, 'app'>,
  token: string,
  path: string,
  queries: fc.Arbitrary<string>,
  check: (body: unknown) => void,
  numRuns = 400,
) {
  const statuses = new Map<number, number>()
  await fc.assert(
    fc.asyncProperty(queries, async (query) => {
      let url: string
      try {
        url = new URL(`http://zzp.localhost${path}?${query}`).toString()
      } catch {
        return // not a URL a client could send
      }
      const res = await t.app.request(url, { headers: { Authorization: `Bearer ${token}` } })
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      expect(res.status, query).toBeLessThan(500)
      if (res.status === 200) check(await res.json())
      else errorBodySchema.parse(await res.json())
    }),
    { numRuns },
  )
  return statuses
}
