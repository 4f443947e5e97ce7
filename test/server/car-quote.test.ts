// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carQuoteSchema, KM_BANDS, type CarQuote } from '../../api/contract/car'
import { cartItemSchema, type CartItem } from '../../api/contract/cart'
import { addYears, todayInNl } from '../../api/contract/date-rules'
import type { ProductType } from '../../api/contract/products'
import { createLocalVehicleRegister } from '../../api/server/lookups/vehicle-register'
import { LookupUnavailableError } from '../../api/server/lookups/remote'
import { errorOf } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'
import { cartOf, carFormalities, purchased, validBody } from './purchase-helpers'
import { anyId, fuzzBodies, mostly, rawBodies, text } from './fuzz-helpers'

let t: TestApp
let ids: Record<ProductType, number>
let eva: string
let other: string
let evaCar: CartItem
let otherCar: CartItem
let evaLiability: CartItem

const today = todayInNl()
const bornAged = (age: number) => addYears(today, -age)

async function addToCart(token: string, type: ProductType): Promise<CartItem> {
  const res = await as(t, token, 'POST', '/cart-item', { insurance_product: ids[type] })
  expect(res.status, type).toBe(201)
  return cartItemSchema.parse(await res.json())
}

beforeAll(async () => {
  t = await createTestApp({ LOOKUP_RATE_LIMIT: '100000' })
  ids = await productIds(t)
  eva = await customer(t, 'car-eva', 'webdeveloper')
  other = await customer(t, 'car-other', 'webdeveloper')
  evaCar = await addToCart(eva, 'car')
  evaLiability = await addToCart(eva, 'business_liability')
  otherCar = await addToCart(other, 'car')
}, 60_000)
afterAll(async () => t?.close())

const form = (over: Record<string, unknown> = {}) => ({
  cart_item: evaCar.id,
  license_plate: 'gz-123-b',
  km_per_year: '10k_to_20k',
  claim_free_years: 5,
  birth_date: bornAged(40),
  postcode: '1016gv',
  house_number: '263',
  house_number_addition: '',
  have_address_looked_up: true,
  ...over,
})
const quote = (token: string | undefined, body: unknown) => as(t, token, 'POST', '/car/quote', body)
const choose = (token: string | undefined, body: unknown) => as(t, token, 'POST', '/car/quote/choice', body)
const refusalOf = async (res: Response) => {
  expect(res.status).toBe(400)
  const body = (await res.json()) as { code: string; rejected_reason?: { error_code: string } }
  expect(body.code).toBe('quote_refused')
  return body.rejected_reason?.error_code
}
const priceOf = async (token: string, item: CartItem) =>
  (await cartOf(t, token)).find((i) => i.id === item.id)!.insurance_product.price

