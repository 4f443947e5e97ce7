// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userSchema } from '../../api/contract/auth'
import { addYears, todayInNl } from '../../api/contract/date-rules'
import { errorBodySchema } from '../../api/contract/errors'
import { ADDRESS_TYPES, addressSchema, paymentDetailsSchema } from '../../api/contract/user-details'
import * as zm from 'zod/mini'
import type * as z from 'zod/v4/core'
import { call } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { anyId, fuzzBodies, mostly, rawBodies, text } from './fuzz-helpers'
import { customer } from './product-helpers'

/** Fuzzed requests per route; each must answer below 500 (and 4xx in the error shape). */
const RUNS = 1000

let t: TestApp
let token = ''
let ownAddress = 0
beforeAll(async () => {
  t = await createTestApp()
  token = await customer(t, 'fuzz-details', 'webdeveloper')
  const res = await call(
    t,
    'POST',
    '/addresses',
    {
      type: 'personal',
      street: 'Prinsengracht',
      house_number: '263',
      postal_code: '1016 GV',
      city: 'Amsterdam',
      country: 'Nederland',
    },
    { token },
  )
  ownAddress = addressSchema.parse(await res.json()).id
}, 60_000)
afterAll(async () => t?.close())

const raw = rawBodies(
  '{"house_number":1e999}',
  '{"iban_number":',
  `{"street":"${'\\u0000'.repeat(3)}"}`,
  '{"city":"\\ud800"}',
  '{"type":"personal","postal_code":"1234 AB","street":"\\u0000"}',
)
const bodies = (shaped: fc.Arbitrary<unknown>) => fuzzBodies(raw, shaped)

const postalCode = fc.oneof(
  fc.constantFrom('1016 GV', '1016gv', '9999ZZ', '1234 ab', '0000 AA', '1234'),
  fc.stringMatching(/^\d{4} ?[A-Za-z]{2}$/),
)
const houseNumber = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }).map(String), text)
const addressFields = {
  street: mostly(fc.string({ maxLength: 120 })),
  house_number: mostly(houseNumber),
  house_number_addition: mostly(fc.option(fc.string({ maxLength: 12 }))),
  postal_code: mostly(postalCode),
  city: mostly(fc.string({ maxLength: 120 })),
  country: mostly(fc.constantFrom('Nederland', 'Netherlands', 'Belgie', '')),
}
const addressBody = fc.record(
  { type: mostly(fc.constantFrom(...ADDRESS_TYPES)), ...addressFields },
  { requiredKeys: [] },
)
const addressPatch = fc.record(addressFields, { requiredKeys: [] })
/** The local provider's refused IBAN (a deliberate 502) is details.test.ts's, not the fuzz's. */
const iban = fc.constantFrom(
  'NL02 ABNA 0123 4567 89',
  'NL91ABNA0417164300',
  'nl91abna0417164300',
  'DE89370400440532013000',
  'NL00ABNA0000000000',
  '',
)
const ibanBody = fc.record({ iban_number: mostly(iban) }, { requiredKeys: [] })
const today = todayInNl()
const birthDate = fc.oneof(
  fc.integer({ min: -120, max: 5 }).map((years) => addYears(today, years)),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
)
const userPatch = fc.record(
  {
    first_name: mostly(fc.string({ maxLength: 110 })),
    last_name: mostly(fc.string({ maxLength: 110 })),
    phone_number: mostly(fc.oneof(fc.constantFrom('0612345678', '+31 6 12345678', '12'), fc.string())),
    birth_date: mostly(fc.option(birthDate)),
    company_name: mostly(fc.string({ maxLength: 110 })),
    chamber_of_commerce_number: mostly(fc.oneof(fc.stringMatching(/^\d{8}$/), fc.string({ maxLength: 10 }))),
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
async function neverFails(
  method: string,
  requests: fc.Arbitrary<[string, string | undefined]>,
  answer: z.$ZodType,
) {
  let accepted = 0
  await fc.assert(
    fc.asyncProperty(requests, async ([p, b]) => {
      const res = await request(method, p, b)
      expect(res.status, `${method} ${p} ${b?.slice(0, 200)}`).toBeLessThan(500)
      if (res.status < 300) {
        accepted += 1
        zm.parse(answer, await res.json())
      } else if (res.status >= 400) errorBodySchema.parse(await res.json())
      else await res.arrayBuffer()
    }),
    { numRuns: RUNS },
  )
  return accepted
}

describe('fuzzing the details routes: no body makes a 500', () => {
  it('POST /addresses', async () => {
    await neverFails('POST', fc.tuple(fc.constant('/addresses'), bodies(addressBody)), addressSchema)
  }, 120_000)

  it('PATCH /addresses/{id}', async () => {
    const id = fc.oneof(
      { weight: 4, arbitrary: fc.constant(String(ownAddress)) },
      { weight: 1, arbitrary: anyId.map(String) },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
    )
    const accepted = await neverFails(
      'PATCH',
      fc.tuple(
        id.map((i) => `/addresses/${i}`),
        bodies(addressPatch),
      ),
      addressSchema,
    )
    expect(accepted).toBeGreaterThan(0)
  }, 120_000)

  it('PUT /payment-details', async () => {
    const accepted = await neverFails(
      'PUT',
      fc.tuple(fc.constant('/payment-details'), bodies(ibanBody)),
      paymentDetailsSchema,
    )
    expect(accepted).toBeGreaterThan(0)
  }, 120_000)

  it('PATCH /users/me with the details', async () => {
    const accepted = await neverFails(
      'PATCH',
      fc.tuple(fc.constant('/users/me'), bodies(userPatch)),
      userSchema,
    )
    expect(accepted).toBeGreaterThan(0)
  }, 120_000)
})
