// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../api/contract/errors'
import { inboxMessageSchema, policyDetailSchema } from '../../api/contract/policies'
import type { ProductType } from '../../api/contract/products'
import { createTestApp, eventually, type TestApp } from './helpers'
import { anyId, fuzzBodies, rawBodies } from './fuzz-helpers'
import { buyer } from './payment-helpers'
import { as, customer, productIds } from './product-helpers'
import { IBAN } from './purchase-helpers'

/** Fuzzed requests per route; each must answer below 500 (and 4xx in the error shape). */
const RUNS = 1000

let t: TestApp
let token = ''
/** Ids that exist: the customer's own and another customer's policies, documents and messages. */
let known: number[] = []
beforeAll(async () => {
  t = await createTestApp({ LOCAL_DEBIT_DELAY_MS: '40' })
  const ids: Record<ProductType, number> = await productIds(t)
  const own = await buyer(t, ids, 'fuzz-pol-own', IBAN)
  const other = await buyer(t, ids, 'fuzz-pol-other', IBAN)
  token = own.token
  await customer(t, 'fuzz-pol-none', 'webdeveloper')
  for (const who of [own.token, other.token]) {
    await eventually(async () => {
      const res = await as(t, who, 'GET', '/inbox')
      const { result } = (await res.json()) as { result: { id: number; document: { id: number } | null }[] }
      expect(result).toHaveLength(1)
      known.push(result[0]!.id, result[0]!.document!.id)
    }, 10_000)
  }
  known.push(own.result.policies[0]!.id, other.result.policies[0]!.id)
  known = [...new Set(known)]
}, 60_000)
afterAll(async () => t?.close())

/** A path segment: mostly an id that exists or could, else anything (binary text, signs, exponents, huge). */
const segment = fc.oneof(
  { weight: 4, arbitrary: fc.nat().map((n) => String(known[n % known.length])) },
  { weight: 2, arbitrary: anyId.map(String) },
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('0', '-0', '01', '1e3', '0x1f', ' 1', '1 ', '%00', '..', '.', '2147483648', '2147483647'),
)

/** Sends each request and checks the answer; resolves to how many were accepted (2xx). */
async function neverFails(
  method: string,
  requests: fc.Arbitrary<[string, string | undefined]>,
  check: (res: Response) => Promise<void>,
) {
  let accepted = 0
  await fc.assert(
    fc.asyncProperty(requests, async ([path, body]) => {
      const res = await t.app.request(`http://zzp.localhost${path}`, {
        method,
        body,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      })
      expect(res.status, `${method} ${path}`).toBeLessThan(500)
      if (res.status < 300) {
        accepted += 1
        await check(res)
      } else if (res.status >= 400) errorBodySchema.parse(await res.json())
      else await res.arrayBuffer()
    }),
    { numRuns: RUNS },
  )
  return accepted
}

/**
 * The segment in the route's place. '.' and '..' (also as %2E) are dot segments the URL itself resolves
 * away: such a request is another path, not this route's, so they become a near miss instead.
 */
const at = (make: (id: string) => string) =>
  segment.map((raw) => {
    const s = raw === '.' || raw === '..' ? `${raw}x` : raw
    try {
      return make(encodeURIComponent(s))
    } catch {
      return make('x') // a lone surrogate cannot be encoded
    }
  })
const noBody = fc.constant(undefined)

describe('fuzzing the policy, document and inbox routes: no id or body makes a 500', () => {
  it('GET /policies/{id}', async () => {
    const accepted = await neverFails(
      'GET',
      fc.tuple(
        at((id) => `/policies/${id}`),
        noBody,
      ),
      async (res) => {
        policyDetailSchema.parse(await res.json())
      },
    )
    expect(accepted).toBeGreaterThan(0)
  }, 120_000)

  it('GET /documents/{id}/content', async () => {
    const accepted = await neverFails(
      'GET',
      fc.tuple(
        at((id) => `/documents/${id}/content`),
        noBody,
      ),
      async (res) => {
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0)
      },
    )
    expect(accepted).toBeGreaterThan(0)
  }, 120_000)

  it('POST /inbox/{id}/read (with any body, which it ignores)', async () => {
    const bodies = fuzzBodies(rawBodies('{"read":1e999}'), fc.record({ read: fc.boolean() }), 1)
    const accepted = await neverFails(
      'POST',
      fc.tuple(
        at((id) => `/inbox/${id}/read`),
        bodies.map((b) => b),
      ),
      async (res) => {
        inboxMessageSchema.parse(await res.json())
      },
    )
    expect(accepted).toBeGreaterThan(0)
  }, 120_000)

  it('GET /policies and GET /inbox with any query (they take none)', async () => {
    const query = fc.string({ unit: 'binary', maxLength: 80 }).map((q) => {
      try {
        return encodeURIComponent(q)
      } catch {
        return 'x'
      }
    })
    for (const path of ['/policies', '/inbox']) {
      const accepted = await neverFails(
        'GET',
        fc.tuple(
          query.map((q) => `${path}?q=${q}&${q}`),
          noBody,
        ),
        async (res) => void (await res.json()),
      )
      expect(accepted).toBe(RUNS)
    }
  }, 120_000)
})
