// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../api/contract/errors'
import { DEMO_QUOTES } from '../../api/server/broker/demo-quotes'
import { call, loginByExternalId, signedLogin } from './auth-helpers'
import { fuzzBodies, mostly, odd, rawBodies, text } from './fuzz-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let access = ''
beforeAll(async () => {
  t = await createTestApp()
  ;({ access } = await loginByExternalId(t, 'zzp', DEMO_QUOTES.second.customer))
}, 60_000)
afterAll(async () => t?.close())

const RUNS = 1000
const demoIds = Object.values(DEMO_QUOTES).map((q) => q.id)
const demoCustomers = Object.values(DEMO_QUOTES).map((q) => q.customer)
/** Quote ids: the demo ones, well-formed unknown ones, and anything. */
const quoteIds = fc.oneof(
  fc.constantFrom(...demoIds),
  fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
  fc.string({ unit: 'binary', maxLength: 120 }),
)

async function neverFails(
  method: string,
  path: (id: string) => string,
  ids: fc.Arbitrary<string>,
  bodies: fc.Arbitrary<string>,
  token?: string,
) {
  await fc.assert(
    fc.asyncProperty(ids, bodies, async (id, body) => {
      const res = await call(t, method, path(encodeURIComponent(id)), method === 'GET' ? undefined : body, {
        token,
      })
      expect(res.status).toBeLessThan(500)
      if (res.status >= 400) errorBodySchema.parse(await res.json())
      else await res.arrayBuffer()
    }),
    { numRuns: RUNS },
  )
}

describe('fuzzing the broker routes: nothing makes a 500', () => {
  it('POST /jwt/create-by-external-id with broker quotes', async () => {
    const shaped = fc
      .record({
        external_id: fc.oneof(
          fc.constantFrom(...demoCustomers),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }),
        ),
        extra: fc.record(
          {
            quote_id: mostly(quoteIds),
            is_broker_flow: mostly(fc.boolean()),
            broker_quote: mostly(fc.boolean()),
            profession_id: mostly(fc.integer({ min: 1, max: 2 ** 31 - 1 })),
          },
          { requiredKeys: [] },
        ),
      })
      .map(({ external_id, extra }) => ({ ...extra, ...signedLogin('zzp', external_id) }))
    await neverFails(
      'POST',
      () => '/jwt/create-by-external-id',
      fc.constant(''),
      fuzzBodies(rawBodies(), shaped),
    )
  }, 60_000)

  it('POST /broker-quotes/:id/accept (any body, any id)', async () => {
    const shaped = fc.oneof(fc.record({ id: odd, accept: odd }, { requiredKeys: [] }), fc.constant({}))
    // The demo's second quote is this customer's: accepting it again and again stays a 200.
    await neverFails(
      'POST',
      (id) => `/broker-quotes/${id}/accept`,
      quoteIds,
      fuzzBodies(rawBodies(), shaped),
      access,
    )
  }, 60_000)

  it('GET /broker-quotes/:id (any id)', async () => {
    await neverFails('GET', (id) => `/broker-quotes/${id}`, fc.oneof(quoteIds, text), fc.constant(''), access)
  }, 60_000)
})
