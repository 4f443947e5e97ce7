// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, addYears, todayInNl } from '../../api/contract/date-rules'
import { deviceQuoteSchema } from '../../api/contract/device'
import { errorBodySchema } from '../../api/contract/errors'
import type { ProductType } from '../../api/contract/products'
import { policySchema } from '../../api/contract/policies'
import { errorOf } from './auth-helpers'
import { optionId, questionId } from './question-helpers'
import { IMEI, validDeviceQuote, WRONG_IMEI } from './device-helpers'
import { anyId, fuzzBodies, mostly, rawBodies, text } from './fuzz-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'
import { cartOf, checkoutOf, purchased, validBody } from './purchase-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

/** A new customer with a device (and a business liability) in the cart; answers their cart item ids. */
async function withDevice(name: string) {
  const token = await customer(t, name, 'webdeveloper')
  const add = async (type: ProductType) => {
    const res = await as(t, token, 'POST', '/cart-item', { insurance_product: ids[type] })
    expect(res.status).toBe(201)
    return ((await res.json()) as { id: number }).id
  }
  return { token, device: await add('device'), other: await add('business_liability') }
}

const put = (token: string | undefined, id: number | string, body: unknown) =>
  as(t, token, 'PUT', `/device-quote/${id}`, body)

describe('PUT /device-quote/:id', () => {
  it('keeps the price its quote gives: an answer to the old generic device question moves nothing', async () => {
    const { token, device } = await withDevice('dq-answer')
    expect((await put(token, device, validDeviceQuote())).status).toBe(200)
    const quoted = (await cartOf(t, token)).find((i) => i.id === device)!.insurance_product.price
    expect(quoted).not.toBeNull()
    // `camera` raises the generic question's price by 10%: it used to reprice the quoted device.
    const res = await as(t, token, 'POST', '/answers', {
      question: await questionId(t, 'device', 'device_types'),
      multi_select_options: [await optionId(t, 'device', 'device_types', 'camera')],
      option: null,
      files: [],
    })
    expect(res.status).toBe(201)
    expect((await cartOf(t, token)).find((i) => i.id === device)!.insurance_product.price).toBe(quoted)
  })

  it('stores the quote, prices the cart item with it and reads it back', async () => {
    const { token, device } = await withDevice('dq-valid')
    // Before its quote the device has no premium and claims no excess, only what every device policy covers.
    const before = (await cartOf(t, token)).find((i) => i.id === device)!
    expect(before.insurance_product.price).toBeNull()
    expect(before.list_items.map((l) => [l.label, l.value])).toEqual([
      ['Dekking', 'Diefstal en schade'],
      ['Ingangsdatum', before.start_date],
    ])
    const res = await put(token, device, validDeviceQuote())
    expect(res.status).toBe(200)
    const quote = deviceQuoteSchema.parse(await res.json())
    expect(quote).toMatchObject({
      cart_item: device,
      device_type: 'smartphone',
      device_price: 800,
      imeiNumber: IMEI,
      device_serial_number: null,
      perClaim: 1000,
      perYear: 2500,
    })
    // € 800 × 9% + € 2,500 × 0.5% = € 84.50 a year: € 7.04 net a month, € 8.52 with 21% tax.
    expect(quote).toMatchObject({ net_price: '7.04', price: '8.52' })
    const item = (await cartOf(t, token)).find((i) => i.id === device)!
    expect(item.insurance_product.price).toBe('8.52')
    // The cart card lists the device and the amounts chosen, and the end date.
    expect(item.list_items.map((l) => [l.label, l.value])).toEqual([
      ['Apparaat', 'Smartphone'],
      ['IMEI-nummer', IMEI],
      ['Aankoopprijs', '800.00'],
      ['Vergoeding per schade', '1000.00'],
      ['Vergoeding per jaar', '2500.00'],
      ['Ingangsdatum', item.start_date],
      ['Einddatum', validDeviceQuote().end_date],
    ])
    const back = await as(t, token, 'GET', `/device-quote/${device}`)
    expect(back.status).toBe(200)
    expect(await back.json()).toEqual(quote)
    // A change keeps the device's id; a drone is asked its serial number, not an IMEI.
    const drone = await put(token, device, {
      ...validDeviceQuote(),
      device_type: 'drone',
      device_price: '5.000',
      imeiNumber: '',
      device_serial_number: ' DJI-123 ',
    })
    expect(drone.status).toBe(200)
    expect(await drone.json()).toMatchObject({
      device_id: quote.device_id,
      device_type: 'drone',
      device_price: 5000,
      imeiNumber: null,
      device_serial_number: 'DJI-123',
    })
  })

  it('answers null before a quote is saved', async () => {
    const { token, device } = await withDevice('dq-none')
    const res = await as(t, token, 'GET', `/device-quote/${device}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toBeNull()
  })

  it('refuses each invalid field with its own error (400), the rules of the browser form', async () => {
    const { token, device } = await withDevice('dq-invalid')
    const today = todayInNl()
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ imeiNumber: WRONG_IMEI }, { imeiNumber: ['imei'] }],
      [{ imeiNumber: '12345' }, { imeiNumber: ['imei'] }],
      [{ imeiNumber: '' }, { imeiNumber: ['required'] }],
      [
        { device_type: 'drone', device_price: '5001', device_serial_number: 'D1' },
        { device_price: ['maxDronePrice'] },
      ],
      [{ device_type: 'laptop', device_serial_number: '' }, { device_serial_number: ['required'] }],
      [{ device_price: '6000' }, { device_price: ['maxDevicePrice'] }],
      [{ device_price: '10' }, { device_price: ['minDevicePrice'] }],
      [{ device_price: '' }, { device_price: ['required'] }],
      [
        { perClaim: '5000', perYear: '1000' },
        { perClaim: ['lowerClaimAmount'], perYear: ['higherYearAmount'] },
      ],
      [{ perClaim: '300' }, { perClaim: ['invalidChoice'] }],
      [{ end_date: today }, { end_date: ['minEndDateReached'] }],
      [{ end_date: addDays(addYears(today, 3), 1) }, { end_date: ['maxEndDateReached'] }],
      [{ end_date: '2027-02-30' }, { end_date: ['dateValidMessage'] }],
      [{ end_date: '' }, { end_date: ['required'] }],
      [{ device_type: 'toaster' }, { device_type: ['invalidChoice'] }],
    ]
    for (const [change, errors] of cases) {
      const res = await put(token, device, { ...validDeviceQuote(), ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect((await errorOf(res)).field_errors, JSON.stringify(change)).toEqual(errors)
    }
    // Nothing was stored: the item has no quote yet.
    expect(await (await as(t, token, 'GET', `/device-quote/${device}`)).json()).toBeNull()
  })

  it('answers 401 without a token', async () => {
    const { device } = await withDevice('dq-anon')
    expect((await put(undefined, device, validDeviceQuote())).status).toBe(401)
    expect((await as(t, undefined, 'GET', `/device-quote/${device}`)).status).toBe(401)
  })

  it("answers 404 for another customer's cart item, an item of another product, or no item", async () => {
    const alice = await withDevice('dq-alice')
    const bob = await withDevice('dq-bob')
    for (const id of [bob.device, alice.other, 2_000_000, 'x', 0]) {
      const res = await put(alice.token, id, validDeviceQuote())
      expect(res.status, String(id)).toBe(404)
      expect((await errorOf(res)).code).toBe('not_found')
      expect((await as(t, alice.token, 'GET', `/device-quote/${id}`)).status).toBe(404)
    }
    expect(await (await as(t, bob.token, 'GET', `/device-quote/${bob.device}`)).json()).toBeNull()
  })
})

describe('the purchase of a device', () => {
  it('insures a device only with a quote; its policy ends on the chosen end date and names the device', async () => {
    const token = await customer(t, 'dq-buy-none', 'webdeveloper')
    const res = await as(t, token, 'POST', '/cart-item', { insurance_product: ids.device })
    const { id } = (await res.json()) as { id: number }
    expect(
      (await as(t, token, 'PUT', '/cart-item/checkout-cart', { cart_item_ids: [id], flow: 'normal' })).status,
    ).toBe(200)
    const none = await purchased(t, token, validBody())
    expect(none.outcome).toBe('additional_information')

    const buyer = await customer(t, 'dq-buy', 'webdeveloper')
    const [item] = await checkoutOf(t, buyer, ids, ['device'])
    const endDate = addDays(todayInNl(), 200)
    expect((await put(buyer, item!.id, { ...validDeviceQuote(), end_date: endDate })).status).toBe(200)
    const bought = await purchased(t, buyer, validBody())
    expect(bought.outcome).toBe('insured')
    const policyId = bought.items[0]!.policy!.id
    const policy = await as(t, buyer, 'GET', `/policies/${policyId}`)
    expect(policy.status).toBe(200)
    const body = policySchema.parse(await policy.json())
    expect(body.end_date).toBe(endDate)
    expect(JSON.stringify(body)).toContain('Smartphone')
    expect(JSON.stringify(body)).toContain(IMEI)
  })
})

describe('the device’s end date and the policy’s start date', () => {
  it('refuses a start date after the device’s end date with a field error; the end date itself is fine', async () => {
    const buyer = await customer(t, 'dq-ends-early', 'webdeveloper')
    const [item] = await checkoutOf(t, buyer, ids, ['device'])
    const today = todayInNl()
    const endDate = addDays(today, 5)
    expect((await put(buyer, item!.id, { ...validDeviceQuote(), end_date: endDate })).status).toBe(200)
    // The cart tells the payment step the last day of cover.
    expect((await cartOf(t, buyer)).find((i) => i.id === item!.id)!.end_date).toBe(endDate)
    const late = await as(t, buyer, 'POST', '/cart-item/purchase', validBody(today, addDays(today, 6)))
    expect(late.status).toBe(400)
    expect((await errorOf(late)).field_errors).toEqual({ 'payment.start_date': ['startAfterEndDate'] })
    const bought = await purchased(t, buyer, validBody(today, endDate))
    expect(bought.outcome).toBe('insured')
  })
})

describe('fuzz', () => {
  it('answers every fuzzed body below 500 (1,000 bodies)', async () => {
    const { token, device } = await withDevice('dq-fuzz')
    const shaped = fc.record(
      {
        device_type: mostly(fc.constantFrom('smartphone', 'tablet', 'laptop', 'camera', 'drone')),
        device_price: mostly(fc.oneof(fc.nat({ max: 20_000 }).map(String), text)),
        imeiNumber: mostly(fc.oneof(fc.constant(IMEI), fc.stringMatching(/^\d{15}$/), text)),
        device_serial_number: mostly(text),
        perClaim: mostly(fc.constantFrom('250', '500', '1000', '2500', '5000')),
        perYear: mostly(fc.constantFrom('500', '1000', '2500', '5000', '10000')),
        end_date: mostly(fc.integer({ min: -5, max: 1200 }).map((n) => addDays(todayInNl(), n))),
      },
      { requiredKeys: [] },
    )
    const bodies = fuzzBodies(
      rawBodies('{"device_price":1e999}', '{"perClaim":', '{"imeiNumber":"\\ud800"}'),
      shaped,
    )
    const path = fc.oneof({ weight: 6, arbitrary: fc.constant(device) }, { weight: 1, arbitrary: anyId })
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(path, bodies, async (id, body) => {
        const res = await t.app.request(`http://zzp.localhost/device-quote/${id}`, {
          method: 'PUT',
          body,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        })
        expect(res.status, body.slice(0, 200)).toBeLessThan(500)
        if (res.status === 200) {
          accepted += 1
          deviceQuoteSchema.parse(await res.json())
        } else errorBodySchema.parse(await res.json())
      }),
      {
        numRuns: 1000,
        // Random bodies rarely make a whole valid quote: two known-good ones always run, so "accepted"
        // proves the route still takes a valid body amid the noise (it failed one CI run without them).
        examples: [
          [device, JSON.stringify(validDeviceQuote())],
          [
            device,
            JSON.stringify({
              ...validDeviceQuote(),
              device_type: 'drone',
              imeiNumber: undefined,
              device_serial_number: 'DJI-1234',
            }),
          ],
        ],
      },
    )
    expect(accepted).toBeGreaterThanOrEqual(2)
  }, 300_000)
})
