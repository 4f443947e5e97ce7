// @vitest-environment node
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartResponseSchema, type CartItem } from '../../api/contract/cart'
import { addDays, addMonths, todayInNl } from '../../api/contract/date-rules'
import type { ProductType } from '../../api/contract/products'
import { cartItems } from '../../api/server/db/schema'
import { call, errorOf, loginByExternalId } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { answerSafely, cartOf, checkoutOf, purchased, validBody } from './purchase-helpers'
import { as, customer, productIds, professionId } from './product-helpers'

/**
 * One start date (issue 17 item 6): the cart shows the day the policy would start, the payment step's
 * choice becomes it (`PUT /cart-item/start-date`), and the purchase starts the policy on the day chosen.
 */

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const today = todayInNl()
const startLine = (item: CartItem) => item.list_items.find((line) => line.type === 'date')?.value
const choose = (token: string, startDate: unknown, host?: string) =>
  host
    ? call(t, 'PUT', '/cart-item/start-date', { start_date: startDate }, { token, host })
    : as(t, token, 'PUT', '/cart-item/start-date', { start_date: startDate })

/** A webdeveloper with the products in the cart, answered, as the checkout cart. */
async function shopper(name: string, types: ProductType[]) {
  const token = await customer(t, name, 'webdeveloper')
  for (const type of types) await answerSafely(t, token, ids, type)
  await checkoutOf(t, token, ids, types)
  return token
}

describe('the start date the cart shows', () => {
  it('is the earliest allowed day until the customer chooses: today on zzp', async () => {
    const token = await shopper('sd-default', ['business_liability'])
    const [item] = await cartOf(t, token)
    expect(item!.start_date).toBe(today)
    expect(startLine(item!)).toBe(today)
  })

  it('is tomorrow on kroonbank, whose policies start tomorrow at the earliest', async () => {
    const host = 'kroonbank.localhost'
    const { access } = await loginByExternalId(t, 'kroonbank', 'sd-kroon')
    const profession = await professionId(t, 'webdeveloper')
    expect((await call(t, 'PATCH', '/users/me', { profession }, { token: access, host })).status).toBe(200)
    await answerSafely(t, access, ids, 'device', {}, host)
    const [item] = await checkoutOf(t, access, ids, ['device'], 'normal', host)
    expect(item!.start_date).toBe(addDays(today, 1))
    expect(startLine(item!)).toBe(addDays(today, 1))
    // Today is refused there, as the purchase refuses it.
    const res = await choose(access, today, host)
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors).toEqual({ start_date: ['minDateReached'] })
  })
})

describe('PUT /cart-item/start-date', () => {
  it('makes the chosen day the start date of every checkout item, and the purchase starts on it', async () => {
    const token = await shopper('sd-choose', ['business_liability', 'device'])
    const chosen = addDays(today, 9)
    const res = await choose(token, chosen)
    expect(res.status).toBe(200)
    const answered = cartResponseSchema.parse(await res.json()).result
    expect(answered.map((i) => [i.start_date, startLine(i)])).toEqual([
      [chosen, chosen],
      [chosen, chosen],
    ])
    expect(await cartOf(t, token)).toEqual(answered)
    const result = await purchased(t, token, validBody(today, chosen))
    expect(result.outcome).toBe('insured')
    expect(result.policies.map((p) => p.start_date)).toEqual([chosen, chosen])
    expect(result.invoice?.due_date).toBe(chosen)
  })

  it('leaves items outside the checkout cart at the earliest day', async () => {
    const token = await shopper('sd-outside', ['business_liability'])
    expect((await as(t, token, 'POST', '/cart-item', { insurance_product: ids.car })).status).toBe(201)
    expect((await choose(token, addDays(today, 3))).status).toBe(200)
    const byType = new Map((await cartOf(t, token)).map((i) => [i.insurance_product.type, i.start_date]))
    expect(byType.get('business_liability')).toBe(addDays(today, 3))
    expect(byType.get('car')).toBe(today)
  })

  it('refuses a day before today or over a month ahead, and changes nothing', async () => {
    const token = await shopper('sd-bounds', ['device'])
    const errors = async (value: unknown) => {
      const res = await choose(token, value)
      expect(res.status).toBe(400)
      return (await errorOf(res)).field_errors
    }
    expect(await errors(addDays(today, -1))).toEqual({ start_date: ['minDateReached'] })
    expect(await errors(addDays(addMonths(today, 1), 1))).toEqual({ start_date: ['maxDateReached'] })
    expect(await errors('2026-02-30')).toEqual({ start_date: ['dateValidMessage'] })
    expect(await errors(undefined)).toEqual({ start_date: ['required'] })
    expect((await cartOf(t, token))[0]!.start_date).toBe(today)
    // The last day allowed is allowed.
    expect((await choose(token, addMonths(today, 1))).status).toBe(200)
  })

  it('refuses without a checkout cart (cart_empty)', async () => {
    const token = await customer(t, 'sd-empty', 'webdeveloper')
    expect((await as(t, token, 'POST', '/cart-item', { insurance_product: ids.device })).status).toBe(201)
    const res = await choose(token, today)
    expect(res.status).toBe(400)
    expect((await errorOf(res)).non_field_errors).toEqual(['cart_empty'])
  })

  it('shows a chosen day the rules no longer allow (it has passed) as the earliest allowed', async () => {
    const token = await shopper('sd-passed', ['device'])
    const [item] = await cartOf(t, token)
    await t.database.db
      .update(cartItems)
      .set({ start_date: addDays(today, -2) })
      .where(and(eq(cartItems.id, item!.id)))
    expect((await cartOf(t, token))[0]!.start_date).toBe(today)
  })
})
