// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductType } from '../../api/contract/products'
import { MAX_FEEDBACK_LENGTH, surveySchema } from '../../api/contract/survey'
import { errorOf, loginByExternalId } from './auth-helpers'
import { createTestApp, tempSpaBuild, type TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'

let t: TestApp
let ids: Record<ProductType, number>
let token: string
const build = tempSpaBuild()
beforeAll(async () => {
  t = await createTestApp({ STATIC_DIR: build.dir })
  ids = await productIds(t)
  token = await customer(t, 'survey-main', 'webdeveloper')
}, 60_000)
afterAll(async () => {
  await t?.close()
  build.remove()
})

const post = (body: unknown, who = token) => as(t, who, 'POST', '/surveys', body)
const get = (query: string, who = token) => as(t, who, 'GET', `/surveys${query}`)
const valid = () => ({ slug: 'purchase-policy', product: ids.business_liability, rating: 4 })
const fieldErrors = async (res: Response) => {
  expect(res.status).toBe(400)
  const body = await errorOf(res)
  expect(body.code).toBe('validation_error')
  return body.field_errors
}

describe('authentication', () => {
  it('answers 401 on both calls without a valid access token', async () => {
    const { refresh } = await loginByExternalId(t, 'zzp', 'survey-refresh')
    for (const badToken of [undefined, 'not-a-token', refresh]) {
      for (const res of [
        await as(t, badToken, 'POST', '/surveys', valid()),
        await as(t, badToken, 'GET', `/surveys?slug=purchase-policy&product=${ids.business_liability}`),
      ]) {
        expect(res.status).toBe(401)
        expect((await errorOf(res)).code).toBe('not_authenticated')
      }
    }
  })
})

describe('POST /surveys', () => {
  it('stores an answer: 201 with the survey, trimmed feedback', async () => {
    const me = await customer(t, 'survey-valid', 'webdeveloper')
    const res = await post({ ...valid(), feedback: '  Snel en duidelijk.  ' }, me)
    expect(res.status).toBe(201)
    expect(surveySchema.parse(await res.json())).toEqual({
      id: expect.any(Number),
      slug: 'purchase-policy',
      product: ids.business_liability,
      rating: 4,
      feedback: 'Snel en duidelijk.',
      created_at: expect.any(String),
    })
  })

  it('stores empty, blank and missing feedback as null, for every slug and rating', async () => {
    const me = await customer(t, 'survey-null', 'webdeveloper')
    const cases = [
      { slug: 'purchase-policy', rating: 1, feedback: '' },
      { slug: 'cancel-policy', rating: 3, feedback: '   \n ' },
      { slug: 'general', rating: 5, feedback: null },
    ]
    for (const body of cases) {
      const res = await post({ ...body, product: ids.aov }, me)
      expect(res.status).toBe(201)
      expect(surveySchema.parse(await res.json())).toMatchObject({ ...body, feedback: null })
    }
    const res = await post({ slug: 'general', product: ids.device, rating: 2 }, me)
    expect(surveySchema.parse(await res.json()).feedback).toBeNull()
  })

  it('refuses each invalid field with its key', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: undefined }, 'slug', 'required'],
      [{ slug: 'exit' }, 'slug', 'invalidChoice'],
      [{ slug: 3 }, 'slug', 'invalidChoice'],
      [{ product: undefined }, 'product', 'required'],
      [{ product: 'abc' }, 'product', 'invalidType'],
      [{ product: 1.5 }, 'product', 'invalidType'],
      [{ product: 0 }, 'product', 'tooShort'],
      [{ product: -4 }, 'product', 'tooShort'],
      [{ product: 2 ** 31 }, 'product', 'invalidType'],
      [{ rating: undefined }, 'rating', 'required'],
      [{ rating: null }, 'rating', 'required'],
      [{ rating: '4' }, 'rating', 'invalid'],
      [{ rating: 2.5 }, 'rating', 'invalid'],
      [{ rating: 0 }, 'rating', 'invalidChoice'],
      [{ rating: 6 }, 'rating', 'invalidChoice'],
      [{ feedback: 42 }, 'feedback', 'invalid'],
      [{ feedback: 'x'.repeat(MAX_FEEDBACK_LENGTH + 1) }, 'feedback', 'tooLong'],
      [{ feedback: 'a\u0000b' }, 'feedback', 'invalid'],
    ]
    for (const [change, field, key] of cases) {
      const errors = await fieldErrors(await post({ ...valid(), ...change }))
      expect(errors, JSON.stringify(change)).toEqual({ [field]: [key] })
    }
    // Feedback is measured after trimming: 2,000 characters with spaces around are fine.
    const padded = ` ${'x'.repeat(MAX_FEEDBACK_LENGTH)} `
    expect((await post({ ...valid(), slug: 'general', feedback: padded })).status).toBeLessThan(300)
  })

  it('refuses malformed JSON, a body that is not an object and an oversized body with 4xx', async () => {
    for (const body of ['{"slug":', '[]', 'null', '"x"']) {
      const res = await post(body)
      expect(res.status).toBe(400)
    }
    const huge = await post({ ...valid(), feedback: 'x'.repeat(40_000) })
    expect(huge.status).toBe(413)
  })

  it('answers field_errors.product notFound for a product that does not exist', async () => {
    const errors = await fieldErrors(await post({ ...valid(), product: 999_999 }))
    expect(errors).toEqual({ product: ['notFound'] })
  })

  it('replaces the answer on a second one for the same survey and product (200, same id)', async () => {
    const me = await customer(t, 'survey-replace', 'webdeveloper')
    const first = surveySchema.parse(await (await post({ ...valid(), feedback: 'Eerst' }, me)).json())
    const again = await post({ ...valid(), rating: 2, feedback: 'Toch niet' }, me)
    expect(again.status).toBe(200)
    const second = surveySchema.parse(await again.json())
    expect(second).toEqual({ ...first, rating: 2, feedback: 'Toch niet' })
    // Another survey or product is another answer.
    const other = await post({ ...valid(), slug: 'general' }, me)
    expect(other.status).toBe(201)
    expect(surveySchema.parse(await other.json()).id).not.toBe(first.id)
    // A refused answer leaves the stored one as it was.
    expect((await post({ ...valid(), rating: 9 }, me)).status).toBe(400)
    const stored = await get(`?slug=purchase-policy&product=${ids.business_liability}`, me)
    expect(surveySchema.parse(await stored.json())).toEqual(second)
  })
})

