// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claimSchema } from '../../api/contract/claims'
import { contactResponseSchema } from '../../api/contract/contact'
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
beforeAll(async () => {
  t = await createTestApp()
  me = await person(t, 'fuzz-claims')
  other = await person(t, 'fuzz-claims-other')
  policyIds = [
    (await policyOf(t, me.id)).id,
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

const today = todayInNl()
const raw = rawBodies(
  '{"policy":1e999}',
  '{"amount":1e400}',
  '{"documents":[1e999]}',
  '{"description":',
  `{"description":"${'\\u0000'.repeat(3)}"}`,
  '{"question":"\\ud800","email":"a@b.nl"}',
)
const known = (ids: () => number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.nat().map((n) => ids()[n % ids().length]!) },
    { weight: 1, arbitrary: anyId },
  )
const date = fc.oneof(
  fc.integer({ min: -4000, max: 40 }).map((d) => addDays(today, d)),
  fc.constantFrom('2026-02-30', '', '2020-1-1', today),
)
const amount = fc.oneof(
  fc.constantFrom('', '0', '12,50', '1.234,56', '1000000', '1000000,01', '99.9', '-3', '1e3'),
  fc.integer({ min: 0, max: 200_000_000 }).map(String),
  text,
)
const documents = fc.array(
  known(() => documentIds),
  { maxLength: 12 },
)

const claimBody = fc.record(
  {
    policy: mostly(known(() => policyIds)),
    description: mostly(fc.string({ unit: 'binary', maxLength: 4100 })),
    occurred_on: mostly(date),
    amount: mostly(amount),
    documents: mostly(documents),
  },
  { requiredKeys: [] },
)
const contactBody = fc.record(
  {
    profession: mostly(text),
    firstName: mostly(fc.string({ unit: 'binary', maxLength: 120 })),
    email: mostly(fc.oneof(fc.emailAddress(), text)),
    question: mostly(fc.string({ unit: 'binary', maxLength: 4100 })),
    documents: mostly(
      fc.array(
        known(() => documentIds),
        { maxLength: 7 },
      ),
    ),
  },
  { requiredKeys: [] },
)

const request = (path: string, body: string) =>
  t.app.request(`http://zzp.localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${me.token}` },
  })

/** Sends each body and checks the answer; resolves to how many were accepted (2xx). */
async function neverFails(
  path: string,
  shaped: fc.Arbitrary<unknown>,
  ok: (json: unknown) => void,
  /** Bodies always sent first, so a run reaches the accepting path whatever the random ones are. */
  valid: unknown[] = [],
) {
  let accepted = 0
  await fc.assert(
    fc.asyncProperty(fuzzBodies(raw, shaped), async (body) => {
      const res = await request(path, body)
      expect(res.status, `${path} ${body.slice(0, 200)}`).toBeLessThan(500)
      if (res.status < 300) {
        accepted += 1
        ok(await res.json())
      } else errorBodySchema.parse(await res.json())
    }),
    { numRuns: RUNS, examples: valid.map((body) => [JSON.stringify(body)]) },
  )
  return accepted
}

describe('fuzzing the claims and contact bodies: none makes a 500', () => {
  it('POST /claims', async () => {
    // A valid claim is rare among random fields (five must all fit): two are always among them.
    const valid = {
      policy: policyIds[0],
      description: 'Laptop van de steiger gevallen',
      occurred_on: today,
      amount: '1.234,50',
      documents: [documentIds[0]],
    }
    const accepted = await neverFails('/claims', claimBody, (json) => claimSchema.parse(json), [
      valid,
      { ...valid, amount: '', documents: [] },
    ])
    expect(accepted).toBeGreaterThan(0)
  }, 240_000)

  it('POST /contact', async () => {
    const accepted = await neverFails('/contact', contactBody, (json) => contactResponseSchema.parse(json))
    expect(accepted).toBeGreaterThan(0) // until the hourly limit: then 429, which is fine
  }, 240_000)
})
