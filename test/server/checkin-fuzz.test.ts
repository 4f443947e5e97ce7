// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkinSchema, DOCUMENT_KINDS } from '../../api/contract/checkin'
import { addDays, todayInNl } from '../../api/contract/date-rules'
import { errorBodySchema } from '../../api/contract/errors'
import { documentOf, person, policyOf, removeUploads, type Person } from './claim-helpers'
import { anyId, fuzzBodies, mostly, rawBodies, text } from './fuzz-helpers'
import { createTestApp, type TestApp } from './helpers'

/** Fuzzed requests per route; each must answer below 500 (and 4xx in the error shape). */
const RUNS = 1000

let t: TestApp
let me: Person
let other: Person
let policyIds: number[] = []
let documentIds: number[] = []
const today = todayInNl()
beforeAll(async () => {
  t = await createTestApp()
  me = await person(t, 'fuzz-checkin')
  other = await person(t, 'fuzz-checkin-other')
  policyIds = [
    (await policyOf(t, me.id, { start_date: addDays(today, -5) })).id,
    (await policyOf(t, me.id, { status: 'ended' })).id,
    (await policyOf(t, other.id)).id,
  ]
  documentIds = [
    await documentOf(t, me.token),
    await documentOf(t, me.token),
    await documentOf(t, other.token),
  ]
}, 60_000)
afterAll(async () => {
  removeUploads(t, [me.id, other.id])
  await t?.close()
})

const raw = rawBodies(
  '{"policies":[1e999]}',
  '{"documents":[{"kind":"kvk_extract","id":1e400}]}',
  '{"client_name":',
  `{"description":"${'\\u0000'.repeat(3)}"}`,
  '{"client_email":"\\ud800@b.nl"}',
)
const known = (ids: () => number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.nat().map((n) => ids()[n % ids().length]!) },
    { weight: 1, arbitrary: anyId },
  )
const date = fc.oneof(
  fc.integer({ min: -800, max: 2200 }).map((d) => addDays(today, d)),
  fc.constantFrom('2026-02-30', '', '2020-1-1', today),
)
const checkinBody = fc.record(
  {
    client_name: mostly(fc.string({ unit: 'binary', maxLength: 210 })),
    client_email: mostly(fc.oneof(fc.emailAddress(), text)),
    description: mostly(fc.string({ unit: 'binary', maxLength: 2100 })),
    period_from: mostly(date),
    period_to: mostly(date),
    policies: mostly(fc.array(mostly(known(() => policyIds)), { maxLength: 12 })),
    documents: mostly(
      fc.array(
        mostly(
          fc.record({
            kind: mostly(fc.constantFrom(...DOCUMENT_KINDS)),
            id: mostly(known(() => documentIds)),
          }),
        ),
        { maxLength: 12 },
      ),
    ),
  },
  { requiredKeys: [] },
)

describe('fuzzing the check-in body: none makes a 500', () => {
  it('POST /checkins', async () => {
    const valid = {
      client_name: 'Bouwbedrijf Noord',
      client_email: 'fuzz-client@example.nl',
      description: 'Verbouwing',
      period_from: today,
      period_to: addDays(today, 30),
      policies: [policyIds[0]],
      documents: [{ kind: 'kvk_extract', id: documentIds[0] }],
    }
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(fuzzBodies(raw, checkinBody), async (body) => {
        const res = await t.app.request('http://zzp.localhost/checkins', {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${me.token}` },
        })
        expect(res.status, body.slice(0, 200)).toBeLessThan(500)
        if (res.status < 300) {
          accepted += 1
          checkinSchema.parse(await res.json())
        } else errorBodySchema.parse(await res.json())
      }),
      { numRuns: RUNS, examples: [[JSON.stringify(valid)]] },
    )
    expect(accepted).toBeGreaterThan(0)
  }, 300_000)

  it('GET /checkin-confirmation', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(text, fc.string({ minLength: 43, maxLength: 43 }), fc.base64String()),
        async (token) => {
          const res = await t.app.request(
            `http://zzp.localhost/checkin-confirmation?token=${encodeURIComponent(token)}`,
          )
          expect([400, 404]).toContain(res.status)
          errorBodySchema.parse(await res.json())
        },
      ),
      { numRuns: RUNS },
    )
  }, 300_000)
})
