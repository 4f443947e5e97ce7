// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutCartSchema } from '../../api/contract/cart'
import { addDays, addMonths, addYears, todayInNl } from '../../api/contract/date-rules'
import { insuranceProductsResponseSchema, type ProductType } from '../../api/contract/products'
import { customerProfiles, invoices, payments, policies } from '../../api/server/db/schema'
import { call, errorOf, loginByExternalId } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { questionsOf } from './question-helpers'
import {
  answerSafely,
  carFormalities,
  cartOf,
  checkoutOf,
  purchased,
  validBody,
  type Body,
  type Choice,
} from './purchase-helpers'
import { as, customer, productIds, professionId, setProfession } from './product-helpers'
import { applied, passQuiz, reviewed, type ReviewedAs } from './aov-helpers'
import { takeQuiz } from './quiz-helpers'
import { verifyIdentity } from './identity-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const purchase = (token: string | undefined, body: unknown) =>
  as(t, token, 'POST', '/cart-item/purchase', body)
const userId = async (token: string) =>
  ((await (await as(t, token, 'GET', '/users/me')).json()) as { id: number }).id
const policiesOf = async (token: string) =>
  t.database.db
    .select()
    .from(policies)
    .where(eq(policies.user_id, await userId(token)))
const invoicesOf = async (token: string) =>
  t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.user_id, await userId(token)))
const checkoutCart = async (token: string) =>
  checkoutCartSchema.parse(await (await as(t, token, 'GET', '/cart-item/checkout-cart')).json())
const refusal = async (res: Response) => {
  expect(res.status).toBe(400)
  return errorOf(res)
}

/** A webdeveloper with `types` in the checkout cart, answered safely except for `choices` per type. */
async function shopper(
  name: string,
  types: readonly ProductType[],
  choices: Partial<Record<ProductType, Record<string, Choice>>> = {},
) {
  const token = await customer(t, name, 'webdeveloper')
  for (const type of types) await answerSafely(t, token, ids, type, choices[type])
  const items = await checkoutOf(t, token, ids, types)
  return { token, items }
}

/**
 * A webdeveloper with income-protection `types` in the aov checkout cart after their journey: the quiz
 * `passed` (else `failed` twice, or `untaken`), the medical review `review` (none: no review) and the
 * premium confirmed when `confirm` (with the product's medium preset at 35).
 */
async function aovShopper(
  name: string,
  types: readonly ('aov' | 'aov_acture')[],
  journey: { quiz?: 'passed' | 'failed' | 'untaken'; review?: ReviewedAs | 'none'; confirm?: boolean } = {},
) {
  const { quiz = 'passed', review = 'approve', confirm = true } = journey
  const token = await customer(t, name, 'webdeveloper')
  await checkoutOf(t, token, ids, types, 'aov')
  for (const type of types) {
    if (quiz === 'passed') await passQuiz(t, token, ids[type])
    if (quiz === 'failed') for (let i = 0; i < 2; i++) await takeQuiz(t, token, ids[type], 0)
    if (review !== 'none' && quiz === 'passed') await reviewed(t, token, ids[type], review)
    if (confirm && quiz === 'passed' && review !== 'none') await applied(t, token, ids[type])
    // Income protection requires identity verification before it is taken out (purchase/purchase-service.ts).
    await verifyIdentity(t.database.db, await userId(token), ids[type])
  }
  return token
}

describe('authentication', () => {
  it('answers 401 without a valid access token, and touches nothing', async () => {
    const { refresh } = await loginByExternalId(t, 'zzp', 'p-refresh')
    for (const token of [undefined, 'not-a-token', refresh]) {
      const res = await purchase(token, validBody())
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('not_authenticated')
    }
  })
})

