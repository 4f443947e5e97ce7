// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { cartResponseSchema } from '../../api/contract/cart'
import { insuranceProducts, questionOptions, questions } from '../../api/server/db/schema'
import { withPriceFactors } from '../../api/server/products/price-factors'
import { addDays, addYears, todayInNl } from '../../api/contract/date-rules'
import type { ProductType } from '../../api/contract/products'
import { additionalAnswerDetailSchema, answersResponseSchema } from '../../api/contract/questions'
import { errorOf, loginByExternalId } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'
import { answered, changed, optionId, questionId } from './question-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const q = (type: ProductType, key: string) => questionId(t, type, key)
const o = (type: ProductType, key: string, option: string) => optionId(t, type, key, option)
const post = (token: string, body: unknown, query = '') => as(t, token, 'POST', `/answers${query}`, body)
const fieldErrors = async (res: Response) => {
  expect(res.status).toBe(400)
  const body = await errorOf(res)
  expect(body.code).toBe('validation_error')
  return body.field_errors
}
const summaries = async (token: string, query = '') => {
  const res = await as(t, token, 'GET', `/answers${query}`)
  expect(res.status).toBe(200)
  return answersResponseSchema.parse(await res.json()).result
}
/** Price and net price of the customer's cart item for `type` (GET /cart-item). */
const cartPrice = async (token: string, type: ProductType) => {
  const res = await as(t, token, 'GET', '/cart-item')
  const item = cartResponseSchema
    .parse(await res.json())
    .result.find((i) => i.insurance_product.type === type)
  return item && [item.insurance_product.price, item.insurance_product.net_price]
}
/** A multi-select price question of the product with `{ option key: price factor }`, for this file's tests. */
async function multiQuestion(type: ProductType, key: string, factors: Record<string, string>) {
  const { db } = t.database
  const [product] = await db.select().from(insuranceProducts).where(eq(insuranceProducts.slug, type))
  const texts = { nl: key, en: key, fr: key, de: key }
  const [question] = await db
    .insert(questions)
    .values({ insurance_product_id: product!.id, key, group: 'price', type: 'multi', texts, position: 99 })
    .returning()
  const rows = await db
    .insert(questionOptions)
    .values(
      Object.entries(factors).map(([option, price_factor], position) => ({
        question_id: question!.id,
        key: option,
        texts,
        price_factor,
        position,
      })),
    )
    .returning()
  return { id: question!.id, options: Object.fromEntries(rows.map((r) => [r.key, r.id])) }
}
const addToCart = async (token: string, type: ProductType) =>
  expect((await as(t, token, 'POST', '/cart-item', { insurance_product: ids[type] })).status).toBe(201)

describe('authentication', () => {
  it('answers 401 on every call without a valid access token', async () => {
    const { refresh } = await loginByExternalId(t, 'zzp', 'a-refresh')
    const calls: [string, string, unknown?][] = [
      ['GET', '/answers'],
      ['GET', '/answers?question=1'],
      ['POST', '/answers', { question: 1, option: 1 }],
      ['PATCH', '/answers/1', { option: 1 }],
      ['POST', '/additional-answer-details', { reason: 'x', answer: 1 }],
      ['PATCH', '/additional-answer-details/1', { reason: 'x' }],
    ]
    for (const [method, path, body] of calls) {
      for (const token of [undefined, 'not-a-token', refresh]) {
        const res = await as(t, token, method, path, body)
        expect(res.status, `${method} ${path}`).toBe(401)
        expect((await errorOf(res)).code).toBe('not_authenticated')
      }
    }
  })
})