describe('POST /car/quote', () => {
  it('quotes a known car: the vehicle, a premium per cover and the extra, the item not yet priced', async () => {
    const res = await quote(eva, form())
    expect(res.status).toBe(200)
    const body: CarQuote = carQuoteSchema.parse(await res.json())
    expect(body.vehicle).toMatchObject({ license_plate: 'GZ123B', make: 'VOLKSWAGEN', model: 'GOLF' })
    expect(body.region).toBe('urban')
    expect(body.options.map((o) => o.cover)).toEqual(['wa', 'wa_limited', 'allrisk'])
    const [wa, limited, allrisk] = body.options.map((o) => o.price_cents) as [number, number, number]
    expect(wa).toBeGreaterThan(0)
    expect(limited).toBeGreaterThan(wa)
    expect(allrisk).toBeGreaterThan(limited)
    expect(body.extras[0]).toMatchObject({ id: 'breakdown_assistance', price: '5.45' })
    expect(body.chosen).toBeNull()
    expect(await priceOf(eva, evaCar)).toBeNull()
  })

  it('rejects a bad form with field errors, never a 500', async () => {
    const res = await quote(
      eva,
      form({
        license_plate: 'ABC',
        claim_free_years: -5,
        birth_date: bornAged(17),
        km_per_year: 'lots',
        postcode: '12',
        have_address_looked_up: false,
      }),
    )
    expect(res.status).toBe(400)
    const { field_errors } = await errorOf(res)
    expect(field_errors).toMatchObject({
      license_plate: ['licensePlate'],
      claim_free_years: ['minClaimFreeYears'],
      birth_date: ['birthDateMinDate'],
      km_per_year: ['required'],
      postcode: ['postalCode'],
      have_address_looked_up: ['addressNotFound'],
    })
  })

  it('answers a plate the register does not know with a field error, not a refusal', async () => {
    const res = await quote(eva, form({ license_plate: 'AB12CD' }))
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors).toEqual({ license_plate: ['vehicleNotFound'] })
  })

  it('answers an address the lookup does not find with a field error', async () => {
    const res = await quote(eva, form({ postcode: '9999 ZZ', house_number: '1' }))
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors).toEqual({ have_address_looked_up: ['addressNotFound'] })
  })

  it('is 401 without a token and 404 for another customer’s or a non-car cart item', async () => {
    expect((await quote(undefined, form())).status).toBe(401)
    expect((await quote(eva, form({ cart_item: otherCar.id }))).status).toBe(404)
    expect((await quote(eva, form({ cart_item: evaLiability.id }))).status).toBe(404)
    expect((await quote(eva, form({ cart_item: 2 ** 31 - 1 }))).status).toBe(404)
    expect(
      (await choose(undefined, { cart_item: evaCar.id, cover: 'wa', breakdown_assistance: false })).status,
    ).toBe(401)
    expect(
      (await choose(eva, { cart_item: otherCar.id, cover: 'wa', breakdown_assistance: false })).status,
    ).toBe(404)
  })

  it('is 503 when the vehicle register is down', async () => {
    const down = { find: () => Promise.reject(new LookupUnavailableError('down')) }
    const register = t.deps.vehicleRegister
    Object.assign(t.deps, { vehicleRegister: down })
    try {
      const res = await quote(eva, form())
      expect(res.status).toBe(503)
      expect((await errorOf(res)).code).toBe('lookup_unavailable')
    } finally {
      Object.assign(t.deps, { vehicleRegister: register })
    }
  })

  // Each refusal of the quote through a seeded plate and the form's own facts.
  const refusals: [string, Record<string, unknown>][] = [
    ['ACI01', { license_plate: 'MZ-04-KL' }],
    ['MIS115', { license_plate: 'RB-88-ZZ' }],
    ['UWM11', { license_plate: 'VH-512-D' }],
    ['ACI00', { license_plate: '12-NBK-3' }],
    ['UWM03', { license_plate: '57-HTK-2' }],
    ['UWM05', { license_plate: 'XG-001-R' }],
    ['UWM01', { birth_date: bornAged(18), claim_free_years: 0 }],
    ['UWM02', { birth_date: bornAged(90) }],
    ['UWM21', { main_driver_birth_date: bornAged(20) }],
    ['UWM22', { main_driver_birth_date: bornAged(82) }],
    ['UWM10', { birth_date: bornAged(25), claim_free_years: 10 }],
    ['UWM24', { license_plate: 'TN-666-F', birth_date: bornAged(28), claim_free_years: 3 }],
    ['UWM07', { license_plate: 'GR-235-V', birth_date: bornAged(23), claim_free_years: 3 }],
    ['UWM08', { license_plate: 'ZL-991-N', birth_date: bornAged(20), claim_free_years: 1 }],
  ]
  it.each(refusals)('refuses with %s, stores it and leaves the item unpriced', async (code, over) => {
    expect(await refusalOf(await quote(eva, form(over)))).toBe(code)
    expect(await priceOf(eva, evaCar)).toBeNull()
  })
})