describe('the insured path', () => {
  it('creates a policy per item and one invoice, empties the checkout and keeps the details', async () => {
    const { token, items } = await shopper('p-insured', ['business_liability', 'device'])
    const prices = new Map((await cartOf(t, token)).map((i) => [i.id, i.insurance_product.price!]))
    const today = todayInNl()
    const result = await purchased(t, token, validBody(today, addDays(today, 3)))
    const start = addDays(today, 3)
    const year = start.slice(0, 4)
    expect(result.outcome).toBe('insured')
    expect(result.items).toEqual(
      items.map((item) => ({
        cart_item_id: item.id,
        product: item.insurance_product.id,
        product_name: item.insurance_product.name,
        outcome: 'insured',
        policy: {
          id: expect.any(Number),
          number: expect.stringMatching(new RegExp(`^VZ-${year}-\\d{6,}$`)),
          product: item.insurance_product.id,
          start_date: start,
          price: prices.get(item.id),
        },
      })),
    )
    expect(result.policies).toEqual(result.items.map((i) => i.policy))
    const cents = [...prices.values()].reduce((sum, p) => sum + Math.round(Number(p) * 100), 0)
    // The first debit is started with the purchase (the local provider's debit is processing at first).
    expect(result.invoice).toEqual({
      id: expect.any(Number),
      status: 'processing',
      amount: (cents / 100).toFixed(2),
      due_date: start,
    })
    // Purchased items leave the cart; the checkout cart is gone.
    expect(await cartOf(t, token)).toEqual([])
    expect(await checkoutCart(token)).toEqual({ cart_item_ids: [], flow: 'normal' })
    // Stored: active policies (counted on the products page), the invoice with the IBAN's last 4 only.
    const stored = await policiesOf(token)
    expect(stored.map((p) => [p.number, p.status, p.start_date])).toEqual(
      result.policies.map((p) => [p.number, 'active', start]),
    )
    const [invoice] = await invoicesOf(token)
    expect(invoice).toMatchObject({ amount_cents: cents, due_date: start, iban_last4: '4300' })
    const products = insuranceProductsResponseSchema.parse(
      await (await as(t, token, 'GET', '/insurance-products')).json(),
    ).result
    expect(products.find((p) => p.type === 'device')!.active_policies).toBe(1)
    // The details are kept for the account area; the IBAN in full, but never in an answer.
    const [profile] = await t.database.db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.user_id, await userId(token)))
    expect(profile).toMatchObject({
      iban: 'NL91ABNA0417164300',
      company: { chamber_of_commerce_number: '12345678', postal_code: '1015 CS', house_number_addition: 'A' },
      person: { email: 'eva@example.nl', first_name: 'Eva' },
      address: { street: 'Prinsengracht', house_number_addition: null },
    })
    expect(profile!.address).not.toHaveProperty('have_address_looked_up')
    expect(JSON.stringify(result)).not.toContain('0417164300')
    const me = await (await as(t, token, 'GET', '/users/me')).json()
    expect(me).toMatchObject({ first_name: 'Eva', last_name: 'Jansen', birth_date: addYears(today, -35) })
  })

  it('does not take out the same checkout cart twice, also not two purchases at once', async () => {
    const { token } = await shopper('p-twice', ['death_risk'])
    await purchased(t, token, validBody())
    const again = await refusal(await purchase(token, validBody()))
    expect(again.non_field_errors).toEqual(['cart_empty'])
    expect(await policiesOf(token)).toHaveLength(1)

    const other = await shopper('p-at-once', ['device', 'business_liability'])
    const [a, b] = await Promise.all([purchase(other.token, validBody()), purchase(other.token, validBody())])
    expect([a.status, b.status].sort()).toEqual([200, 400])
    expect(await policiesOf(other.token)).toHaveLength(2)
    expect(await invoicesOf(other.token)).toHaveLength(1)
  })

  it('makes exactly one policy per item and one debit of 20 purchases of one cart at once', async () => {
    const { token } = await shopper('p-twenty', ['device', 'business_liability'])
    const answers = await Promise.all(Array.from({ length: 20 }, () => purchase(token, validBody())))
    const statuses = answers.map((res) => res.status).sort()
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 400)])
    expect(await policiesOf(token)).toHaveLength(2)
    expect(await invoicesOf(token)).toHaveLength(1)
    const debits = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.user_id, await userId(token)))
    expect(debits).toHaveLength(1)
  })

  it('never insures a product twice: after a purchase the cart and the purchase answer 409 already_insured', async () => {
    const { token } = await shopper('p-insured-twice', ['death_risk'])
    await purchased(t, token, validBody())
    const add = await as(t, token, 'POST', '/cart-item', { insurance_product: ids.death_risk })
    expect(add.status).toBe(409)
    expect(await errorOf(add)).toMatchObject({
      code: 'already_insured',
      non_field_errors: ['already_insured'],
    })
    expect(await cartOf(t, token)).toEqual([])
    // A policy that came to exist while the product sat in the cart (another tab, another channel).
    const other = await shopper('p-insured-meanwhile', ['death_risk', 'device'])
    await t.database.db.insert(policies).values({
      user_id: await userId(other.token),
      insurance_product_id: ids.death_risk,
      monthly_price_cents: 1000,
    })
    const res = await purchase(other.token, validBody())
    expect(res.status).toBe(409)
    expect((await errorOf(res)).non_field_errors).toEqual(['already_insured'])
    expect(await policiesOf(other.token)).toHaveLength(1)
    expect(await invoicesOf(other.token)).toEqual([])
    expect((await checkoutCart(other.token)).cart_item_ids).toHaveLength(2)
  })

  it('answers a repeated purchase (same request id, e.g. a reload) with what the first one answered', async () => {
    const { token } = await shopper('p-repeat', ['death_risk'])
    const request_id = crypto.randomUUID()
    const first = await purchased(t, token, { ...validBody(), request_id })
    expect(first.outcome).toBe('insured')
    // Both at once too: the second waits for the first's lock and answers the same.
    const [again, alsoAgain] = await Promise.all([
      purchased(t, token, { ...validBody(), request_id }),
      purchased(t, token, { ...validBody(), request_id }),
    ])
    expect(again).toEqual(first)
    expect(alsoAgain).toEqual(first)
    expect(await policiesOf(token)).toHaveLength(1)
    // Another request id is another purchase: nothing left to take out.
    const other = await refusal(await purchase(token, { ...validBody(), request_id: crypto.randomUUID() }))
    expect(other.non_field_errors).toEqual(['cart_empty'])
    // Another customer's request id answers nothing of theirs.
    const stranger = await shopper('p-repeat-2', ['death_risk'])
    const theirs = await purchased(t, stranger.token, { ...validBody(), request_id })
    expect(theirs.policies[0]!.id).not.toBe(first.policies[0]!.id)
  })

  it('refuses a request id that is not a UUID', async () => {
    const { token } = await shopper('p-bad-request', ['death_risk'])
    const refused = await refusal(await purchase(token, { ...validBody(), request_id: 'again' }))
    expect(refused.field_errors).toEqual({ request_id: ['invalid'] })
    expect(await policiesOf(token)).toEqual([])
  })

  it('answers cart_empty without a checkout cart, whatever the body', async () => {
    const token = await customer(t, 'p-empty', 'webdeveloper')
    expect((await refusal(await purchase(token, validBody()))).non_field_errors).toEqual(['cart_empty'])
    await checkoutOf(t, token, ids, ['device'])
    expect(
      (await as(t, token, 'PUT', '/cart-item/checkout-cart', { cart_item_ids: [], flow: 'normal' })).status,
    ).toBe(200)
    expect((await refusal(await purchase(token, {}))).non_field_errors).toEqual(['cart_empty'])
    expect(await cartOf(t, token)).toHaveLength(1)
  })
})

