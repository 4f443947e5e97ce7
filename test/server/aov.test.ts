// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AOV_PRESETS,
  aovPremiumResponseSchema,
  MEDICAL_QUESTION_KEYS,
  medicalReviewResponseSchema,
  QUIZ_NOT_PASSED,
} from '../../api/contract/aov'
import { addDays, addYears, todayInNl } from '../../api/contract/date-rules'
import { errorBodySchema } from '../../api/contract/errors'
import type { ProductType } from '../../api/contract/products'
import { errorOf } from './auth-helpers'
import { applied, medicalAnswers, passQuiz, reviewed, storedApplication, userIdOf } from './aov-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'
import { takeQuiz } from './quiz-helpers'
import { fuzzBodies, jsonOf, mostly, rawBodies, text } from './fuzz-helpers'

let t: TestApp
let ids: Record<ProductType, number>
let web: string // risk class 1
let roofer: string // risk class 4
let noProfession: string
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
  web = await customer(t, 'aov-web', 'webdeveloper')
  roofer = await customer(t, 'aov-roofer', 'dakdekker')
  noProfession = await customer(t, 'aov-none', null)
  // A review needs the product's quiz passed; the fuzzed applications need the products in the cart.
  for (const token of [web, roofer]) {
    for (const type of ['aov', 'aov_acture'] as const) await passQuiz(t, token, ids[type])
  }
  for (const type of ['aov', 'aov_acture'] as const)
    expect((await as(t, web, 'POST', '/cart-item', { insurance_product: ids[type] })).status).toBe(201)
  expect((await as(t, roofer, 'POST', '/cart-item', { insurance_product: ids.aov })).status).toBe(201)
}, 60_000)
afterAll(async () => t?.close())

const today = todayInNl()
const bornAged = (age: number) => addYears(today, -age)
const premiumBody = (over: Record<string, unknown> = {}) => ({
  product: ids.aov,
  birth_date: bornAged(35),
  options: AOV_PRESETS.medium,
  ...over,
})
const premium = (token: string | undefined, body: unknown) => as(t, token, 'POST', '/aov/premium', body)
const review = (token: string | undefined, body: unknown) => as(t, token, 'POST', '/aov/medical-review', body)
const allNo = medicalAnswers()
const reviewBody = (over: Record<string, unknown> = {}) => ({
  product: ids.aov,
  answers: allNo,
  business_form: 'sole_trader',
  ...over,
})
const fieldErrors = async (res: Response) => {
  expect(res.status).toBe(400)
  return (await errorOf(res)).field_errors
}