describe('GET /surveys', () => {
  it("answers the customer's own answer, and 404 when there is none", async () => {
    const me = await customer(t, 'survey-get', 'webdeveloper')
    const someoneElse = await customer(t, 'survey-get-other', 'webdeveloper')
    const query = `?slug=cancel-policy&product=${ids.aov}`
    const missing = await get(query, me)
    expect(missing.status).toBe(404)
    expect((await errorOf(missing)).code).toBe('not_found')
    const created = surveySchema.parse(
      await (await post({ slug: 'cancel-policy', product: ids.aov, rating: 1 }, me)).json(),
    )
    const found = await get(query, me)
    expect(found.status).toBe(200)
    expect(surveySchema.parse(await found.json())).toEqual(created)
    expect((await get(query, someoneElse)).status).toBe(404)
    expect((await get('?slug=purchase-policy&product=999999', me)).status).toBe(404)
  })

  it('refuses a query that does not parse with field errors', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['', { slug: ['required'], product: ['required'] }],
      [`?slug=nope&product=${ids.aov}`, { slug: ['invalidChoice'] }],
      ['?slug=general&product=abc', { product: ['invalidFormat'] }],
      ['?slug=general&product=0', { product: ['invalidFormat'] }],
      ['?slug=general&product=99999999999', { product: ['invalidFormat'] }],
    ]
    for (const [query, expected] of cases) {
      expect(await fieldErrors(await get(query)), query).toEqual(expected)
    }
  })
})

describe('the survey page and the API share no path', () => {
  it('serves the SPA for /survey/... and JSON for /surveys', async () => {
    const html = { Accept: 'text/html,application/xhtml+xml' }
    for (const route of ['/survey/purchase-policy/1', '/survey/general/12/anything']) {
      const res = await t.app.request(`http://zzp.localhost${route}`, { headers: html })
      expect(res.status, route).toBe(200)
      expect(await res.text()).toContain('spa')
    }
    const api = await t.app.request('http://zzp.localhost/surveys?slug=general&product=1', { headers: html })
    expect(api.status).toBe(401)
    expect(api.headers.get('content-type')).toContain('application/json')
    const unknown = await t.app.request('http://zzp.localhost/surveys/nope', { headers: html })
    expect(unknown.status).toBe(404)
    expect((await errorOf(unknown)).code).toBe('not_found')
  })
})