describe('outcomes that are not insured', () => {
  it('hard drop-out: a claim in 5 years; nothing is created and the item stays in the cart', async () => {
    const { token, items } = await shopper('p-hard', ['business_liability'], {
      business_liability: { claims_last_5_years: 'yes' },
    })
    const result = await purchased(t, token, validBody())
    expect(result).toMatchObject({ outcome: 'hard_drop_out', policies: [], invoice: null })
    expect(result.items).toEqual([expect.objectContaining({ outcome: 'hard_drop_out', policy: null })])
    expect((await cartOf(t, token)).map((i) => i.id)).toEqual(items.map((i) => i.id))
    expect(await checkoutCart(token)).toEqual({ cart_item_ids: [], flow: 'normal' })
    expect(await policiesOf(token)).toEqual([])
    expect(await invoicesOf(token)).toEqual([])
  })

  it('soft drop-out: an insurer refused before', async () => {
    const { token } = await shopper('p-soft', ['business_liability'], {
      business_liability: { insurer_refused: 'yes' },
    })
    const result = await purchased(t, token, validBody())
    expect(result.outcome).toBe('soft_drop_out')
    expect(result.items[0]).toMatchObject({ outcome: 'soft_drop_out', policy: null })
    expect(await cartOf(t, token)).toHaveLength(1)
  })

  it('additional information: a price question left open, or a product priced later', async () => {
    const { token } = await shopper('p-info', ['business_liability'], {
      business_liability: { annual_revenue: 'skip' },
    })
    const result = await purchased(t, token, validBody())
    expect(result).toMatchObject({ outcome: 'additional_information', invoice: null })
    // Answering it later lets the same item be taken out.
    await answerSafely(t, token, ids, 'business_liability')
    await as(t, token, 'PUT', '/cart-item/checkout-cart', {
      cart_item_ids: (await cartOf(t, token)).map((i) => i.id),
      flow: 'normal',
    })
    expect((await purchased(t, token, validBody())).outcome).toBe('insured')
    // Home buildings insurance has no price until it is calculated.
    const home = await shopper('p-building', [])
    await answerSafely(t, home.token, ids, 'allianz_building')
    await checkoutOf(t, home.token, ids, ['allianz_building'], 'consumer')
    expect((await purchased(t, home.token, validBody())).outcome).toBe('additional_information')
  })

  it('additional information: revenue over 250,000 without an explanation; insured once explained', async () => {
    const { token } = await shopper('p-revenue', ['business_liability'], {
      business_liability: { annual_revenue: 'over_250k' },
    })
    const result = await purchased(t, token, validBody())
    expect(result.outcome).toBe('additional_information')
    // The questions say which option needs an explanation, and carry it once given.
    const questions = await questionsOf(t, token, ids.business_liability)
    const revenue = questions.find((q) => q.key === 'annual_revenue')!
    expect(revenue.options.filter((o) => o.explanation_required).map((o) => o.key)).toEqual(['over_250k'])
    expect(revenue.user_answer_detail).toBeNull()
    const detail = await as(t, token, 'POST', '/additional-answer-details', {
      reason: 'Een grote opdracht dit jaar.',
      answer: revenue.user_answer!.id,
    })
    expect(detail.status).toBe(201)
    const again = await questionsOf(t, token, ids.business_liability)
    expect(again.find((q) => q.key === 'annual_revenue')!.user_answer_detail).toMatchObject({
      reason: 'Een grote opdracht dit jaar.',
      answer: revenue.user_answer!.id,
    })
    await as(t, token, 'PUT', '/cart-item/checkout-cart', {
      cart_item_ids: (await cartOf(t, token)).map((i) => i.id),
      flow: 'normal',
    })
    expect((await purchased(t, token, validBody())).outcome).toBe('insured')
  })

  it('unavailable: a rejecting answer, or a product the profession may no longer buy', async () => {
    const tenant = await customer(t, 'p-tenant', 'webdeveloper')
    await answerSafely(t, tenant, ids, 'allianz_building', { home_ownership: 'tenant' })
    await checkoutOf(t, tenant, ids, ['allianz_building'], 'consumer')
    expect((await purchased(t, tenant, validBody())).outcome).toBe('unavailable')

    const { token } = await shopper('p-roofer', ['professional_liability'])
    await setProfession(t, token, 'dakdekker')
    const result = await purchased(t, token, validBody())
    expect(result.items.map((i) => i.outcome)).toEqual(['unavailable'])
    expect(await policiesOf(token)).toEqual([])
  })

  it('partially insured: policies and an invoice for the insured items only, the others stay in the cart', async () => {
    const types = ['business_liability', 'death_risk', 'professional_liability', 'device'] as const
    const { token, items } = await shopper('p-partial', types, {
      death_risk: { smoker: 'skip' },
      professional_liability: { claims_last_5_years: 'yes' },
    })
    const prices = new Map((await cartOf(t, token)).map((i) => [i.id, i.insurance_product.price!]))
    const result = await purchased(t, token, validBody())
    expect(result.outcome).toBe('partially_insured')
    expect(result.items.map((i) => [i.cart_item_id, i.outcome])).toEqual([
      [items[0]!.id, 'insured'],
      [items[1]!.id, 'additional_information'],
      [items[2]!.id, 'hard_drop_out'],
      [items[3]!.id, 'insured'],
    ])
    expect(result.policies.map((p) => p.product)).toEqual([ids.business_liability, ids.device])
    const cents = [items[0]!, items[3]!].reduce(
      (sum, i) => sum + Math.round(Number(prices.get(i.id)) * 100),
      0,
    )
    expect(result.invoice?.amount).toBe((cents / 100).toFixed(2))
    expect((await cartOf(t, token)).map((i) => i.id)).toEqual([items[1]!.id, items[2]!.id])
    expect(await checkoutCart(token)).toEqual({ cart_item_ids: [], flow: 'normal' })
  })
})