describe('POST /answers', () => {
  let token: string
  beforeAll(async () => {
    token = await customer(t, 'a-post', 'webdeveloper')
  })

  it('stores an answer of each type in its own field', async () => {
    const claims = await q('business_liability', 'claims_last_5_years')
    const no = await o('business_liability', 'claims_last_5_years', 'no')
    expect(await answered(t, token, { question: claims, option: no })).toEqual({
      id: expect.any(Number),
      question: claims,
      option: no,
      date_value: null,
      money_value: null,
      float_value: null,
      text_value: null,
      files: [],
      multi_select_options: [],
      override: false,
    })
    const [laptop, camera] = [
      await o('device', 'device_types', 'laptop'),
      await o('device', 'device_types', 'camera'),
    ]
    const multi = await answered(t, token, {
      question: await q('device', 'device_types'),
      multi_select_options: [laptop, camera, laptop],
      option: null,
      files: [],
    })
    expect(multi).toMatchObject({ option: null, multi_select_options: [laptop, camera] })
    const date = await answered(t, token, {
      question: await q('aov', 'birth_date'),
      date_value: '1992-02-29',
    })
    expect(date.date_value).toBe('1992-02-29')
    const money = await answered(t, token, {
      question: await q('aov', 'insured_income'),
      money_value: '45000',
    })
    expect(money.money_value).toBe('45000.00')
    const number = await answered(t, token, { question: await q('car', 'claim_free_years'), float_value: -4 })
    expect(number.float_value).toBe(-4)
    const decimal = await answered(t, token, {
      question: await q('business_liability', 'employees'),
      float_value: 2.5,
    })
    expect(decimal.float_value).toBe(2.5)
    const text = await answered(t, token, {
      question: await q('professional_liability', 'activities'),
      text_value: '  Websites bouwen voor het mkb  ',
      date_value: null,
    })
    expect(text.text_value).toBe('Websites bouwen voor het mkb')
  })

  it('accepts a money answer up to the income cap and any short `type` query', async () => {
    const other = await customer(t, 'a-cap', 'webdeveloper')
    const income = await q('aov', 'insured_income')
    const res = await post(other, { question: income, money_value: '125000.00' }, '?type=price')
    expect(res.status).toBe(201)
    const long = await post(other, { question: income, money_value: '1.00' }, `?type=${'x'.repeat(65)}`)
    expect(await fieldErrors(long)).toEqual({ type: ['tooLong'] })
  })

  it('answers 400 with field errors for values that do not fit the question, storing nothing', async () => {
    const before = await summaries(token)
    const single = await q('allianz_liability', 'dog_owner')
    const multi = await q('allianz_content', 'valuables')
    const date = await q('death_risk', 'birth_date')
    const purchased = await q('device', 'purchase_date')
    const today = todayInNl()
    const money = await q('aov', 'insured_income')
    const number = await q('allianz_building', 'construction_year')
    const text = await q('death_risk', 'beneficiary')
    const foreign = await o('business_liability', 'claims_last_5_years', 'yes')
    const jewellery = await o('allianz_content', 'valuables', 'jewellery')
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { question: ['required'] }],
      [{ question: 'x', option: 1 }, { question: ['invalidType'] }],
      [{ question: 0 }, { question: ['tooShort'] }],
      [{ question: 999_999, option: 1 }, { question: ['notFound'] }],
      [{ question: single }, { option: ['required'] }],
      [{ question: single, option: null }, { option: ['required'] }],
      [{ question: single, option: foreign }, { option: ['invalidChoice'] }],
      [{ question: single, option: '1' }, { option: ['invalidType'] }],
      [
        { question: single, option: await o('allianz_liability', 'dog_owner', 'no'), text_value: 'x' },
        { text_value: ['notAllowed'] },
      ],
      [{ question: multi }, { multi_select_options: ['required'] }],
      [{ question: multi, multi_select_options: [] }, { multi_select_options: ['required'] }],
      [
        { question: multi, multi_select_options: [jewellery, foreign] },
        { multi_select_options: ['invalidChoice'] },
      ],
      [{ question: multi, option: jewellery, multi_select_options: [jewellery] }, { option: ['notAllowed'] }],
      [{ question: date, date_value: '1990-2-28' }, { date_value: ['dateValidMessage'] }],
      [{ question: date, date_value: '1990-02-30' }, { date_value: ['dateValidMessage'] }],
      [{ question: date, date_value: '1991-02-29' }, { date_value: ['dateValidMessage'] }],
      [{ question: date, date_value: '0000-01-01' }, { date_value: ['dateValidMessage'] }],
      [{ question: date, date_value: '28-02-1990' }, { date_value: ['dateValidMessage'] }],
      [{ question: date, date_value: '1990-02-28T00:00:00Z' }, { date_value: ['dateValidMessage'] }],
      // A birth date follows the birth-date rules (forms §5), a purchase date is never in the future.
      [{ question: date, date_value: addYears(today, -10) }, { date_value: ['birthDateMinDate'] }],
      [{ question: date, date_value: addYears(today, -101) }, { date_value: ['birthDate100YearMaxDate'] }],
      [{ question: purchased, date_value: addDays(today, 1) }, { date_value: ['dateInFuture'] }],
      [{ question: money, money_value: '125000.01' }, { money_value: ['maxIncome'] }],
      [{ question: money, money_value: '45000.5' }, { money_value: ['invalidFormat'] }],
      [{ question: money, money_value: '-1' }, { money_value: ['invalidFormat'] }],
      [{ question: money, money_value: '4.5e4' }, { money_value: ['invalidFormat'] }],
      [{ question: money, money_value: '€ 45.000' }, { money_value: ['invalidFormat'] }],
      [{ question: money, money_value: 45000 }, { money_value: ['invalidType'] }],
      [
        { question: money, float_value: 45000 },
        { money_value: ['required'], float_value: ['notAllowed'] },
      ],
      [{ question: number, float_value: '1990' }, { float_value: ['invalidType'] }],
      [{ question: number }, { float_value: ['required'] }],
      [{ question: text, text_value: '' }, { text_value: ['required'] }],
      [{ question: text, text_value: '   ' }, { text_value: ['required'] }],
      [{ question: text, text_value: 'x'.repeat(2001) }, { text_value: ['tooLong'] }],
      [{ question: text, text_value: 'a\u0000b' }, { text_value: ['invalid'] }],
      // Nobody has uploaded a document here (documents.test.ts covers own and other users' documents).
      [{ question: text, text_value: 'Mijn partner', files: [12] }, { files: ['notFound'] }],
      [{ question: text, text_value: 'Mijn partner', files: 'x' }, { files: ['invalidType'] }],
    ]
    for (const [body, errors] of cases) {
      expect(await fieldErrors(await post(token, body)), JSON.stringify(body)).toEqual(errors)
    }
    // A number too large for JSON (1e999 parses to Infinity) is not a number.
    const infinite = await post(token, `{"question":${number},"float_value":1e999}`)
    expect(await fieldErrors(infinite)).toEqual({ float_value: ['invalidType'] })
    for (const body of ['nope', '{"question":', '', 'null', '[]', '42']) {
      const res = await post(token, body)
      expect(res.status, body).toBe(400)
      expect(['invalid_json', 'validation_error']).toContain((await errorOf(res)).code)
    }
    const huge = await post(token, { question: text, text_value: 'x'.repeat(40_000) })
    expect(huge.status).toBe(413)
    expect(await summaries(token)).toEqual(before)
  })

  it('refuses a second answer to the same question, also two at once', async () => {
    const question = await q('business_liability', 'insurer_refused')
    const no = await o('business_liability', 'insurer_refused', 'no')
    const first = await answered(t, token, { question, option: no })
    const again = await post(token, { question, option: no })
    expect(again.status).toBe(400)
    expect((await errorOf(again)).non_field_errors).toEqual(['already_answered'])
    const other = await customer(t, 'a-twice', null)
    const [a, b] = await Promise.all([
      post(other, { question, option: no }),
      post(other, { question, option: no }),
    ])
    expect([a.status, b.status].sort()).toEqual([201, 400])
    expect(await summaries(other, `?question=${question}`)).toHaveLength(1)
    expect((await summaries(token, `?question=${question}`)).map((s) => s.id)).toEqual([first.id])
  })
})