describe('POST /car/quote/choice', () => {
  it('needs an accepted quote first', async () => {
    await quote(eva, form({ license_plate: '57HTK2' })) // refused
    const res = await choose(eva, { cart_item: evaCar.id, cover: 'wa', breakdown_assistance: false })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).non_field_errors).toEqual(['quote_required'])
  })

  it('refuses fully comprehensive for an older car (UWM12) and breakdown assistance for an old one (UWM15)', async () => {
    expect((await quote(eva, form({ license_plate: 'SR445P' }))).status).toBe(200)
    expect(
      await refusalOf(
        await choose(eva, { cart_item: evaCar.id, cover: 'allrisk', breakdown_assistance: false }),
      ),
    ).toBe('UWM12')
    expect(await priceOf(eva, evaCar)).toBeNull()
    expect((await quote(eva, form({ license_plate: 'HJ302X' }))).status).toBe(200)
    expect(
      await refusalOf(await choose(eva, { cart_item: evaCar.id, cover: 'wa', breakdown_assistance: true })),
    ).toBe('UWM15')
    // Another choice for the same quote is possible.
    expect(
      (await choose(eva, { cart_item: evaCar.id, cover: 'wa', breakdown_assistance: false })).status,
    ).toBe(200)
  })

  it('prices the cart item with the chosen cover and extra (gross incl. 21% tax), and the purchase insures it', async () => {
    const quoted = carQuoteSchema.parse(await (await quote(eva, form())).json())
    const res = await choose(eva, { cart_item: evaCar.id, cover: 'wa_limited', breakdown_assistance: true })
    expect(res.status).toBe(200)
    const chosen = carQuoteSchema.parse(await res.json()).chosen!
    const limited = quoted.options.find((o) => o.cover === 'wa_limited')!
    expect(chosen.cover).toBe('wa_limited')
    expect(
      Math.abs(chosen.price_cents - limited.price_cents - quoted.extras[0]!.price_cents),
    ).toBeLessThanOrEqual(1)
    expect(await priceOf(eva, evaCar)).toBe(chosen.price)
    // The cart card lists the plate, the car and the cover chosen, as the policy will.
    const card = (await cartOf(t, eva)).find((i) => i.id === evaCar.id)!
    expect(card.list_items.map((l) => [l.label, l.value])).toEqual([
      ['Kenteken', 'GZ-123-B'],
      ['Auto', 'VOLKSWAGEN GOLF'],
      ['Dekking', 'WA + beperkt casco'],
      ['Pechhulp', 'Ja'],
      ['Ingangsdatum', card.start_date],
    ])

    const ready = await as(t, eva, 'PUT', '/cart-item/checkout-cart', {
      cart_item_ids: [evaCar.id],
      flow: 'car',
    })
    expect(ready.status).toBe(200)
    const bought = await purchased(t, eva, { ...validBody(), formalities: carFormalities() })
    expect(bought.outcome).toBe('insured')
    expect(bought.items[0]).toMatchObject({ outcome: 'insured' })
    expect(bought.items[0]!.policy?.number).toBeTruthy()
    // The policy lists the car and the cover chosen, in the request's language.
    const policies = await as(t, eva, 'GET', '/policies', undefined, 'en')
    const { current } = (await policies.json()) as {
      current: { cover: { label: string; value: string }[] }[]
    }
    expect(current[0]!.cover.slice(0, 4)).toEqual([
      { label: 'Licence plate', value: 'GZ-123-B', type: 'text' },
      { label: 'Car', value: 'VOLKSWAGEN GOLF', type: 'text' },
      { label: 'Cover', value: 'Third party + limited comprehensive', type: 'text' },
      { label: 'Breakdown assistance', value: 'Yes', type: 'text' },
    ])
    expect(current[0]!.cover[4]).toMatchObject({ label: 'Start date', type: 'date' })
  })

  it('leaves an unquoted car as additional information at the purchase', async () => {
    const token = await customer(t, 'car-unquoted', 'webdeveloper')
    const item = await addToCart(token, 'car')
    await as(t, token, 'PUT', '/cart-item/checkout-cart', { cart_item_ids: [item.id], flow: 'car' })
    const bought = await purchased(t, token, { ...validBody(), formalities: carFormalities() })
    expect(bought.outcome).toBe('additional_information')
  })
})

describe('fuzzing the car routes', () => {
  it('answers 1,000 odd quote bodies and 1,000 odd choice bodies without a 5xx', async () => {
    const register = createLocalVehicleRegister()
    expect(await register.find('GZ123B')).not.toBeNull()
    const token = await customer(t, 'car-fuzz', 'webdeveloper')
    const item = await addToCart(token, 'car')
    const quoteShaped = fc.record(
      {
        cart_item: mostly(fc.constantFrom(item.id, evaCar.id)),
        license_plate: mostly(fc.constantFrom('GZ123B', 'XG-001-R', 'AB12CD', '57HTK2', 'x')),
        km_per_year: mostly(fc.constantFrom(...KM_BANDS)),
        claim_free_years: mostly(fc.integer({ min: -6, max: 80 })),
        birth_date: mostly(fc.integer({ min: 10, max: 110 }).map(bornAged)),
        main_driver_birth_date: mostly(fc.option(fc.integer({ min: 10, max: 110 }).map(bornAged))),
        postcode: mostly(fc.oneof(fc.constantFrom('1016 GV', '1016gv', '9999 ZZ'), text)),
        house_number: mostly(fc.constantFrom('263', '1', '0', '')),
        house_number_addition: mostly(fc.constantFrom('', 'A', 'bis', '!!')),
        have_address_looked_up: mostly(fc.boolean()),
      },
      { requiredKeys: [] },
    )
    const choiceShaped = fc.record(
      {
        cart_item: mostly(fc.oneof(fc.constant(item.id), anyId)),
        cover: mostly(fc.constantFrom('wa', 'wa_limited', 'allrisk', 'none')),
        breakdown_assistance: mostly(fc.boolean()),
      },
      { requiredKeys: [] },
    )
    const statuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(fuzzBodies(rawBodies('{"claim_free_years":1e999}'), quoteShaped), async (body) => {
        const res = await quote(token, body)
        statuses.add(res.status)
        expect(res.status).toBeLessThan(500)
      }),
      { numRuns: 1000 },
    )
    await fc.assert(
      fc.asyncProperty(fuzzBodies(rawBodies('{"cart_item":1e999}'), choiceShaped), async (body) => {
        const res = await choose(token, body)
        statuses.add(res.status)
        expect(res.status).toBeLessThan(500)
      }),
      { numRuns: 1000 },
    )
    expect(statuses.has(400)).toBe(true)
  }, 240_000)
})
