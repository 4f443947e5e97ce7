// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cartItemSchema,
  cartResponseSchema,
  checkoutCartSchema,
  prepareCheckoutResponseSchema,
  type CartItem,
} from '../../api/contract/cart'
import type { Locale } from '../../api/contract/common'
import type { ProductType } from '../../api/contract/products'
import { amsterdamDate } from '../../api/server/cart/list-items'
import { insuranceProducts } from '../../api/server/db/schema'
import { errorOf, loginByExternalId } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, customer, productIds, setProfession } from './product-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const cart = async (token: string, locale: Locale = 'nl') => {
  const res = await as(t, token, 'GET', '/cart-item', undefined, locale)
  expect(res.status).toBe(200)
  return cartResponseSchema.parse(await res.json()).result
}
const add = (token: string, type: ProductType, locale: Locale = 'nl') =>
  as(t, token, 'POST', '/cart-item', { insurance_product: ids[type] }, locale)
const added = async (token: string, type: ProductType, locale: Locale = 'nl'): Promise<CartItem> => {
  const res = await add(token, type, locale)
  expect(res.status).toBe(201)
  return cartItemSchema.parse(await res.json())
}
const checkoutCart = async (token: string) => {
  const res = await as(t, token, 'GET', '/cart-item/checkout-cart')
  expect(res.status).toBe(200)
  return checkoutCartSchema.parse(await res.json())
}
const putCheckout = (token: string, body: unknown) => as(t, token, 'PUT', '/cart-item/checkout-cart', body)
const fieldErrors = async (res: Response) => {
  expect(res.status).toBe(400)
  return (await errorOf(res)).field_errors
}
const nonFieldErrors = async (res: Response) => {
  expect(res.status).toBe(400)
  return (await errorOf(res)).non_field_errors
}

describe('authentication', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/cart-item'],
    ['POST', '/cart-item', { insurance_product: 1 }],
    ['DELETE', '/cart-item/1'],
    ['POST', '/cart-item/clear'],
    ['POST', '/cart-item/prepare-checkout'],
    ['POST', '/cart-item/prepare-checkout?start=single_group'],
    ['GET', '/cart-item/checkout-cart'],
    ['PUT', '/cart-item/checkout-cart', { cart_item_ids: [], flow: 'normal' }],
    ['DELETE', '/cart-item/checkout-cart'],
    ['PUT', '/cart-item/start-date', { start_date: '2026-01-01' }],
  ]
  it('answers 401 on every cart call without a valid access token', async () => {
    const { refresh } = await loginByExternalId(t, 'zzp', 'c-refresh')
    for (const [method, path, body] of calls) {
      for (const token of [undefined, 'not-a-token', refresh]) {
        const res = await as(t, token, method, path, body)
        expect(res.status, `${method} ${path}`).toBe(401)
        expect((await errorOf(res)).code).toBe('not_authenticated')
      }
    }
  })
})