describe('the forms', () => {
  let token: string
  beforeAll(async () => {
    ;({ token } = await shopper('p-forms', ['device']))
  })
  const today = todayInNl()
  const edit = (change: (b: Body) => void): Body => {
    const body = validBody()
    change(body)
    return body
  }

  it('answers a field error per form field, storing nothing and keeping the checkout cart', async () => {
    const cases: [Body | Record<string, unknown>, Record<string, string[]>][] = [
      [edit((b) => (b.company.company_name = '  ')), { 'company.company_name': ['required'] }],
      [
        edit((b) => (b.company.chamber_of_commerce_number = '1234567')),
        { 'company.chamber_of_commerce_number': ['kvkNumber'] },
      ],
      [edit((b) => (b.company.street = '')), { 'company.street': ['required'] }],
      [edit((b) => (b.company.house_number = '0')), { 'company.house_number': ['houseNumber'] }],
      [
        edit((b) => (b.company.house_number_addition = 'x'.repeat(11))),
        { 'company.house_number_addition': ['tooLong'] },
      ],
      [edit((b) => (b.company.postal_code = '1015')), { 'company.postal_code': ['postalCode'] }],
      [edit((b) => (b.company.city = 'x'.repeat(101))), { 'company.city': ['tooLong'] }],
      [edit((b) => (b.company.country = 'België')), { 'company.country': ['onlyNL'] }],
      [edit((b) => (b.person.first_name = '')), { 'person.first_name': ['required'] }],
      [edit((b) => (b.person.last_name = ' ')), { 'person.last_name': ['required'] }],
      [edit((b) => (b.person.birth_date = '1990-02-30')), { 'person.birth_date': ['dateValidMessage'] }],
      [
        edit((b) => (b.person.birth_date = addDays(addYears(today, -18), 1))),
        { 'person.birth_date': ['birthDateMinDate'] },
      ],
      [
        edit((b) => (b.person.birth_date = addYears(today, -59))),
        { 'person.birth_date': ['birthDateMaxDate'] },
      ],
      [
        edit((b) => (b.person.birth_date = addYears(today, -101))),
        { 'person.birth_date': ['birthDate100YearMaxDate'] },
      ],
      [edit((b) => (b.person.phone_number = '06-12345678 x')), { 'person.phone_number': ['phoneNumber'] }],
      [edit((b) => (b.person.phone_number = '06 1234')), { 'person.phone_number': ['phoneNumberMinLength'] }],
      [
        edit((b) => (b.person.phone_number = '+31 6 1234 5678 90123')),
        { 'person.phone_number': ['phoneNumberMaxLength'] },
      ],
      [edit((b) => (b.person.email = 'eva@')), { 'person.email': ['email'] }],
      [edit((b) => (b.address.street = '')), { 'address.street': ['required'] }],
      [edit((b) => (b.address.house_number = '12a')), { 'address.house_number': ['houseNumber'] }],
      [edit((b) => (b.address.postal_code = 'AB 1234')), { 'address.postal_code': ['postalCode'] }],
      [edit((b) => (b.address.city = '')), { 'address.city': ['required'] }],
      [edit((b) => (b.address.country = 'Germany')), { 'address.country': ['onlyNL'] }],
      [
        edit((b) => (b.address.have_address_looked_up = false)),
        { 'address.have_address_looked_up': ['addressNotFound'] },
      ],
      [edit((b) => b.formalities.pop()), { formalities: ['formalities'] }],
      [edit((b) => (b.formalities = [])), { formalities: ['formalities'] }],
      [
        edit((b) => (b.payment.start_date = addDays(today, -1))),
        { 'payment.start_date': ['minDateReached'] },
      ],
      [
        edit((b) => (b.payment.start_date = addDays(addMonths(today, 1), 1))),
        { 'payment.start_date': ['maxDateReached'] },
      ],
      [edit((b) => (b.payment.start_date = '17-05-2026')), { 'payment.start_date': ['dateValidMessage'] }],
      [edit((b) => (b.payment.iban_number = 'NL91ABNA0417164301')), { 'payment.iban_number': ['iban'] }],
      [edit((b) => (b.payment.iban_number = '')), { 'payment.iban_number': ['required'] }],
      [edit((b) => (b.payment.consent = false)), { 'payment.consent': ['consent'] }],
      [{ ...validBody(), company: undefined }, { company: ['required'] }],
      [{ ...validBody(), payment: 'x' }, { payment: ['invalidType'] }],
      [{ ...validBody(), formalities: [1] }, { 'formalities.0': ['invalidType'] }],
    ]
    for (const [body, errors] of cases) {
      const answer = await purchase(token, body)
      expect(answer.status, JSON.stringify(errors)).toBe(400)
      const res = await errorOf(answer)
      expect(res.code, JSON.stringify(errors)).toBe('validation_error')
      expect(res.field_errors, JSON.stringify(errors)).toEqual(errors)
    }
    const several = await refusal(await purchase(token, {}))
    expect(Object.keys(several.field_errors).sort()).toEqual([
      'address',
      'company',
      'formalities',
      'payment',
      'person',
    ])
    for (const raw of ['nope', '', 'null', '[]', '{"company":']) {
      expect((await purchase(token, raw)).status, raw).toBe(400)
    }
    expect((await purchase(token, { ...validBody(), pad: 'x'.repeat(20_000) })).status).toBe(413)
    expect(await policiesOf(token)).toEqual([])
    expect((await checkoutCart(token)).cart_item_ids).toHaveLength(1)
  })

  it('accepts the edges: 18 today, 58, a start date a month ahead, a postal code written any way', async () => {
    const ok = edit((b) => {
      b.person.birth_date = addYears(today, -18)
      b.payment.start_date = addMonths(today, 1)
      b.company.postal_code = '1015 cs'
    })
    const result = await purchased(t, token, ok)
    expect(result.outcome).toBe('insured')
    expect(result.policies[0]!.start_date).toBe(addMonths(today, 1))
    const { token: older } = await shopper('p-58', ['device'])
    const oldest = edit((b) => (b.person.birth_date = addDays(addYears(today, -59), 1)))
    expect((await purchased(t, older, oldest)).outcome).toBe('insured')
  })

  it('asks the car formalities in the car flow, and age 57 at most in the income-protection flow', async () => {
    const driver = await customer(t, 'p-car', 'webdeveloper')
    await checkoutOf(t, driver, ids, ['car'], 'car')
    expect((await refusal(await purchase(driver, validBody()))).field_errors).toEqual({
      formalities: ['formalities'],
    })
    const car = edit((b) => (b.formalities = carFormalities()))
    expect((await purchased(t, driver, car)).items[0]!.outcome).toBe('additional_information')

    // Income protection is insured after its journey: quiz passed, medical review, premium confirmed.
    const aov = await aovShopper('p-aov', ['aov'])
    const fiftyEight = addDays(addYears(today, -59), 1)
    const old = await refusal(
      await purchase(
        aov,
        edit((b) => (b.person.birth_date = fiftyEight)),
      ),
    )
    expect(old.field_errors).toEqual({ 'person.birth_date': ['birthDateMaxDate'] })
    // The premium is priced on the application's birth date: the personal details must give the same.
    const oldest = addDays(addYears(today, -58), 1)
    const young = edit((b) => (b.person.birth_date = oldest))
    expect((await refusal(await purchase(aov, young))).field_errors).toEqual({
      'person.birth_date': ['birthDateMismatch'],
    })
    await applied(t, aov, ids.aov, { birth_date: oldest })
    expect((await purchased(t, aov, young)).outcome).toBe('insured')
  })
})