describe('POST /aov/premium', () => {
  it('prices the medium preset for a webdeveloper of 35 (the docs/pricing.md example)', async () => {
    const res = await premium(web, premiumBody())
    expect(res.status).toBe(200)
    expect(aovPremiumResponseSchema.parse(await res.json())).toEqual({
      monthly_premium: '118.56',
      monthly_net: '97.98',
      insurance_tax: '20.58',
      insured: { monthly_benefit: '3000.00', yearly_benefit: '36000.00' },
      options: AOV_PRESETS.medium,
      medical_loading: false,
    })
  })

  it('adds the medical loading (× 1.25) while the stored review of the product is price_increase', async () => {
    const token = await customer(t, 'aov-loading', 'webdeveloper')
    const priced = async (product = ids.aov) => {
      const res = await premium(token, premiumBody({ product }))
      expect(res.status).toBe(200)
      return aovPremiumResponseSchema.parse(await res.json())
    }
    await passQuiz(t, token, ids.aov)
    await reviewed(t, token, ids.aov, 'price_increase')
    // 97.9776 × 1.25 = 122.472 -> 122.47 net; + 21% = 148.19
    expect(await priced()).toMatchObject({
      monthly_premium: '148.19',
      monthly_net: '122.47',
      insurance_tax: '25.72',
      medical_loading: true,
    })
    // The review is per product: aov_acture has none, so no loading.
    expect(await priced(ids.aov_acture)).toMatchObject({ monthly_premium: '118.56', medical_loading: false })
    // A new review replaces it.
    await reviewed(t, token, ids.aov, 'approve')
    expect(await priced()).toMatchObject({ monthly_premium: '118.56', medical_loading: false })
    // A refused review is no price increase either: it is priced, but cannot be applied for.
    await reviewed(t, token, ids.aov, 'drop_out')
    expect(await priced()).toMatchObject({ monthly_premium: '118.56', medical_loading: false })
  })

  it('answers the covered income as digits and prices aov_acture too', async () => {
    const options = { ...AOV_PRESETS.medium, covered_income: '€ 45.000' }
    const res = await premium(web, premiumBody({ product: ids.aov_acture, options }))
    expect(res.status).toBe(200)
    const body = aovPremiumResponseSchema.parse(await res.json())
    expect(body.options.covered_income).toBe('45000')
    expect(body.monthly_premium).toBe('118.56')
  })

  it('prices the presets short < medium < large, and a riskier profession higher', async () => {
    const gross = async (token: string, preset: keyof typeof AOV_PRESETS) => {
      const res = await premium(token, premiumBody({ options: AOV_PRESETS[preset] }))
      expect(res.status).toBe(200)
      return Number(aovPremiumResponseSchema.parse(await res.json()).monthly_premium)
    }
    for (const token of [web, roofer]) {
      const [s, m, l] = [
        await gross(token, 'short'),
        await gross(token, 'medium'),
        await gross(token, 'large'),
      ]
      expect(s).toBeLessThan(m)
      expect(m).toBeLessThan(l)
    }
    expect(await gross(roofer, 'medium')).toBeGreaterThan(await gross(web, 'medium'))
  })

  it('takes ages 18 to 57 only', async () => {
    expect((await premium(web, premiumBody({ birth_date: bornAged(18) }))).status).toBe(200)
    expect((await premium(web, premiumBody({ birth_date: addDays(bornAged(58), 1) }))).status).toBe(200)
    const young = await premium(web, premiumBody({ birth_date: addDays(bornAged(18), 1) }))
    expect(await fieldErrors(young)).toEqual({ birth_date: ['birthDateMinDate'] })
    const old = await premium(web, premiumBody({ birth_date: bornAged(58) }))
    expect(await fieldErrors(old)).toEqual({ birth_date: ['birthDateMaxDate'] })
  })

  it.each([
    [{ product: 'x' }, { product: ['invalidType'] }],
    [{ product: 0 }, { product: ['tooShort'] }],
    [{ product: undefined }, { product: ['required'] }],
    [{ birth_date: '1990-02-30' }, { birth_date: ['dateValidMessage'] }],
    [{ birth_date: '' }, { birth_date: ['required'] }],
    [{ options: undefined }, { options: ['required'] }],
    [
      { options: { ...AOV_PRESETS.medium, covered_income: '125001' } },
      { 'options.covered_income': ['maxIncome'] },
    ],
    [
      { options: { ...AOV_PRESETS.medium, covered_income: '0' } },
      { 'options.covered_income': ['minIncome'] },
    ],
    [
      { options: { ...AOV_PRESETS.medium, covered_income: 'abc' } },
      { 'options.covered_income': ['required'] },
    ],
    [
      { options: { ...AOV_PRESETS.medium, covered_income: 45000 } },
      { 'options.covered_income': ['invalidType'] },
    ],
    [
      { options: { ...AOV_PRESETS.medium, benefit_duration: '10_years' } },
      { 'options.benefit_duration': ['invalidChoice'] },
    ],
    [
      { options: { ...AOV_PRESETS.medium, own_risk_days: 60 } },
      { 'options.own_risk_days': ['invalidChoice'] },
    ],
    [{ options: { ...AOV_PRESETS.medium, indexation: 'yes' } }, { 'options.indexation': ['invalidType'] }],
    [{ options: { ...AOV_PRESETS.medium, burnout: undefined } }, { 'options.burnout': ['required'] }],
  ])('refuses %j with %j', async (over, errors) => {
    expect(await fieldErrors(await premium(web, premiumBody(over)))).toEqual(errors)
  })

  it('refuses a product that is not income protection, or is unknown', async () => {
    for (const product of [ids.car, ids.device, 999_999])
      expect(await fieldErrors(await premium(web, premiumBody({ product })))).toEqual({
        product: ['notFound'],
      })
  })

  it('needs a profession', async () => {
    const res = await premium(noProfession, premiumBody())
    expect(res.status).toBe(400)
    expect((await errorOf(res)).non_field_errors).toEqual(['profession_required'])
  })

  it('answers 401 without a valid token, and 400 for malformed JSON', async () => {
    for (const token of [undefined, 'x.y.z']) expect((await premium(token, premiumBody())).status).toBe(401)
    const res = await t.app.request('http://zzp.localhost/aov/premium', {
      method: 'POST',
      body: '{"product":',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${web}` },
    })
    expect(res.status).toBe(400)
  })
})

describe('POST /aov/medical-review', () => {
  const decided = async (body: unknown) => {
    const res = await review(web, body)
    expect(res.status).toBe(200)
    return medicalReviewResponseSchema.parse(await res.json())
  }

  it('approves all no for a sole trader or general partnership', async () => {
    for (const business_form of ['sole_trader', 'general_partnership'])
      expect(await decided(reviewBody({ business_form }))).toEqual({
        medical_mode: 'none',
        review_action: 'approve',
        reasons: [],
      })
  })

  it.each([
    ['serious_illness', 'hard_drop_out'],
    ['currently_unfit_for_work', 'reject'],
    ['psychological_complaints', 'drop_out'],
    ['back_or_neck_complaints', 'price_increase'],
  ])('%s yes: medical underwriting, %s', async (key, review_action) => {
    const answers = { ...allNo, [key]: true }
    expect(await decided(reviewBody({ answers, product: ids.aov_acture }))).toEqual({
      medical_mode: 'medical_underwriting',
      review_action,
      reasons: [key],
    })
  })

  it('drops out hard for a private limited company or another business form', async () => {
    for (const business_form of ['private_limited', 'other'])
      expect(await decided(reviewBody({ business_form }))).toEqual({
        medical_mode: 'none',
        review_action: 'hard_drop_out',
        reasons: ['business_form'],
      })
  })

  it('wants exactly the 14 answers, as booleans', async () => {
    const { diabetes: _, ...missing } = allNo
    expect(await fieldErrors(await review(web, reviewBody({ answers: missing })))).toEqual({
      'answers.diabetes': ['required'],
    })
    expect(await fieldErrors(await review(web, reviewBody({ answers: { ...allNo, bmi: 25 } })))).toEqual({
      answers: ['unknownField'],
    })
    expect(
      await fieldErrors(await review(web, reviewBody({ answers: { ...allNo, diabetes: 'ja' } }))),
    ).toEqual({ 'answers.diabetes': ['invalidType'] })
    expect(await fieldErrors(await review(web, reviewBody({ business_form: 'bv' })))).toEqual({
      business_form: ['invalidChoice'],
    })
    expect(await fieldErrors(await review(web, reviewBody({ product: ids.car })))).toEqual({
      product: ['notFound'],
    })
  })

  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'x.y.z']) expect((await review(token, reviewBody())).status).toBe(401)
  })

  it('needs the knowledge quiz of the product passed, and stores nothing before', async () => {
    const token = await customer(t, 'aov-no-quiz', 'webdeveloper')
    const user = await userIdOf(t, token)
    const notPassed = async () => {
      const res = await review(token, reviewBody())
      expect(res.status).toBe(400)
      expect(await errorOf(res)).toMatchObject({ field_errors: {}, non_field_errors: [QUIZ_NOT_PASSED] })
    }
    await notPassed()
    expect((await takeQuiz(t, token, ids.aov, 3)).passed).toBe(false)
    await notPassed()
    expect(await storedApplication(t, user, ids.aov)).toBeUndefined()
    // The quiz of one product does not count for the other.
    await passQuiz(t, token, ids.aov_acture)
    await notPassed()
    await passQuiz(t, token, ids.aov)
    expect((await review(token, reviewBody())).status).toBe(200)
  })

  it('stores the review per customer and product, a new one replacing it', async () => {
    const token = await customer(t, 'aov-stored', 'webdeveloper')
    const user = await userIdOf(t, token)
    await passQuiz(t, token, ids.aov)
    await reviewed(t, token, ids.aov, 'price_increase')
    expect(await storedApplication(t, user, ids.aov)).toMatchObject({
      medical_mode: 'medical_underwriting',
      review_action: 'price_increase',
      reasons: ['diabetes'],
      options: null,
      monthly_premium_cents: null,
    })
    await reviewed(t, token, ids.aov, 'approve', 'other')
    expect(await storedApplication(t, user, ids.aov)).toMatchObject({
      medical_mode: 'none',
      review_action: 'hard_drop_out',
      reasons: ['business_form'],
    })
    expect(await storedApplication(t, user, ids.aov_acture)).toBeUndefined()
  })

  it('clears a confirmed premium with a new review, and the cart item costs its cover’s premium again', async () => {
    const token = await customer(t, 'aov-re-review', 'webdeveloper')
    const user = await userIdOf(t, token)
    await passQuiz(t, token, ids.aov)
    await reviewed(t, token, ids.aov)
    expect((await as(t, token, 'POST', '/cart-item', { insurance_product: ids.aov })).status).toBe(201)
    await applied(t, token, ids.aov)
    expect(await storedApplication(t, user, ids.aov)).toMatchObject({ monthly_premium_cents: 11856 })
    await reviewed(t, token, ids.aov)
    expect(await storedApplication(t, user, ids.aov)).toMatchObject({
      review_action: 'approve',
      birth_date: null,
      options: null,
      monthly_premium_cents: null,
      monthly_net_cents: null,
    })
    const cart = (await (await as(t, token, 'GET', '/cart-item')).json()) as {
      result: { insurance_product: { price: string | null } }[]
    }
    // The cover chosen (the medium preset at 35), priced on the new review (approve: no loading).
    expect(cart.result[0]!.insurance_product.price).toBe('118.56')
  })
})

describe('fuzzing the aov routes: no body makes a 500', () => {
  const RUNS = 1000
  const raw = rawBodies(
    '{"product":1e999}',
    '{"options":{"covered_income":"1e999"}}',
    '{"product":',
    `{"answers":${'['.repeat(3000)}${']'.repeat(3000)}}`,
  )
  const bodies = (shaped: fc.Arbitrary<unknown>) => fuzzBodies(raw, shaped, 8)
  const product = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('aov', 'aov_acture').map((k) => ids[k as ProductType]) },
    fc.constantFrom('car', 'device', 'death_risk').map((k) => ids[k as ProductType]),
    fc.integer({ min: -5, max: 2 ** 31 }),
  )
  const options = fc.record(
    {
      covered_income: mostly(
        fc.oneof(fc.integer({ min: 0, max: 200_000 }).map(String), fc.stringMatching(/^[\d .€]{0,12}$/)),
      ),
      benefit_duration: mostly(fc.constantFrom('2_years', '5_years', 'until_67')),
      own_risk_days: mostly(fc.constantFrom(14, 30, 90, 365)),
      indexation: mostly(fc.boolean()),
      burnout: mostly(fc.boolean()),
    },
    { requiredKeys: [] },
  )
  const premiumBodies = fc.record(
    {
      product: mostly(product),
      birth_date: mostly(
        fc.oneof(
          fc.integer({ min: 10, max: 110 }).map(bornAged),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        ),
      ),
      options: mostly(options),
    },
    { requiredKeys: [] },
  )
  const answers = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(Object.fromEntries(MEDICAL_QUESTION_KEYS.map((k) => [k, fc.boolean()]))),
    },
    fc.dictionary(fc.oneof(fc.constantFrom(...MEDICAL_QUESTION_KEYS), text), mostly(fc.boolean())),
  )
  const reviewBodies = fc.record(
    {
      product: mostly(product),
      answers: mostly(answers),
      business_form: mostly(
        fc.constantFrom('sole_trader', 'general_partnership', 'private_limited', 'other'),
      ),
    },
    { requiredKeys: [] },
  )

  async function neverFails(
    path: string,
    requests: fc.Arbitrary<string>,
    schema: { parse(v: unknown): unknown },
  ) {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(requests, fc.boolean(), async (body, roofs) => {
        const res = await t.app.request(`http://zzp.localhost${path}`, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${roofs ? roofer : web}` },
        })
        expect(res.status, `${path} ${body.slice(0, 200)}`).toBeLessThan(500)
        if (res.status < 300) {
          accepted += 1
          schema.parse(await res.json())
        } else errorBodySchema.parse(await res.json())
      }),
      { numRuns: RUNS },
    )
    return accepted
  }

  // Bodies that are valid in every field, mixed in so accepted ones are many (random fields alone made one
  // in about a thousand valid, and a run with none failed the acceptance check by chance).
  const validPremium = fc.record({
    product: fc.constantFrom('aov', 'aov_acture').map((k) => ids[k as ProductType]),
    birth_date: fc.integer({ min: 19, max: 56 }).map(bornAged),
    options: fc.record({
      covered_income: fc.integer({ min: 1, max: 125_000 }).map(String),
      benefit_duration: fc.constantFrom('2_years', '5_years', 'until_67'),
      own_risk_days: fc.constantFrom(14, 30, 90, 365),
      indexation: fc.boolean(),
      burnout: fc.boolean(),
    }),
  })

  it('POST /aov/premium', async () => {
    const requests = fc.oneof(
      { weight: 4, arbitrary: bodies(premiumBodies) },
      { weight: 1, arbitrary: validPremium.map(jsonOf) },
    )
    expect(await neverFails('/aov/premium', requests, aovPremiumResponseSchema)).toBeGreaterThan(0)
  }, 180_000)

  it('POST /aov/medical-review', async () => {
    expect(
      await neverFails('/aov/medical-review', bodies(reviewBodies), medicalReviewResponseSchema),
    ).toBeGreaterThan(0)
  }, 180_000)

  it('POST /aov/application', async () => {
    // Approved reviews, so that valid bodies are accepted (the review fuzzing left random ones).
    for (const token of [web, roofer])
      for (const type of ['aov', 'aov_acture'] as const) await reviewed(t, token, ids[type])
    const requests = fc.oneof(
      { weight: 4, arbitrary: bodies(premiumBodies) },
      { weight: 1, arbitrary: validPremium.map(jsonOf) },
    )
    expect(await neverFails('/aov/application', requests, aovPremiumResponseSchema)).toBeGreaterThan(0)
    // Whatever was accepted last, the cart item costs the premium stored with it.
    const user = await userIdOf(t, web)
    const cart = (await (await as(t, web, 'GET', '/cart-item')).json()) as {
      result: { insurance_product: { id: number; price: string | null; net_price: string | null } }[]
    }
    for (const type of ['aov', 'aov_acture'] as const) {
      const stored = await storedApplication(t, user, ids[type])
      const item = cart.result.find((i) => i.insurance_product.id === ids[type])!.insurance_product
      if (stored?.monthly_premium_cents == null) continue
      expect(Math.round(Number(item.price) * 100)).toBe(stored.monthly_premium_cents)
      expect(Math.round(Number(item.net_price) * 100)).toBe(stored.monthly_net_cents)
    }
  }, 180_000)
})