describe('POST /cart-item and GET /cart-item', () => {
  let token: string
  beforeAll(async () => {
    token = await customer(t, 'c-web', 'webdeveloper')
  })

  it('starts empty', async () => {
    expect(await cart(token)).toEqual([])
  })

  it('adds a product with its price for the profession and its lines', async () => {
    const item = await added(token, 'business_liability')
    // Cover from today: the earliest day zzp allows (it has no start_date_from_tomorrow flag).
    const startDate = amsterdamDate(new Date())
    expect(item).toEqual({
      id: expect.any(Number),
      insurance_product: {
        id: ids.business_liability,
        name: 'Bedrijfsaansprakelijkheidsverzekering',
        type: 'business_liability',
        price: '21.78',
        net_price: '18.00',
        price_currency: 'EUR',
        require_identity_verification: false,
        gtm_data: { id: 'business_liability' },
      },
      list_items: [
        { label: 'Verzekerd bedrag', value: '1250000.00', type: 'money' },
        { label: 'Eigen risico', value: '250.00', type: 'money' },
        { label: 'Ingangsdatum', value: startDate, type: 'date' },
      ],
      start_date: startDate,
      created_at: expect.any(String),
    })
    expect(await cart(token)).toEqual([item])
  })

  it('keeps the cart oldest first, with null prices for products priced later', async () => {
    const car = await added(token, 'car')
    expect(car.insurance_product).toMatchObject({ price: null, net_price: null })
    // Only what is true before the car journey asks anything: no plate line the customer cannot fill in.
    expect(car.list_items.map((line) => line.label)).toEqual(['Ingangsdatum'])
    const aov = await added(token, 'aov')
    // The medium preset, priced for an example age of 35 until the birth date is known.
    expect(aov.insurance_product).toMatchObject({ price: '118.56', require_identity_verification: true })
    expect((await cart(token)).map((i) => i.insurance_product.type)).toEqual([
      'business_liability',
      'car',
      'aov',
    ])
  })

  it('answers names, labels and text values in the language of the request', async () => {
    const en = await cart(token, 'en')
    expect(en.map((i) => i.insurance_product.name)).toEqual([
      'Business liability insurance',
      'Business car insurance',
      'Income protection insurance',
    ])
    expect(en[0]!.list_items.map((l) => l.label)).toEqual(['Sum insured', 'Excess', 'Start date'])
    expect(en[1]!.list_items.map((l) => l.label)).toEqual(['Start date'])
    // Income protection lists its cover, the medium preset until the customer chooses.
    expect(en[2]!.list_items).toEqual([
      { label: 'Insured annual income', value: '45000.00', type: 'money' },
      { label: 'Benefit duration', value: '5 years', type: 'text' },
      { label: 'Waiting period', value: '30 days', type: 'text' },
      { label: 'Indexation', value: 'Yes', type: 'text' },
      { label: 'Psychological complaints covered', value: 'Yes', type: 'text' },
      { label: 'Start date', value: en[2]!.start_date, type: 'date' },
    ])
    const de = await cart(token, 'de')
    expect(de[2]!.list_items[2]).toEqual({ label: 'Karenzzeit', value: '30 Tage', type: 'text' })
    const item = await added(token, 'device', 'fr')
    expect(item.insurance_product.name).toBe('Assurance appareils électroniques')
    expect(item.list_items[0]).toEqual({ label: 'Couverture', value: 'Vol et dommages', type: 'text' })
  })

  it('refuses a product already in the cart, also two adds at once', async () => {
    expect(await nonFieldErrors(await add(token, 'business_liability'))).toEqual(['already_in_cart'])
    const [a, b] = await Promise.all([add(token, 'death_risk'), add(token, 'death_risk')])
    expect([a.status, b.status].sort()).toEqual([201, 400])
    const items = await cart(token)
    expect(items.filter((i) => i.insurance_product.type === 'death_risk')).toHaveLength(1)
  })

  it('keeps the price an item was added at', async () => {
    const before = (await cart(token)).find((i) => i.insurance_product.type === 'business_liability')
    await setProfession(t, token, 'yogadocent') // risk class 2: business liability 30.49 now
    const after = (await cart(token)).find((i) => i.insurance_product.type === 'business_liability')
    expect(after).toEqual(before)
    await setProfession(t, token, 'webdeveloper')
  })

  it('answers notAvailable for a product the profession may not buy, or without a profession', async () => {
    const roofer = await customer(t, 'c-roofer', 'dakdekker')
    for (const type of ['professional_liability', 'aov_acture'] as const) {
      expect(await fieldErrors(await add(roofer, type))).toEqual({ insurance_product: ['notAvailable'] })
    }
    const item = await added(roofer, 'business_liability')
    expect(item.insurance_product.price).toBe('60.98')
    const none = await customer(t, 'c-none', null)
    expect(await fieldErrors(await add(none, 'device'))).toEqual({ insurance_product: ['notAvailable'] })
    expect(await cart(none)).toEqual([])
  })

  it('answers notFound for an unknown product', async () => {
    const res = await as(t, token, 'POST', '/cart-item', { insurance_product: 999_999 })
    expect(await fieldErrors(res)).toEqual({ insurance_product: ['notFound'] })
  })

  it('answers 400 with field errors for bad bodies, 413 for a huge one, never storing anything', async () => {
    const before = await cart(token)
    const cases: unknown[] = [
      {},
      { insurance_product: 'x' },
      { insurance_product: '1' },
      { insurance_product: 0 },
      { insurance_product: -3 },
      { insurance_product: 1.5 },
      { insurance_product: 2 ** 31 },
      { insurance_product: null },
      { insurance_product: [1] },
    ]
    for (const body of cases) {
      expect(Object.keys(await fieldErrors(await as(t, token, 'POST', '/cart-item', body)))).toEqual([
        'insurance_product',
      ])
    }
    for (const body of ['nope', '{"insurance_product":', '', 'null', '[]', '42']) {
      const res = await as(t, token, 'POST', '/cart-item', body)
      expect(res.status, body).toBe(400)
    }
    const huge = await as(t, token, 'POST', '/cart-item', { insurance_product: 1, pad: 'x'.repeat(20_000) })
    expect(huge.status).toBe(413)
    expect(await cart(token)).toEqual(before)
  })
})