describe('PATCH /answers/{id}', () => {
  let token: string
  let other: string
  beforeAll(async () => {
    token = await customer(t, 'a-patch', 'webdeveloper')
    other = await customer(t, 'a-patch-other', 'webdeveloper')
  })

  it('replaces the given fields and keeps the others', async () => {
    const question = await q('death_risk', 'insured_amount')
    const [small, large] = [
      await o('death_risk', 'insured_amount', 'eur_50k'),
      await o('death_risk', 'insured_amount', 'eur_200k'),
    ]
    const answer = await answered(t, token, { question, option: small })
    expect(await changed(t, token, answer.id, { option: large })).toEqual({ ...answer, option: large })
    expect(await changed(t, token, answer.id, {})).toEqual({ ...answer, option: large })
    const res = await as(t, token, 'PATCH', `/answers/${answer.id}?type=price`, { option: small, files: [] })
    expect(res.status).toBe(200)
    const text = await answered(t, token, {
      question: await q('death_risk', 'beneficiary'),
      text_value: 'Mijn partner',
    })
    expect(await changed(t, token, text.id, { text_value: ' Mijn kinderen ' })).toMatchObject({
      text_value: 'Mijn kinderen',
    })
  })

  it('answers 400 when the result would not fit the question, 404 for an answer that is not the user’s', async () => {
    const question = await q('death_risk', 'smoker')
    const answer = await answered(t, token, { question, option: await o('death_risk', 'smoker', 'no') })
    const patch = (id: number | string, body: unknown, as_ = token) =>
      as(t, as_, 'PATCH', `/answers/${id}`, body)
    expect(await fieldErrors(await patch(answer.id, { option: null }))).toEqual({ option: ['required'] })
    expect(
      await fieldErrors(
        await patch(answer.id, { option: await o('death_risk', 'insured_amount', 'eur_50k') }),
      ),
    ).toEqual({
      option: ['invalidChoice'],
    })
    expect(await fieldErrors(await patch(answer.id, { date_value: '2000-01-01' }))).toEqual({
      date_value: ['notAllowed'],
    })
    expect(await fieldErrors(await patch(answer.id, { money_value: 12 }))).toEqual({
      money_value: ['invalidType'],
    })
    expect((await patch(answer.id, 'nope')).status).toBe(400)
    for (const id of [answer.id + 100_000, 'x', '0', '1.5', '99999999999']) {
      const res = await patch(id, { option: answer.option })
      expect(res.status, String(id)).toBe(404)
      expect((await errorOf(res)).code).toBe('not_found')
    }
    // Another customer's answer does not exist for them, and stays as it is.
    const yes = await o('death_risk', 'smoker', 'yes')
    expect((await patch(answer.id, { option: yes }, other)).status).toBe(404)
    const [mine] = await summaries(token, `?question=${question}`)
    expect(mine?.option).toBe(answer.option)
  })
})

