// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AOV_PRESETS,
  MEDICAL_REVIEW_REFUSED,
  MEDICAL_REVIEW_REQUIRED,
  QUIZ_NOT_PASSED,
} from '../../api/contract/aov'
import { addDays, addYears, todayInNl } from '../../api/contract/date-rules'
import type { ProductType } from '../../api/contract/products'
import { call, errorOf, loginByExternalId } from './auth-helpers'
import {
  applicationBody,
  applied,
  passQuiz,
  reviewed,
  storedApplication,
  userIdOf,
  type ReviewedAs,
} from './aov-helpers'
import { createTestApp, type TestApp } from './helpers'
import { cartOf } from './purchase-helpers'
import { optionId, questionId } from './question-helpers'
import { as, customer, productIds, professionId, setProfession } from './product-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const today = todayInNl()
const apply = (token: string | undefined, body: unknown) => as(t, token, 'POST', '/aov/application', body)
const addToCart = async (token: string, type: ProductType) =>
  expect((await as(t, token, 'POST', '/cart-item', { insurance_product: ids[type] })).status).toBe(201)
/** The cart item's price and net price for the product, as `GET /cart-item` shows them. */
const cartPrice = async (token: string, type: ProductType) => {
  const item = (await cartOf(t, token)).find((i) => i.insurance_product.id === ids[type])
  return item && { price: item.insurance_product.price, net_price: item.insurance_product.net_price }
}
const refusedWith = async (res: Response) => {
  expect(res.status).toBe(400)
  const body = await errorOf(res)
  return { field_errors: body.field_errors, non_field_errors: body.non_field_errors }
}
const nonField = (code: string) => ({ field_errors: {}, non_field_errors: [code] })

/** A webdeveloper (risk class 1) who passed the aov quiz, was reviewed as `action` and has aov in the cart. */
async function ready(name: string, action: ReviewedAs = 'approve', type: ProductType = 'aov') {
  const token = await customer(t, name, 'webdeveloper')
  await passQuiz(t, token, ids[type])
  await reviewed(t, token, ids[type], action)
  await addToCart(token, type)
  return token
}