describe('DELETE /cart-item/:id', () => {
  it("deletes the user's own item, and answers 404 for anyone else's without touching it", async () => {
    const alice = await customer(t, 'd-alice', 'webdeveloper')
    const bob = await customer(t, 'd-bob', 'webdeveloper')
    const mine = await added(alice, 'device')
    const his = await added(bob, 'device')
    await added(bob, 'aov')
    const bobsCart = await cart(bob)

    const stolen = await as(t, alice, 'DELETE', `/cart-item/${his.id}`)
    expect(stolen.status).toBe(404)
    expect((await errorOf(stolen)).code).toBe('not_found')
    expect(await cart(bob)).toEqual(bobsCart)

    expect((await as(t, alice, 'DELETE', `/cart-item/${mine.id}`)).status).toBe(204)
    expect(await cart(alice)).toEqual([])
    expect((await as(t, alice, 'DELETE', `/cart-item/${mine.id}`)).status).toBe(404)
    expect(await cart(bob)).toEqual(bobsCart)
  })

  it('answers a JSON 404 for ids that are not positive integers', async () => {
    const token = await customer(t, 'd-carol', 'webdeveloper')
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999', '2147483648', '%20']) {
      const res = await as(t, token, 'DELETE', `/cart-item/${bad}`)
      expect(res.status, bad).toBe(404)
      expect((await errorOf(res)).code).toBe('not_found')
    }
  })
})

describe('the checkout cart', () => {
  let token: string
  let items: Record<string, CartItem>
  beforeAll(async () => {
    token = await customer(t, 'k-web', 'webdeveloper')
    items = {}
    for (const type of ['car', 'allianz_content', 'aov', 'device', 'death_risk'] as const) {
      items[type] = await added(token, type)
    }
  })

  it('is an empty normal one until set', async () => {
    expect(await checkoutCart(token)).toEqual({ cart_item_ids: [], flow: 'normal' })
  })

  it('is set to items of one flow and answered back', async () => {
    const ids = [items.death_risk!.id, items.device!.id]
    const res = await putCheckout(token, { cart_item_ids: ids, flow: 'normal' })
    expect(res.status).toBe(200)
    const expected = { cart_item_ids: [items.device!.id, items.death_risk!.id], flow: 'normal' }
    expect(checkoutCartSchema.parse(await res.json())).toEqual(expected)
    expect(await checkoutCart(token)).toEqual(expected)
    // Setting it again replaces it.
    const car = await putCheckout(token, { cart_item_ids: [items.car!.id, items.car!.id], flow: 'car' })
    expect(car.status).toBe(200)
    expect(await checkoutCart(token)).toEqual({ cart_item_ids: [items.car!.id], flow: 'car' })
  })

  it('answers flowMismatch for an item of another flow, notFound for an item not in the cart', async () => {
    const before = await checkoutCart(token)
    const mismatch = [
      { cart_item_ids: [items.aov!.id], flow: 'normal' },
      { cart_item_ids: [items.device!.id, items.car!.id], flow: 'car' },
      { cart_item_ids: [items.allianz_content!.id], flow: 'aov' },
    ]
    for (const body of mismatch) {
      expect(await fieldErrors(await putCheckout(token, body))).toEqual({ cart_item_ids: ['flowMismatch'] })
    }
    const other = await customer(t, 'k-other', 'webdeveloper')
    const foreign = await added(other, 'device')
    for (const id of [foreign.id, 999_999]) {
      const res = await putCheckout(token, { cart_item_ids: [items.device!.id, id], flow: 'normal' })
      expect(await fieldErrors(res)).toEqual({ cart_item_ids: ['notFound'] })
    }
    expect(await checkoutCart(token)).toEqual(before)
    expect(await checkoutCart(other)).toEqual({ cart_item_ids: [], flow: 'normal' })
  })

  it('answers 400 with field errors for bad bodies', async () => {
    const cases: [unknown, string][] = [
      [{ flow: 'normal' }, 'cart_item_ids'],
      [{ cart_item_ids: 'x', flow: 'normal' }, 'cart_item_ids'],
      [{ cart_item_ids: Array.from({ length: 51 }, (_, i) => i + 1), flow: 'normal' }, 'cart_item_ids'],
      [{ cart_item_ids: [1], flow: 'express' }, 'flow'],
      [{ cart_item_ids: [1] }, 'flow'],
      [{ cart_item_ids: ['1'], flow: 'normal' }, 'cart_item_ids.0'],
      [{ cart_item_ids: [0], flow: 'normal' }, 'cart_item_ids.0'],
    ]
    for (const [body, field] of cases) {
      expect(Object.keys(await fieldErrors(await putCheckout(token, body)))).toEqual([field])
    }
    expect((await putCheckout(token, 'nope')).status).toBe(400)
    expect(
      (await putCheckout(token, { cart_item_ids: [], flow: 'normal', pad: 'x'.repeat(9000) })).status,
    ).toBe(413)
  })

  it('loses an item deleted from the cart', async () => {
    expect(
      (await putCheckout(token, { cart_item_ids: [items.device!.id, items.death_risk!.id], flow: 'normal' }))
        .status,
    ).toBe(200)
    expect((await as(t, token, 'DELETE', `/cart-item/${items.device!.id}`)).status).toBe(204)
    expect(await checkoutCart(token)).toEqual({ cart_item_ids: [items.death_risk!.id], flow: 'normal' })
  })

  it('is cleared by DELETE (back to an empty normal one), keeping the cart', async () => {
    expect((await putCheckout(token, { cart_item_ids: [items.aov!.id], flow: 'aov' })).status).toBe(200)
    const res = await as(t, token, 'DELETE', '/cart-item/checkout-cart')
    expect(res.status).toBe(204)
    expect(await checkoutCart(token)).toEqual({ cart_item_ids: [], flow: 'normal' })
    expect(await cart(token)).toHaveLength(4)
  })
})

