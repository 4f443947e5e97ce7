// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAR_FORMALITIES, FORMALITIES } from '../../api/contract/checkout-forms'
import { addDays, addYears, todayInNl } from '../../api/contract/date-rules'
import { errorBodySchema } from '../../api/contract/errors'
import type { ProductType } from '../../api/contract/products'
import { purchaseResponseSchema } from '../../api/contract/purchase'
import { invoices, policies } from '../../api/server/db/schema'
import { createTestApp, type TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'
import { quoteDevice } from './device-helpers'
import { answerSafely, cartOf, validBody } from './purchase-helpers'

/** Fuzzed purchase bodies; each must answer below 500 (and 4xx in the error shape). */
const RUNS = 1200
/** Device gets insured (and leaves the cart); business liability has a question left open and stays. */
const TYPES: readonly ProductType[] = ['device', 'business_liability']

let t: TestApp
let token = ''
let ids: Record<ProductType, number>
const today = todayInNl()
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
  token = await customer(t, 'fuzz-purchase', 'webdeveloper')
  await answerSafely(t, token, ids, 'device')
  await answerSafely(t, token, ids, 'business_liability', { employees: 'skip' })
  await refillCheckout()
}, 60_000)
afterAll(async () => t?.close())

/**
 * Puts the products back in the cart (a purchase took the insured ones) and makes them the checkout cart.
 * A product is never insured twice (409 already_insured), so the policies made so far end first, as
 * a customer's ended policy would.
 */
async function refillCheckout() {
  await t.database.db.update(policies).set({ status: 'ended' })
  const inCart = new Set((await cartOf(t, token)).map((i) => i.insurance_product.id))
  for (const type of TYPES) {
    if (!inCart.has(ids[type])) await as(t, token, 'POST', '/cart-item', { insurance_product: ids[type] })
  }
  const cart = await cartOf(t, token)
  // A device is insured only with its device quote (api/server/device/facts.ts).
  const device = cart.find((i) => i.insurance_product.id === ids.device)!
  await quoteDevice((method, path, body) => as(t, token, method, path, body), device.id)
  const cart_item_ids = cart.map((i) => i.id)
  expect(
    (await as(t, token, 'PUT', '/cart-item/checkout-cart', { cart_item_ids, flow: 'normal' })).status,
  ).toBe(200)
}

const text = fc.string({ unit: 'binary', maxLength: 150 })
const odd = fc.oneof(
  fc.anything(),
  text,
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant('\u0000'),
  fc.constant(''),
  fc.constant('x'.repeat(300)),
)
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: odd })
const jsonOf = (value: unknown) => JSON.stringify(value) ?? 'null'
const near = (from: string, days: number) =>
  fc.integer({ min: -days, max: days }).map((n) => addDays(from, n))
const date = fc.oneof(
  { weight: 4, arbitrary: near(addYears(today, -40), 9000) },
  near(addYears(today, -18), 3),
  near(addYears(today, -59), 3),
  near(addYears(today, -100), 3),
  fc.constantFrom('1990-02-30', '0000-01-01', '1990-1-1', '17-05-1990', '2024-02-29', '+020000-01-01'),
)
const startDate = fc.oneof({ weight: 4, arbitrary: near(today, 40) }, date)
const postalCode = fc.oneof(
  fc.stringMatching(/^\d{4} ?[A-Za-z]{2}$/),
  fc.constantFrom('1015CS', '1015', 'AB 1234'),
)
const country = fc.constantFrom('Nederland', 'netherlands', ' The Netherlands ', 'Pays-Bas', 'Belgium', 'NL')
const houseNumber = fc.oneof(fc.stringMatching(/^[1-9]\d{0,5}$/), fc.constantFrom('0', '12a', '1234567'))
const addition = fc.option(fc.oneof(fc.constantFrom('A', 'bis', '2-hoog'), text))
const iban = fc.constantFrom(
  'NL91ABNA0417164300',
  'NL91 ABNA 0417 1643 00',
  'nl91abna0417164300',
  'DE89370400440532013000',
  'BE68539007547034',
  'NL91ABNA0417164301',
  'NL00',
)
const formality = fc.constantFrom(...FORMALITIES, ...CAR_FORMALITIES, 'other')
const formalities = fc.oneof(
  { weight: 3, arbitrary: fc.constant([...FORMALITIES]) },
  fc.shuffledSubarray([...FORMALITIES, ...CAR_FORMALITIES]),
  fc.array(formality, { maxLength: 30 }),
  fc.array(odd, { maxLength: 3 }),
)
const record = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) =>
  fc.oneof({ weight: 8, arbitrary: fc.record(fields) }, fc.record(fields, { requiredKeys: [] }), odd)
