// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductType } from '../../api/contract/products'
import { seed } from '../../api/server/db/seed'
import { errorOf, loginByExternalId } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'
import { answered, optionId, questionId, questionsOf } from './question-helpers'

let t: TestApp
let ids: Record<ProductType, number>
let token: string
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
  token = await customer(t, 'q-web', 'webdeveloper')
}, 60_000)
afterAll(async () => t?.close())

describe('GET /questions', () => {
  it('answers 401 without a valid access token', async () => {
    const { refresh } = await loginByExternalId(t, 'zzp', 'q-refresh')
    for (const bad of [undefined, 'not-a-token', refresh]) {
      const res = await as(t, bad, 'GET', `/questions?product=${ids.aov}`)
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('not_authenticated')
    }
  })

  it('answers 400 with a field error when product is not a positive id, 404 for an unknown product', async () => {
    const cases: [string, string][] = [
      ['', 'required'],
      ['?product=', 'invalidFormat'],
      ['?product=x', 'invalidFormat'],
      ['?product=0', 'invalidFormat'],
      ['?product=-1', 'invalidFormat'],
      ['?product=1.5', 'invalidFormat'],
      ['?product=01', 'invalidFormat'],
      ['?product=1e3', 'invalidFormat'],
      ['?product=2147483648', 'invalidFormat'],
      ['?product=99999999999999999999', 'invalidFormat'],
      ['?other=1', 'required'],
    ]
    for (const [query, key] of cases) {
      const res = await as(t, token, 'GET', `/questions${query}`)
      expect(res.status, query).toBe(400)
      const body = await errorOf(res)
      expect(body.code).toBe('validation_error')
      expect(body.field_errors, query).toEqual({ product: [key] })
    }
    const res = await as(t, token, 'GET', '/questions?product=999999')
    expect(res.status).toBe(404)
    expect((await errorOf(res)).code).toBe('not_found')
  })

  it('lists 3 to 6 questions for every seeded product, in order, with the contract shape', async () => {
    for (const [type, id] of Object.entries(ids)) {
      const questions = await questionsOf(t, token, id)
      expect(questions.length, type).toBeGreaterThanOrEqual(3)
      expect(questions.length, type).toBeLessThanOrEqual(6)
      expect(questions.map((q) => q.order)).toEqual(questions.map((_, i) => i + 1))
      expect(new Set(questions.map((q) => q.product))).toEqual(new Set([id]))
      expect(questions.every((q) => q.user_answer === null)).toBe(true)
      expect(questions.some((q) => q.group === 'price')).toBe(true)
    }
  })

  it('answers the liability questions with their consequences and price factors, in Dutch by default', async () => {
    const [claims, refused, revenue, onSite] = await questionsOf(t, token, ids.business_liability)
    expect(claims).toEqual({
      id: await questionId(t, 'business_liability', 'claims_last_5_years'),
      product: ids.business_liability,
      group: 'normal',
      type: 'single',
      key: 'claims_last_5_years',
      text: 'Heb je in de afgelopen 5 jaar een aansprakelijkheidsclaim gehad?',
      help: 'Bij een claim kunnen we de verzekering niet online afsluiten; een adviseur neemt contact met je op.',
      options: [
        {
          id: await optionId(t, 'business_liability', 'claims_last_5_years', 'yes'),
          key: 'yes',
          text: 'Ja',
          consequence: 'hard_drop_out',
          price_factor: '1.00',
          explanation_required: false,
        },
        {
          id: await optionId(t, 'business_liability', 'claims_last_5_years', 'no'),
          key: 'no',
          text: 'Nee',
          consequence: 'none',
          price_factor: '1.00',
          explanation_required: false,
        },
      ],
      order: 1,
      user_answer: null,
      user_answer_detail: null,
    })
    expect(refused?.options.map((o) => o.consequence)).toEqual(['drop_out', 'none'])
    expect(revenue).toMatchObject({ key: 'annual_revenue', group: 'price', type: 'single' })
    expect(revenue?.options.map((o) => o.price_factor)).toEqual(['1.00', '1.25', '1.60'])
    // Revenue over 250,000 needs an explanation (forms §5).
    expect(revenue?.options.map((o) => [o.key, o.explanation_required])).toEqual([
      ['up_to_100k', false],
      ['up_to_250k', false],
      ['over_250k', true],
    ])
    expect(onSite?.options.map((o) => [o.consequence, o.price_factor])).toEqual([
      ['price_increase', '1.10'],
      ['none', '1.00'],
    ])
    const types = (await questionsOf(t, token, ids.business_liability)).map((q) => q.type)
    expect(types).toContain('number')
    const aov = await questionsOf(t, token, ids.aov)
    expect(aov.map((q) => q.type)).toEqual(expect.arrayContaining(['date', 'money', 'single']))
    expect(aov.map((q) => q.group)).toContain('extra_coverage')
    expect((await questionsOf(t, token, ids.device)).map((q) => q.type)).toContain('multi')
    expect((await questionsOf(t, token, ids.death_risk)).map((q) => q.type)).toContain('text')
  })

  it('answers texts, help and options in the language of the request (unknown languages: Dutch)', async () => {
    const texts = async (locale: 'nl' | 'en' | 'fr' | 'de') => {
      const [claims] = await questionsOf(t, token, ids.professional_liability, locale)
      return [claims?.text, claims?.options.map((o) => o.text), claims?.help?.slice(0, 12)]
    }
    expect(await texts('en')).toEqual([
      'Have you had a liability claim in the past 5 years?',
      ['Yes', 'No'],
      'With a claim',
    ])
    expect(await texts('fr')).toEqual([
      'Avez-vous eu une réclamation en responsabilité civile au cours des 5 dernières années ?',
      ['Oui', 'Non'],
      'En cas de ré',
    ])
    expect(await texts('de')).toEqual([
      'Hatten Sie in den letzten 5 Jahren einen Haftpflichtschaden?',
      ['Ja', 'Nein'],
      'Bei einem Sc',
    ])
    const res = await as(t, token, 'GET', `/questions?product=${ids.professional_liability}`, undefined, 'nl')
    const nl = await res.json()
    const es = await t.app.request(`http://zzp.localhost/questions?product=${ids.professional_liability}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'es-ES,es;q=0.9' },
    })
    expect(await es.json()).toEqual(nl)
    const [, , , , , borrowed] = await questionsOf(t, token, ids.business_liability, 'en')
    expect(borrowed).toMatchObject({ group: 'extra_coverage', help: null })
  })

  it('carries the customer’s own answer only', async () => {
    const claims = await questionId(t, 'allianz_liability', 'claims_last_5_years')
    const no = await optionId(t, 'allianz_liability', 'claims_last_5_years', 'no')
    const answer = await answered(t, token, { question: claims, option: no })
    const mine = await questionsOf(t, token, ids.allianz_liability)
    expect(mine.find((q) => q.id === claims)?.user_answer).toEqual(answer)
    expect(mine.filter((q) => q.user_answer !== null)).toHaveLength(1)
    const other = await customer(t, 'q-other', null)
    const theirs = await questionsOf(t, other, ids.allianz_liability)
    expect(theirs.every((q) => q.user_answer === null)).toBe(true)
  })

  it('keeps question and option ids when the seed runs again', async () => {
    const before = await questionsOf(t, token, ids.allianz_content)
    await seed(t.database.db)
    await seed(t.database.db)
    expect(await questionsOf(t, token, ids.allianz_content)).toEqual(before)
  })
})