describe('the start date under the start_date_from_tomorrow flag', () => {
  it('refuses today on kroonbank and accepts tomorrow; zzp accepts today', async () => {
    const host = 'kroonbank.localhost'
    const { access } = await loginByExternalId(t, 'kroonbank', 'p-kroon')
    const profession = await professionId(t, 'webdeveloper')
    expect((await call(t, 'PATCH', '/users/me', { profession }, { token: access, host })).status).toBe(200)
    await answerSafely(t, access, ids, 'device', {}, host)
    await checkoutOf(t, access, ids, ['device'], 'normal', host)
    const today = todayInNl()
    const res = await call(t, 'POST', '/cart-item/purchase', validBody(today, today), { token: access, host })
    expect((await refusal(res)).field_errors).toEqual({ 'payment.start_date': ['minDateReached'] })
    const result = await purchased(t, access, validBody(today, addDays(today, 1)), host)
    expect(result.outcome).toBe('insured')
    expect(result.policies[0]!.start_date).toBe(addDays(today, 1))
    expect(result.invoice?.due_date).toBe(addDays(today, 1))

    const { token } = await shopper('p-zzp-today', ['device'])
    expect((await purchased(t, token, validBody(today, today))).policies[0]!.start_date).toBe(today)
  })
})

describe('policy numbers', () => {
  it('are unique and follow VZ-<start year>-<6+ digits>', async () => {
    const all = await t.database.db.select({ number: policies.number }).from(policies)
    expect(all.length).toBeGreaterThan(5)
    expect(new Set(all.map((p) => p.number)).size).toBe(all.length)
    for (const { number } of all) expect(number).toMatch(/^VZ-\d{4}-\d{6,}$/)
  })
})