describe('POST /aov/application', () => {
  it('stores the confirmed premium and prices the cart item with it', async () => {
    const token = await ready('app-ok')
    // Until then: the medium preset for an example age of 35 (the birth date is not known yet).
    expect(await cartPrice(token, 'aov')).toEqual({ price: '118.56', net_price: '97.98' })
    expect(await applied(t, token, ids.aov)).toEqual({
      monthly_premium: '118.56',
      monthly_net: '97.98',
      insurance_tax: '20.58',
      insured: { monthly_benefit: '3000.00', yearly_benefit: '36000.00' },
      options: AOV_PRESETS.medium,
      medical_loading: false,
    })
    expect(await cartPrice(token, 'aov')).toEqual({ price: '118.56', net_price: '97.98' })
    expect(await storedApplication(t, await userIdOf(t, token), ids.aov)).toMatchObject({
      review_action: 'approve',
      birth_date: addYears(today, -35),
      options: AOV_PRESETS.medium,
      monthly_premium_cents: 11856,
      monthly_net_cents: 9798,
    })
  })

  it('replaces the application when the customer changes a choice', async () => {
    const token = await ready('app-again')
    await applied(t, token, ids.aov)
    const options = { ...AOV_PRESETS.large, covered_income: '€ 60.000' }
    const body = await applied(t, token, ids.aov, { options, birth_date: addYears(today, -25) })
    expect(body.options).toEqual(AOV_PRESETS.large)
    expect(await cartPrice(token, 'aov')).toEqual({
      price: body.monthly_premium,
      net_price: body.monthly_net,
    })
    expect(await storedApplication(t, await userIdOf(t, token), ids.aov)).toMatchObject({
      birth_date: addYears(today, -25),
      options: AOV_PRESETS.large,
    })
  })

  it('includes the medical loading after a price_increase review', async () => {
    const token = await ready('app-loading', 'price_increase')
    expect(await applied(t, token, ids.aov)).toMatchObject({
      monthly_premium: '148.19',
      monthly_net: '122.47',
      medical_loading: true,
    })
    expect(await cartPrice(token, 'aov')).toEqual({ price: '148.19', net_price: '122.47' })
  })

  it('keeps the confirmed price when an answer changes or the item is added again', async () => {
    const token = await ready('app-kept')
    await applied(t, token, ids.aov)
    // A question of the product with a price factor (14 days: × 1.25) reprices other items, not this one.
    const question = await questionId(t, 'aov', 'waiting_period')
    const option = await optionId(t, 'aov', 'waiting_period', 'days_14')
    expect((await as(t, token, 'POST', '/answers', { question, option })).status).toBe(201)
    expect(await cartPrice(token, 'aov')).toEqual({ price: '118.56', net_price: '97.98' })
    const [item] = await cartOf(t, token)
    expect((await as(t, token, 'DELETE', `/cart-item/${item!.id}`)).status).toBe(204)
    await addToCart(token, 'aov')
    expect(await cartPrice(token, 'aov')).toEqual({ price: '118.56', net_price: '97.98' })
  })

  it('clears the confirmed premium when the profession changes: it was priced for the old risk class', async () => {
    const token = await ready('app-profession')
    await applied(t, token, ids.aov)
    await setProfession(t, token, 'webdeveloper') // the same profession keeps it
    expect(await cartPrice(token, 'aov')).toEqual({ price: '118.56', net_price: '97.98' })
    await setProfession(t, token, 'dakdekker')
    // The cover chosen, priced for the roofer's risk class (4: × 2.10) until confirmed again.
    expect(await cartPrice(token, 'aov')).toEqual({ price: '248.96', net_price: '205.75' })
    expect(await storedApplication(t, await userIdOf(t, token), ids.aov)).toMatchObject({
      review_action: 'approve',
      birth_date: null,
      options: null,
      monthly_premium_cents: null,
    })
    // Confirmed again, at the roofer's risk class (4: × 2.10).
    expect((await applied(t, token, ids.aov)).monthly_net).toBe('205.75')
  })

  it('clears it too when a partner login brings another profession', async () => {
    const token = await ready('app-login')
    await applied(t, token, ids.aov)
    await loginByExternalId(t, 'zzp', 'app-login', { profession_id: await professionId(t, 'webdeveloper') })
    expect(await cartPrice(token, 'aov')).toEqual({ price: '118.56', net_price: '97.98' })
    await loginByExternalId(t, 'zzp', 'app-login', { profession_id: await professionId(t, 'dakdekker') })
    expect(await cartPrice(token, 'aov')).toEqual({ price: '248.96', net_price: '205.75' })
    expect(await storedApplication(t, await userIdOf(t, token), ids.aov)).toMatchObject({ options: null })
  })

  it('prices aov_acture the same way, in its own application', async () => {
    const token = await ready('app-acture', 'approve', 'aov_acture')
    expect((await applied(t, token, ids.aov_acture)).monthly_premium).toBe('118.56')
    expect(await cartPrice(token, 'aov_acture')).toEqual({ price: '118.56', net_price: '97.98' })
    const user = await userIdOf(t, token)
    expect(await storedApplication(t, user, ids.aov_acture)).toMatchObject({ monthly_premium_cents: 11856 })
    expect(await storedApplication(t, user, ids.aov)).toBeUndefined()
  })
})