describe('GET /answers', () => {
  it('lists the customer’s own answers, all or for one question', async () => {
    const token = await customer(t, 'a-list', null)
    const other = await customer(t, 'a-list-other', null)
    const dog = await q('allianz_liability', 'dog_owner')
    const claims = await q('allianz_liability', 'claims_last_5_years')
    const a = await answered(t, token, {
      question: dog,
      option: await o('allianz_liability', 'dog_owner', 'yes'),
    })
    const b = await answered(t, token, {
      question: claims,
      option: await o('allianz_liability', 'claims_last_5_years', 'no'),
    })
    await answered(t, other, { question: dog, option: await o('allianz_liability', 'dog_owner', 'no') })
    expect(await summaries(token, `?question=${dog}`)).toEqual([
      { id: a.id, option: a.option, question: dog, override: false },
    ])
    expect((await summaries(token)).map((s) => s.id)).toEqual([a.id, b.id])
    expect(await summaries(token, '?question=999999')).toEqual([])
    for (const query of ['?question=x', '?question=0', '?question=']) {
      expect(await fieldErrors(await as(t, token, 'GET', `/answers${query}`))).toEqual({
        question: ['invalidFormat'],
      })
    }
  })
})

describe('prices follow the answers', () => {
  it('reprices the cart item in GET /cart-item when an answer is given, changed or replaced', async () => {
    const token = await customer(t, 'a-price', 'webdeveloper')
    await addToCart(token, 'business_liability')
    expect(await cartPrice(token, 'business_liability')).toEqual(['21.78', '18.00'])
    const claims = await answered(t, token, {
      question: await q('business_liability', 'claims_last_5_years'),
      option: await o('business_liability', 'claims_last_5_years', 'no'),
    })
    expect(claims.id).toBeGreaterThan(0)
    expect(await cartPrice(token, 'business_liability')).toEqual(['21.78', '18.00']) // factor 1.00
    const revenue = await answered(t, token, {
      question: await q('business_liability', 'annual_revenue'),
      option: await o('business_liability', 'annual_revenue', 'up_to_250k'),
    })
    expect(await cartPrice(token, 'business_liability')).toEqual(['27.23', '22.50']) // 2178 × 1.25 = 2722.5
    const onSite = await answered(t, token, {
      question: await q('business_liability', 'works_at_client_sites'),
      option: await o('business_liability', 'works_at_client_sites', 'yes'),
    })
    expect(await cartPrice(token, 'business_liability')).toEqual(['29.95', '24.75']) // × 1.10: 2994.75
    await changed(t, token, revenue.id, {
      option: await o('business_liability', 'annual_revenue', 'over_250k'),
    })
    expect(await cartPrice(token, 'business_liability')).toEqual(['38.33', '31.68']) // 2178 × 1.76 = 3833.28
    await changed(t, token, onSite.id, {
      option: await o('business_liability', 'works_at_client_sites', 'no'),
    })
    expect(await cartPrice(token, 'business_liability')).toEqual(['34.85', '28.80'])
    await changed(t, token, revenue.id, {
      option: await o('business_liability', 'annual_revenue', 'up_to_100k'),
    })
    expect(await cartPrice(token, 'business_liability')).toEqual(['21.78', '18.00'])
  })

  it('prices a product added after its answers with them, multi-select options included', async () => {
    // No seeded product priced by its answers asks a multi-select (those of home and device insurance are
    // priced by their quotes, cart/quoted-price.ts): this file's database gets one for death-risk cover.
    const question = await multiQuestion('death_risk', 'risky_hobbies', { diving: '1.10', climbing: '1.40' })
    const token = await customer(t, 'a-price-later', 'webdeveloper')
    await answered(t, token, {
      question: question.id,
      multi_select_options: [question.options.diving!, question.options.climbing!],
    })
    await answered(t, token, {
      question: await q('death_risk', 'smoker'),
      option: await o('death_risk', 'smoker', 'yes'),
    })
    await addToCart(token, 'death_risk')
    // 1452 × 1.10 × 1.40 × 1.60 = 3577.73; net 1200 × 2.464 = 2956.8
    expect(await cartPrice(token, 'death_risk')).toEqual(['35.78', '29.57'])
    await t.database.db.delete(questions).where(eq(questions.id, question.id))
  })

  it('only reprices the customer’s own item of the question’s product; a price calculated later stays null', async () => {
    const token = await customer(t, 'a-price-own', 'webdeveloper')
    const other = await customer(t, 'a-price-own-other', 'webdeveloper')
    for (const who of [token, other]) {
      await addToCart(who, 'death_risk')
      await addToCart(who, 'car')
    }
    await answered(t, token, {
      question: await q('death_risk', 'smoker'),
      option: await o('death_risk', 'smoker', 'yes'),
    })
    await answered(t, token, {
      question: await q('car', 'km_per_year'),
      option: await o('car', 'km_per_year', 'over_20k'),
    })
    expect(await cartPrice(token, 'death_risk')).toEqual(['23.23', '19.20']) // 1452 × 1.60 = 2323.2
    expect(await cartPrice(other, 'death_risk')).toEqual(['14.52', '12.00'])
    expect(await cartPrice(token, 'car')).toEqual([null, null])
  })

  it('counts every answer when several are saved at once', async () => {
    const token = await customer(t, 'a-price-race', 'webdeveloper')
    await addToCart(token, 'business_liability')
    const [gross, net] = (await cartPrice(token, 'business_liability'))!.map((p) =>
      Math.round(Number(p) * 100),
    )
    const bodies = [
      {
        question: await q('business_liability', 'annual_revenue'),
        option: await o('business_liability', 'annual_revenue', 'up_to_250k'),
      },
      {
        question: await q('business_liability', 'works_at_client_sites'),
        option: await o('business_liability', 'works_at_client_sites', 'yes'),
      },
      {
        question: await q('business_liability', 'borrowed_goods_cover'),
        option: await o('business_liability', 'borrowed_goods_cover', 'yes'),
      },
    ]
    const results = await Promise.all(bodies.map((body) => post(token, body)))
    expect(results.map((r) => r.status)).toEqual([201, 201, 201])
    // Each answer's factor counts once: base × 1.25 × 1.10 × 1.08, whichever answer was saved last.
    const factors = ['1.25', '1.10', '1.08']
    const money = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2))
    expect(await cartPrice(token, 'business_liability')).toEqual([
      money(withPriceFactors(gross!, factors)),
      money(withPriceFactors(net!, factors)),
    ])
  })
})