describe('POST /cart-item/clear', () => {
  it("empties the user's cart and checkout cart, not anyone else's", async () => {
    const token = await customer(t, 'x-me', 'webdeveloper')
    const other = await customer(t, 'x-other', 'webdeveloper')
    const item = await added(token, 'device')
    await added(token, 'death_risk')
    await added(other, 'device')
    expect((await putCheckout(token, { cart_item_ids: [item.id], flow: 'normal' })).status).toBe(200)
    const othersCart = await cart(other)

    expect((await as(t, token, 'POST', '/cart-item/clear')).status).toBe(204)
    expect(await cart(token)).toEqual([])
    expect(await checkoutCart(token)).toEqual({ cart_item_ids: [], flow: 'normal' })
    expect(await cart(other)).toEqual(othersCart)
    // Clearing an empty cart is fine too.
    expect((await as(t, token, 'POST', '/cart-item/clear')).status).toBe(204)
  })
})

describe('POST /cart-item/prepare-checkout', () => {
  const prepare = (token: string, locale: Locale = 'nl') =>
    as(t, token, 'POST', '/cart-item/prepare-checkout', undefined, locale)

  it('answers cart_empty for an empty cart', async () => {
    const token = await customer(t, 'q-empty', 'webdeveloper')
    expect(await nonFieldErrors(await prepare(token))).toEqual(['cart_empty'])
  })

  it('answers the cart and today in Amsterdam as the entry date', async () => {
    const token = await customer(t, 'q-ok', 'webdeveloper')
    await added(token, 'aov')
    await added(token, 'device')
    const res = await prepare(token, 'en')
    expect(res.status).toBe(200)
    const body = prepareCheckoutResponseSchema.parse(await res.json())
    expect(body.result).toEqual(await cart(token, 'en'))
    expect(body.entry_date).toBe(amsterdamDate(new Date()))
  })

  it('with start=single_group makes a one-group cart the checkout cart in the same call', async () => {
    const token = await customer(t, 'q-start', 'webdeveloper')
    const liability = await added(token, 'professional_liability')
    const device = await added(token, 'device')
    const other = await customer(t, 'q-start-other', 'webdeveloper')
    await added(other, 'device')
    const res = await as(t, token, 'POST', '/cart-item/prepare-checkout?start=single_group')
    expect(res.status).toBe(200)
    const body = prepareCheckoutResponseSchema.parse(await res.json())
    const started = { cart_item_ids: [liability.id, device.id], flow: 'normal' }
    expect(body.checkout_cart).toEqual(started)
    expect(body.result.map((item) => item.id)).toEqual([liability.id, device.id])
    expect(await checkoutCart(token)).toEqual(started)
    // Another customer's checkout cart is not touched.
    expect(await checkoutCart(other)).toEqual({ cart_item_ids: [], flow: 'normal' })
  })

  it('with start=single_group leaves a cart of several groups to the app (the disclaimer comes first)', async () => {
    const token = await customer(t, 'q-start-two', 'webdeveloper')
    await added(token, 'aov')
    await added(token, 'device')
    const res = await as(t, token, 'POST', '/cart-item/prepare-checkout?start=single_group')
    expect(res.status).toBe(200)
    expect(prepareCheckoutResponseSchema.parse(await res.json()).checkout_cart).toBeNull()
    expect(await checkoutCart(token)).toEqual({ cart_item_ids: [], flow: 'normal' })
  })

  it('without start sets no checkout cart, and refuses an unknown start with a field error', async () => {
    const token = await customer(t, 'q-start-bad', 'webdeveloper')
    await added(token, 'device')
    const plain = prepareCheckoutResponseSchema.parse(await (await prepare(token)).json())
    expect(plain.checkout_cart).toBeUndefined()
    expect(await checkoutCart(token)).toEqual({ cart_item_ids: [], flow: 'normal' })
    const bad = await as(t, token, 'POST', '/cart-item/prepare-checkout?start=everything')
    expect(Object.keys((await fieldErrors(bad)) ?? {})).toEqual(['start'])
    expect(await checkoutCart(token)).toEqual({ cart_item_ids: [], flow: 'normal' })
  })

  it('answers profession_required once the profession is gone', async () => {
    const token = await customer(t, 'q-gone', 'webdeveloper')
    await added(token, 'device')
    await setProfession(t, token, null)
    expect(await nonFieldErrors(await prepare(token))).toEqual(['profession_required'])
  })

  it('answers products_not_available when the new profession may not buy an item', async () => {
    const token = await customer(t, 'q-switch', 'webdeveloper')
    await added(token, 'professional_liability')
    await added(token, 'device')
    await setProfession(t, token, 'dakdekker')
    expect(await nonFieldErrors(await prepare(token))).toEqual(['products_not_available'])
    const [first] = await cart(token)
    expect((await as(t, token, 'DELETE', `/cart-item/${first!.id}`)).status).toBe(204)
    expect((await prepare(token)).status).toBe(200)
  })
})