describe('POST /aov/application refusals', () => {
  it('refuses before the knowledge quiz is passed', async () => {
    const token = await customer(t, 'app-no-quiz', 'webdeveloper')
    await addToCart(token, 'aov')
    expect(await refusedWith(await apply(token, applicationBody(ids.aov)))).toEqual(nonField(QUIZ_NOT_PASSED))
  })

  it('refuses without a stored medical review', async () => {
    const token = await customer(t, 'app-no-review', 'webdeveloper')
    await passQuiz(t, token, ids.aov)
    await addToCart(token, 'aov')
    expect(await refusedWith(await apply(token, applicationBody(ids.aov)))).toEqual(
      nonField(MEDICAL_REVIEW_REQUIRED),
    )
    expect(await cartPrice(token, 'aov')).toEqual({ price: '118.56', net_price: '97.98' })
  })

  it.each(['drop_out', 'reject', 'hard_drop_out'] as const)(
    'refuses after a review that ended in %s, and stores nothing',
    async (action) => {
      const token = await ready(`app-${action}`, action)
      expect(await refusedWith(await apply(token, applicationBody(ids.aov)))).toEqual(
        nonField(MEDICAL_REVIEW_REFUSED),
      )
      expect(await storedApplication(t, await userIdOf(t, token), ids.aov)).toMatchObject({
        review_action: action,
        options: null,
        monthly_premium_cents: null,
      })
      expect(await cartPrice(token, 'aov')).toEqual({ price: '118.56', net_price: '97.98' })
    },
  )

  it('refuses a product that is not in the cart', async () => {
    const token = await customer(t, 'app-no-cart', 'webdeveloper')
    await passQuiz(t, token, ids.aov)
    await reviewed(t, token, ids.aov)
    expect(await refusedWith(await apply(token, applicationBody(ids.aov)))).toEqual({
      field_errors: { product: ['notInCart'] },
      non_field_errors: [],
    })
    expect(await storedApplication(t, await userIdOf(t, token), ids.aov)).toMatchObject({
      options: null,
    })
  })

  it('refuses what /aov/premium refuses: another product, one the profession may not buy, no profession', async () => {
    const token = await ready('app-premium-rules')
    for (const product of [ids.car, 999_999])
      expect(await refusedWith(await apply(token, applicationBody(product)))).toEqual({
        field_errors: { product: ['notFound'] },
        non_field_errors: [],
      })
    // A roofer (risk class 4) may not buy aov_acture.
    const roofer = await customer(t, 'app-roofer', 'dakdekker')
    await passQuiz(t, roofer, ids.aov_acture)
    await reviewed(t, roofer, ids.aov_acture)
    expect(await refusedWith(await apply(roofer, applicationBody(ids.aov_acture)))).toEqual({
      field_errors: { product: ['notAvailable'] },
      non_field_errors: [],
    })
    const none = await customer(t, 'app-none', null)
    expect(await refusedWith(await apply(none, applicationBody(ids.aov)))).toEqual(
      nonField('profession_required'),
    )
  })

  let invalidCustomers = 0
  it.each([
    [{ product: 'x' }, { product: ['invalidType'] }],
    [{ product: undefined }, { product: ['required'] }],
    [{ birth_date: '1990-02-30' }, { birth_date: ['dateValidMessage'] }],
    [{ birth_date: addDays(addYears(today, -18), 1) }, { birth_date: ['birthDateMinDate'] }],
    [{ birth_date: addYears(today, -58) }, { birth_date: ['birthDateMaxDate'] }],
    [{ options: undefined }, { options: ['required'] }],
    [
      { options: { ...AOV_PRESETS.medium, covered_income: '125001' } },
      { 'options.covered_income': ['maxIncome'] },
    ],
    [
      { options: { ...AOV_PRESETS.medium, own_risk_days: 60 } },
      { 'options.own_risk_days': ['invalidChoice'] },
    ],
  ])('refuses %j with %j, and stores nothing', async (over, errors) => {
    const token = await ready(`app-invalid-${(invalidCustomers += 1)}`)
    expect(await refusedWith(await apply(token, applicationBody(ids.aov, over)))).toEqual({
      field_errors: errors,
      non_field_errors: [],
    })
    expect(await storedApplication(t, await userIdOf(t, token), ids.aov)).toMatchObject({ options: null })
  })

  it('answers 400 for a body that is no JSON object', async () => {
    const token = await ready('app-raw')
    for (const body of ['{"product":', '[]', 'null', '"x"']) {
      const res = await t.app.request('http://zzp.localhost/aov/application', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      })
      expect(res.status, body).toBe(400)
    }
  })

  it('answers 401 without a valid access token, and stores nothing', async () => {
    const { refresh } = await loginByExternalId(t, 'zzp', 'app-refresh')
    for (const token of [undefined, 'x.y.z', refresh]) {
      const res = await apply(token, applicationBody(ids.aov))
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('not_authenticated')
    }
    // A token of another partner's host is not one of this host.
    const token = await ready('app-other-host')
    const res = await call(t, 'POST', '/aov/application', applicationBody(ids.aov), {
      token,
      host: 'kroonbank.localhost',
    })
    expect(res.status).toBe(401)
    expect(await storedApplication(t, await userIdOf(t, token), ids.aov)).toMatchObject({ options: null })
  })
})