const shaped = fc.record(
  {
    company: record({
      company_name: mostly(fc.oneof(fc.constant('Webbouw Jansen'), text)),
      chamber_of_commerce_number: mostly(
        fc.oneof(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{1,10}$/)),
      ),
      street: mostly(fc.oneof(fc.constant('Keizersgracht'), text)),
      house_number: mostly(houseNumber),
      house_number_addition: mostly(addition),
      postal_code: mostly(postalCode),
      city: mostly(fc.oneof(fc.constant('Amsterdam'), text)),
      country: mostly(country),
    }),
    person: record({
      first_name: mostly(fc.oneof(fc.constant('Eva'), text)),
      last_name: mostly(fc.oneof(fc.constant('Jansen'), text)),
      birth_date: mostly(date),
      phone_number: mostly(
        fc.oneof(fc.constant('+31 6 12345678'), fc.stringMatching(/^\+?[\d\-() ]{6,22}$/)),
      ),
      email: mostly(fc.oneof(fc.emailAddress(), fc.constant('eva@example.nl'), text)),
    }),
    address: record({
      street: mostly(fc.oneof(fc.constant('Prinsengracht'), text)),
      house_number: mostly(houseNumber),
      house_number_addition: mostly(addition),
      postal_code: mostly(postalCode),
      city: mostly(fc.oneof(fc.constant('Amsterdam'), text)),
      country: mostly(country),
      have_address_looked_up: mostly(fc.boolean()),
    }),
    formalities: mostly(formalities),
    payment: record({
      start_date: mostly(startDate),
      iban_number: mostly(fc.oneof(iban, text)),
      consent: mostly(fc.boolean()),
    }),
  },
  { requiredKeys: [] },
)
/** Raw bodies JSON.stringify never writes. */
const raw = fc.constantFrom(
  '{"payment":{"start_date":1e999}}',
  '{"company":',
  '[]',
  '',
  'null',
  '"x"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"person":{"first_name":"${'\\u0000'.repeat(3)}"}}`,
  '{"company":{"city":"\\ud800"}}',
)
const bodies = fc.oneof(
  fc.anything().map(jsonOf),
  fc.json(),
  text,
  raw,
  { weight: 3, arbitrary: fc.constant(jsonOf(validBody(today))) },
  { weight: 12, arbitrary: shaped.map(jsonOf) },
)

/** Each request from its own client address, so per-address rate limits stay out of the way. */
let address = 0
const request = (body: string) => {
  address += 1
  const socket = { remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` }
  return t.app.request(
    'http://zzp.localhost/cart-item/purchase',
    {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    },
    { incoming: { socket } },
  )
}

describe('fuzzing POST /cart-item/purchase: no body makes a 500', () => {
  it(`answers ${RUNS} fuzzed bodies below 500, and creates exactly what the answers say`, async () => {
    let accepted = 0
    let policiesMade = 0
    let invoicesMade = 0
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await request(body)
        expect(res.status, body.slice(0, 300)).toBeLessThan(500)
        if (res.status === 200) {
          const result = purchaseResponseSchema.parse(await res.json())
          expect(result.outcome).toBe('partially_insured')
          accepted += 1
          policiesMade += result.policies.length
          invoicesMade += result.invoice ? 1 : 0
          await refillCheckout()
        } else {
          const error = errorBodySchema.parse(await res.json())
          expect(error.non_field_errors).not.toContain('cart_empty')
        }
      }),
      { numRuns: RUNS },
    )
    expect(accepted).toBeGreaterThan(20) // a good share of fuzzed bodies were valid forms
    const stored = await t.database.db.select({ number: policies.number }).from(policies)
    expect(stored).toHaveLength(policiesMade)
    expect(policiesMade).toBe(accepted)
    expect(new Set(stored.map((p) => p.number)).size).toBe(stored.length)
    expect(await t.database.db.select().from(invoices)).toHaveLength(invoicesMade)
  }, 240_000)
})
