// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculatorSummarySchema, NO_EMAIL } from '../../api/contract/calculator'
import { cartItemSchema } from '../../api/contract/cart'
import type { ProductType } from '../../api/contract/products'
import { MAILS_PER_HOUR } from '../../api/server/calculator/calculator.routes'
import { errorOf, loginByExternalId, mailTo } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'
import { answered, optionId, questionId } from './question-helpers'
import { setEmail } from './quiz-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const add = async (token: string, type: ProductType) => {
  const res = await as(t, token, 'POST', '/cart-item', { insurance_product: ids[type] })
  expect(res.status).toBe(201)
  return cartItemSchema.parse(await res.json()).id
}
const summary = async (token: string, locale: 'nl' | 'de' = 'nl') => {
  const res = await as(t, token, 'GET', '/calculator/summary', undefined, locale)
  expect(res.status).toBe(200)
  return calculatorSummarySchema.parse(await res.json())
}
const mail = (token: string | undefined, body: unknown, locale: 'nl' | 'de' = 'nl') =>
  as(t, token, 'POST', '/calculator/summary/mail', body, locale)

/** A zzp web developer with business liability (revenue up to 250k, on site: yes) and a device. */
async function calculated(externalId: string) {
  const token = await customer(t, externalId, 'webdeveloper')
  const liability = await add(token, 'business_liability')
  const device = await add(token, 'device')
  await answered(t, token, {
    question: await questionId(t, 'business_liability', 'annual_revenue'),
    option: await optionId(t, 'business_liability', 'annual_revenue', 'up_to_250k'),
  })
  return { token, liability, device }
}

describe('GET /calculator/summary', () => {
  it('prices a question-priced product only once its price questions are answered, with its answers', async () => {
    const { token } = await calculated('calc-summary')
    let result = await summary(token)
    expect(result.profession).toEqual({ name: 'Webdeveloper', risk_class: 1 })
    const liability = result.items.find((i) => i.product.type === 'business_liability')!
    expect(liability).toMatchObject({ calculated: true, complete: false, price: null })
    expect(liability.factors).toEqual([
      { question: 'Wat is je jaaromzet?', answer: '€ 100.000 tot € 250.000' },
    ])
    await answered(t, token, {
      question: await questionId(t, 'business_liability', 'works_at_client_sites'),
      option: await optionId(t, 'business_liability', 'works_at_client_sites', 'yes'),
    })
    result = await summary(token, 'de')
    const priced = result.items.find((i) => i.product.type === 'business_liability')!
    expect(priced.complete).toBe(true)
    expect(priced.price).toMatch(/^\d+\.\d{2}$/)
    expect(priced.factors.map((f) => f.answer)).toEqual(['100.000 € bis 250.000 €', 'Ja'])
    // The device is priced by its own quote: the calculator shows no price for it.
    const device = result.items.find((i) => i.product.type === 'device')!
    expect(device).toMatchObject({ calculated: false, price: null, factors: [] })
  })

  it('answers 401 without a valid access token', async () => {
    for (const bad of [undefined, 'not-a-token']) {
      expect((await as(t, bad, 'GET', '/calculator/summary')).status).toBe(401)
      expect((await mail(bad, { cart_items: [1] })).status).toBe(401)
    }
  })
})

describe('POST /calculator/summary/mail', () => {
  it('mails the summary to the customer’s own address in the page’s language', async () => {
    const { token, liability, device } = await calculated('calc-mail')
    await setEmail(t, 'calc-mail', 'calc-mail@example.com')
    const res = await mail(token, { cart_items: [liability, device] }, 'de')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ sent: true })
    const [latest] = await mailTo(t, 'calc-mail@example.com')
    expect(latest?.subject).toBe('Ihre Prämienberechnung bei ZZP Schild')
    expect(latest?.text).toContain('Risikoklasse 1 von 4')
    expect(latest?.text).toContain('100.000 € bis 250.000 €')
    expect(latest?.text).toContain('wird berechnet, wenn Sie sie abschließen')
    expect(latest?.text).not.toMatch(/\bdu\b|\bdein/i)
  })

  it('answers 404 for a cart item of another customer, and mails nothing', async () => {
    const { token } = await calculated('calc-own')
    await setEmail(t, 'calc-own', 'calc-own@example.com')
    const other = await calculated('calc-other')
    const res = await mail(token, { cart_items: [other.liability] })
    expect(res.status).toBe(404)
    expect((await errorOf(res)).code).toBe('not_found')
    expect(await mailTo(t, 'calc-own@example.com')).toEqual([])
  })

  it('answers 400 with field errors for a bad body, and 400 no_email without an address', async () => {
    const { token, liability } = await calculated('calc-bad')
    for (const body of [{}, { cart_items: [] }, { cart_items: ['x'] }, { cart_items: [-1] }, null]) {
      const res = await mail(token, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await errorOf(res)).code).toMatch(/validation_error|invalid_json/)
    }
    const tooMany = await mail(token, { cart_items: Array.from({ length: 21 }, (_, i) => i + 1) })
    expect((await errorOf(tooMany)).field_errors.cart_items).toEqual(['tooMany'])
    const res = await mail(token, { cart_items: [liability] })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).non_field_errors).toEqual([NO_EMAIL])
  })

  it('mails a customer at most a few summaries an hour (then 429)', async () => {
    const { token, liability } = await calculated('calc-many')
    await setEmail(t, 'calc-many', 'calc-many@example.com')
    for (let i = 0; i < MAILS_PER_HOUR; i++)
      expect((await mail(token, { cart_items: [liability] })).status).toBe(200)
    const res = await mail(token, { cart_items: [liability] })
    expect(res.status).toBe(429)
    expect((await errorOf(res)).code).toBe('throttled')
    expect(await mailTo(t, 'calc-many@example.com')).toHaveLength(MAILS_PER_HOUR)
  })

  it('refuses a token of another partner’s host', async () => {
    const { access } = await loginByExternalId(t, 'kroonbank', 'calc-kroon')
    expect((await mail(access, { cart_items: [1] })).status).toBe(401)
  })
})