describe('additional answer details', () => {
  let token: string
  let other: string
  let answerId: number
  beforeAll(async () => {
    token = await customer(t, 'a-detail', 'webdeveloper')
    other = await customer(t, 'a-detail-other', 'webdeveloper')
    const answer = await answered(t, token, {
      question: await q('business_liability', 'annual_revenue'),
      option: await o('business_liability', 'annual_revenue', 'over_250k'),
    })
    answerId = answer.id
  })
  const postDetail = (who: string, body: unknown) => as(t, who, 'POST', '/additional-answer-details', body)
  const patchDetail = (who: string, id: number | string, body: unknown) =>
    as(t, who, 'PATCH', `/additional-answer-details/${id}`, body)

  it('adds one reason to an answer and changes it', async () => {
    const res = await postDetail(token, { answer: answerId, reason: '  Twee grote klanten dit jaar.  ' })
    expect(res.status).toBe(201)
    const detail = additionalAnswerDetailSchema.parse(await res.json())
    expect(detail).toEqual({
      id: expect.any(Number),
      reason: 'Twee grote klanten dit jaar.',
      answer: answerId,
    })
    const again = await postDetail(token, { answer: answerId, reason: 'Nog een keer' })
    expect(again.status).toBe(400)
    expect((await errorOf(again)).non_field_errors).toEqual(['already_detailed'])
    const patched = await patchDetail(token, detail.id, { reason: 'Eén grote klant.', answer: 12 })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toEqual({ ...detail, reason: 'Eén grote klant.' })
  })

  it('answers 400 for bad bodies and another user’s answer, 404 for another user’s detail', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { reason: ['required'], answer: ['required'] }],
      [{ answer: answerId, reason: '' }, { reason: ['required'] }],
      [{ answer: answerId, reason: ' \n ' }, { reason: ['required'] }],
      [{ answer: answerId, reason: 'x'.repeat(2001) }, { reason: ['tooLong'] }],
      [{ answer: answerId, reason: 7 }, { reason: ['invalidType'] }],
      [{ answer: 'x', reason: 'ok' }, { answer: ['invalidType'] }],
      [{ answer: 999_999, reason: 'ok' }, { answer: ['notFound'] }],
    ]
    for (const [body, errors] of cases) {
      expect(await fieldErrors(await postDetail(token, body)), JSON.stringify(body)).toEqual(errors)
    }
    // Someone else's answer cannot get a detail, and their detail cannot be changed.
    expect(await fieldErrors(await postDetail(other, { answer: answerId, reason: 'Van mij' }))).toEqual({
      answer: ['notFound'],
    })
    const otherAnswer = await answered(t, other, {
      question: await q('business_liability', 'annual_revenue'),
      option: await o('business_liability', 'annual_revenue', 'over_250k'),
    })
    const res = await postDetail(other, { answer: otherAnswer.id, reason: 'Mijn reden' })
    const theirs = additionalAnswerDetailSchema.parse(await res.json())
    for (const id of [theirs.id, theirs.id + 100_000, 'x', '0']) {
      const patched = await patchDetail(token, id, { reason: 'Overgenomen' })
      expect(patched.status, String(id)).toBe(404)
      expect((await errorOf(patched)).code).toBe('not_found')
    }
    expect(await fieldErrors(await patchDetail(other, theirs.id, { reason: '' }))).toEqual({
      reason: ['required'],
    })
    expect((await patchDetail(other, theirs.id, 'nope')).status).toBe(400)
    const unchanged = await patchDetail(other, theirs.id, { reason: 'Mijn reden' })
    expect(await unchanged.json()).toEqual(theirs)
  })
})