describe('income protection: decided by its journey, not its questions', () => {
  const outcomeOf = async (token: string) => {
    const result = await purchased(t, token, validBody())
    expect(result.items).toHaveLength(1)
    return result.items[0]!
  }

  it('insures a confirmed application at the confirmed premium, with a policy and an invoice', async () => {
    const token = await aovShopper('p-aov-insured', ['aov'], { review: 'price_increase' })
    const result = await purchased(t, token, validBody())
    expect(result.outcome).toBe('insured')
    expect(result.items[0]).toMatchObject({
      product: ids.aov,
      outcome: 'insured',
      policy: { product: ids.aov, price: '148.19' },
    })
    expect(result.invoice).toMatchObject({ amount: '148.19' })
    expect((await policiesOf(token)).map((p) => [p.monthly_price_cents, p.monthly_net_price_cents])).toEqual([
      [14819, 12247],
    ])
    expect(await cartOf(t, token)).toEqual([])
  })

  it('asks for more information without a confirmed premium (no review, or reviewed but not confirmed)', async () => {
    for (const [name, review] of [
      ['p-aov-no-review', 'none'],
      ['p-aov-unconfirmed', 'approve'],
    ] as const) {
      const token = await aovShopper(name, ['aov'], { review, confirm: false })
      expect(await outcomeOf(token)).toMatchObject({ outcome: 'additional_information', policy: null })
      expect(await policiesOf(token)).toEqual([])
      // The item stays in the cart for the follow-up.
      expect(await cartOf(t, token)).toHaveLength(1)
    }
  })

  it('needs an advisor (hard drop-out) after a quiz failed twice, and more information before it is taken', async () => {
    const failed = await aovShopper('p-aov-quiz-failed', ['aov'], { quiz: 'failed' })
    expect(await outcomeOf(failed)).toMatchObject({ outcome: 'hard_drop_out', policy: null })
    const untaken = await aovShopper('p-aov-quiz-untaken', ['aov'], { quiz: 'untaken' })
    expect(await outcomeOf(untaken)).toMatchObject({ outcome: 'additional_information', policy: null })
  })

  it.each([
    ['drop_out', 'soft_drop_out'],
    ['reject', 'unavailable'],
    ['hard_drop_out', 'hard_drop_out'],
  ] as const)('follows a stored review that ended in %s: %s', async (review, outcome) => {
    // Confirmed after an approving review, then reviewed again (the customer went back and answered).
    const token = await aovShopper(`p-aov-${review}`, ['aov'])
    await reviewed(t, token, ids.aov, review)
    const result = await purchased(t, token, validBody())
    expect(result.outcome).toBe(outcome)
    expect(result.items[0]).toMatchObject({ outcome, policy: null })
    expect(result.invoice).toBeNull()
  })

  it('ignores the seeded questions of the product: their consequences and open ones do not decide', async () => {
    const token = await aovShopper('p-aov-questions', ['aov'])
    // The seeded aov question serious_illness answered yes (consequence hard_drop_out); the others open.
    await answerSafely(t, token, ids, 'aov', {
      serious_illness: 'yes',
      birth_date: 'skip',
      insured_income: 'skip',
      waiting_period: 'skip',
      risky_hobbies: 'skip',
    })
    expect(await outcomeOf(token)).toMatchObject({ outcome: 'insured', policy: { price: '118.56' } })
  })

  it('still makes a product the profession may not buy unavailable', async () => {
    const token = await aovShopper('p-aov-profession', ['aov', 'aov_acture'])
    // A roofer (risk class 4) may buy aov but not aov_acture.
    await setProfession(t, token, 'dakdekker')
    const result = await purchased(t, token, validBody())
    expect(result.items.find((i) => i.product === ids.aov_acture)).toMatchObject({
      outcome: 'unavailable',
      policy: null,
    })
    // The change of profession cleared aov's confirmed premium: it must be confirmed at the new risk class.
    expect(result.items.find((i) => i.product === ids.aov)).toMatchObject({
      outcome: 'additional_information',
      policy: null,
    })
  })
})