describe('the cart cap', () => {
  it('holds at most 20 items (cart_full)', async () => {
    // The seed has ten products: more, only in this test database, to fill a cart.
    const extra = await t.database.db
      .insert(insuranceProducts)
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          slug: `test_extra_${i}`,
          type: 'device' as const,
          names: { nl: `Extra ${i}`, en: `Extra ${i}`, fr: `Extra ${i}`, de: `Extra ${i}` },
          descriptions: { nl: 'x', en: 'x', fr: 'x', de: 'x' },
          base_net_cents: 100,
        })),
      )
      .returning({ id: insuranceProducts.id })
    const token = await customer(t, 'cap', 'webdeveloper')
    const all = [...Object.values(ids), ...extra.map((e) => e.id)]
    expect(all).toHaveLength(21)
    for (const id of all.slice(0, 20)) {
      expect((await as(t, token, 'POST', '/cart-item', { insurance_product: id })).status).toBe(201)
    }
    const full = await as(t, token, 'POST', '/cart-item', { insurance_product: all[20] })
    expect(await nonFieldErrors(full)).toEqual(['cart_full'])
    expect(await cart(token)).toHaveLength(20)
    // Already in the cart says so, even when the cart is full.
    const again = await as(t, token, 'POST', '/cart-item', { insurance_product: all[0] })
    expect(await nonFieldErrors(again)).toEqual(['already_in_cart'])
  })
})
