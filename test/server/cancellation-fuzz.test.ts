// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextBillingDate } from '../../api/contract/billing-rules'
import { CANCEL_REASONS, cancelPolicySchema } from '../../api/contract/cancellation'
import { addDays, todayInNl } from '../../api/contract/date-rules'
import { errorBodySchema } from '../../api/contract/errors'
import { insured, uncancel } from './cancellation-helpers'
import { anyId, fuzzBodies, mostly, rawBodies, text } from './fuzz-helpers'
import { createTestApp, type TestApp } from './helpers'
import { productIds } from './product-helpers'

/** Fuzzed bodies; each must answer below 500 (and 4xx in the error shape). */
const RUNS = 1000

let t: TestApp
let token = ''
let policyId = 0
let otherPolicy = 0
beforeAll(async () => {
  t = await createTestApp()
  const ids = await productIds(t)
  ;({ token, policyId } = await insured(t, ids, 'fuzz-cancel'))
  ;({ policyId: otherPolicy } = await insured(t, ids, 'fuzz-cancel-other'))
}, 60_000)
afterAll(async () => t?.close())

const today = todayInNl()
const raw = rawBodies(
  '{"date":"2026-12-01","rating":1e999,"reason":"other"}',
  '{"rating":-1e999}',
  '{"date":',
  `{"feedback":"${'\\u0000'.repeat(3)}"}`,
  '{"date":"\\ud800"}',
)
/** Dates around the window: before today, in it, past the next billing date, malformed. */
const date = fc.oneof(
  fc.integer({ min: -3, max: 40 }).map((d) => addDays(today, d)),
  fc.constant(nextBillingDate(today, today)),
  fc.constantFrom('2026-02-30', '31-12-2026', '', ' 2026-12-01'),
)
const cancelBody = fc.record(
  {
    date: mostly(date),
    rating: mostly(fc.integer({ min: -1, max: 7 })),
    reason: mostly(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...CANCEL_REASONS) }, text)),
    feedback: mostly(fc.option(fc.string({ unit: 'binary', maxLength: 2100 }))),
  },
  { requiredKeys: [] },
)
const policy = fc.oneof(
  { weight: 8, arbitrary: fc.constant(() => policyId) },
  { weight: 1, arbitrary: fc.constant(() => otherPolicy) },
  { weight: 1, arbitrary: anyId.map((id) => () => id) },
)

describe('fuzzing POST /policies/{id}/cancellation: no body makes a 500', () => {
  it(`answers ${RUNS} bodies below 500`, async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(policy, fuzzBodies(raw, cancelBody), async (id, b) => {
        const res = await t.app.request(`http://zzp.localhost/policies/${id()}/cancellation`, {
          method: 'POST',
          body: b,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        })
        expect(res.status, b.slice(0, 200)).toBeLessThan(500)
        if (res.status < 300) {
          accepted += 1
          cancelPolicySchema.parse(await res.json())
          await uncancel(t, policyId) // so the next bodies are judged on a policy that runs on
        } else errorBodySchema.parse(await res.json())
      }),
      { numRuns: RUNS },
    )
    expect(accepted).toBeGreaterThan(0)
  }, 180_000)
})
