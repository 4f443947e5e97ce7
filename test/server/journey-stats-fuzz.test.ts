// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../api/contract/errors'
import { journeyStatsSchema } from '../../api/contract/journey-stats'
import { allStateNodes, allTransitions } from '../../machines/graph/structure'
import { journeys } from '../../machines/index'
import { fuzzBodies, mostly, rawBodies, text } from './fuzz-helpers'
import { createTestApp, type TestApp } from './helpers'

/** Fuzzed requests per route; each must answer below 500 (and 4xx in the error shape). */
const RUNS = 1000

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => t?.close())

const ids = journeys.map((j) => j.id)
const keysOf = new Map(
  journeys.map((j) => [j.id, [...allStateNodes(j.machine).map((n) => n.id), ...allTransitions(j.machine)]]),
)
const raw = rawBodies(
  '{"counts":[{"journey":"checkout","kind":"state","key":"checkout","n":1e999}]}',
  '{"counts":[{"n":-1e999}]}',
  '{"counts":',
  `{"counts":[{"journey":"checkout","kind":"state","key":"${'\\u0000'.repeat(3)}","n":1}]}`,
  '{"counts":[{"journey":"\\ud800","kind":"state","key":"x","n":1}]}',
)
const journeyId = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, text)
const line = journeyId.chain((journey) =>
  fc.record(
    {
      journey: mostly(fc.constant(journey)),
      kind: mostly(fc.constantFrom('state', 'transition', 'exit')),
      key: mostly(
        keysOf.has(journey)
          ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keysOf.get(journey)!) }, text)
          : text,
      ),
      n: mostly(fc.integer({ min: -2, max: 1002 })),
    },
    { requiredKeys: ['journey', 'kind', 'key', 'n'] },
  ),
)
const lines = fc.oneof(
  { weight: 4, arbitrary: fc.array(line, { minLength: 1, maxLength: 3 }) },
  fc.array(line, { maxLength: 210 }),
)
const body = fc.record({ counts: mostly(lines) }, { requiredKeys: [] })

/** Each request from its own client address, so the per-address rate limit stays out of the way. */
let address = 0
const request = (method: string, path: string, payload?: string) => {
  address += 1
  const socket = { remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` }
  return t.app.request(
    `http://zzp.localhost${path}`,
    { method, body: payload, headers: { 'Content-Type': 'application/json' } },
    { incoming: { socket } },
  )
}

async function neverFails(method: string, requests: fc.Arbitrary<[string, string | undefined]>) {
  let accepted = 0
  await fc.assert(
    fc.asyncProperty(requests, async ([p, b]) => {
      const res = await request(method, p, b)
      expect(res.status, `${method} ${p} ${b?.slice(0, 200)}`).toBeLessThan(500)
      if (res.status === 204) accepted += 1
      else if (res.status === 200) {
        accepted += 1
        journeyStatsSchema.parse(await res.json())
      } else if (res.status >= 400) errorBodySchema.parse(await res.json())
      else await res.arrayBuffer()
    }),
    { numRuns: RUNS },
  )
  return accepted
}

describe('fuzzing the journey count routes: no body or query makes a 500', () => {
  it('POST /journey-events', async () => {
    const accepted = await neverFails('POST', fc.tuple(fc.constant('/journey-events'), fuzzBodies(raw, body)))
    expect(accepted).toBeGreaterThan(0) // some fuzzed bodies were valid counts
  }, 180_000)

  it('GET /journey-stats', async () => {
    const value = (valid: fc.Arbitrary<string>) =>
      fc.oneof({ weight: 4, arbitrary: valid }, fc.string({ unit: 'binary', maxLength: 80 }))
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10))
    const query = fc
      .record({ journey: value(journeyId), from: value(day), to: value(day) }, { requiredKeys: [] })
      .map((q) => {
        const params = Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        return `/journey-stats${params.length ? `?${params.join('&')}` : ''}`
      })
    const accepted = await neverFails('GET', fc.tuple(query, fc.constant(undefined)))
    expect(accepted).toBeGreaterThan(0)
  }, 180_000)
})
