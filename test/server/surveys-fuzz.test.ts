// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../api/contract/errors'
import { SURVEY_SLUGS, surveySchema } from '../../api/contract/survey'
import { createTestApp, type TestApp } from './helpers'
import { customer, productIds } from './product-helpers'
import { anyId, fuzzBodies, mostly, rawBodies, text } from './fuzz-helpers'

/** Fuzzed requests per route; each must answer below 500 (and 4xx in the error shape). */
const RUNS = 1000

let t: TestApp
let token = ''
let products: number[] = []
beforeAll(async () => {
  t = await createTestApp()
  token = await customer(t, 'fuzz-surveys', 'webdeveloper')
  products = Object.values(await productIds(t))
}, 60_000)
afterAll(async () => t?.close())

/** Raw bodies JSON.stringify never writes: numbers that parse to Infinity, NUL, a lone surrogate. */
const raw = rawBodies(
  '{"slug":"general","product":1,"rating":1e999}',
  '{"product":-1e999}',
  '{"rating":1e400}',
  '{"slug":',
  `{"feedback":"${'\\u0000'.repeat(3)}"}`,
  '{"feedback":"\\ud800"}',
)
const bodies = (shaped: fc.Arbitrary<unknown>) => fuzzBodies(raw, shaped)
const productId = fc.oneof(
  { weight: 4, arbitrary: fc.nat().map((n) => products[n % products.length]!) },
  { weight: 1, arbitrary: anyId },
)
const slug = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...SURVEY_SLUGS) }, text)
const surveyBody = fc.record(
  {
    slug: mostly(slug),
    product: mostly(productId),
    rating: mostly(fc.integer({ min: -1, max: 7 })),
    feedback: mostly(fc.option(fc.string({ unit: 'binary', maxLength: 2100 }))),
  },
  { requiredKeys: [] },
)

/** Each request from its own client address, so per-address rate limits stay out of the way. */
let address = 0
const request = (method: string, path: string, body?: string) => {
  address += 1
  const socket = { remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` }
  return t.app.request(
    `http://zzp.localhost${path}`,
    { method, body, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` } },
    { incoming: { socket } },
  )
}

/** Sends each [path, body] and checks the answer; resolves to how many were accepted (2xx). */
async function neverFails(method: string, requests: fc.Arbitrary<[string, string | undefined]>) {
  let accepted = 0
  await fc.assert(
    fc.asyncProperty(requests, async ([p, b]) => {
      const res = await request(method, p, b)
      expect(res.status, `${method} ${p} ${b?.slice(0, 200)}`).toBeLessThan(500)
      if (res.status < 300) {
        accepted += 1
        surveySchema.parse(await res.json())
      } else if (res.status >= 400) errorBodySchema.parse(await res.json())
      else await res.arrayBuffer()
    }),
    { numRuns: RUNS },
  )
  return accepted
}

describe('fuzzing the survey routes: no body or query makes a 500', () => {
  it('POST /surveys', async () => {
    const accepted = await neverFails('POST', fc.tuple(fc.constant('/surveys'), bodies(surveyBody)))
    expect(accepted).toBeGreaterThan(0) // some fuzzed bodies were valid answers
  }, 120_000)

  it('GET /surveys', async () => {
    const value = (valid: fc.Arbitrary<string>) =>
      fc.oneof({ weight: 4, arbitrary: valid }, fc.string({ unit: 'binary', maxLength: 80 }))
    const query = fc
      .record({ slug: value(slug.map(String)), product: value(productId.map(String)) }, { requiredKeys: [] })
      .map((q) => {
        const params = Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        return `/surveys${params.length ? `?${params.join('&')}` : ''}`
      })
    await neverFails('GET', fc.tuple(query, fc.constant(undefined)))
  }, 120_000)
})
