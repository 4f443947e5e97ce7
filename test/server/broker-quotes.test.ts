// @vitest-environment node
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedQuoteSchema, brokerQuoteSchema, createBrokerQuoteSchema } from '../../api/contract/broker'
import { cartResponseSchema } from '../../api/contract/cart'
import { questionsResponseSchema } from '../../api/contract/questions'
import { DEMO_BROKER, DEMO_QUOTES } from '../../api/server/broker/demo-quotes'
import { createBrokerQuote } from '../../api/server/broker/quote-service'
import { brokerQuotes, insuranceProducts, partners, professions, questions } from '../../api/server/db/schema'
import { HttpError } from '../../api/server/http/errors'
import { call, errorOf, loginByExternalId, signedLogin } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let zzp = 0
let carpenter = 0
let liability = 0
let liabilityQuestions: { id: number; key: string }[] = []
beforeAll(async () => {
  t = await createTestApp()
  const { db } = t.database
  zzp = (await db.select().from(partners).where(eq(partners.slug, 'zzp')))[0]!.id
  carpenter = (await db.select().from(professions).where(eq(professions.slug, 'timmerman')))[0]!.id
  liability = (
    await db.select().from(insuranceProducts).where(eq(insuranceProducts.slug, 'business_liability'))
  )[0]!.id
  liabilityQuestions = await db
    .select({ id: questions.id, key: questions.key })
    .from(questions)
    .where(eq(questions.insurance_product_id, liability))
}, 60_000)
afterAll(async () => t?.close())

const brokerLogin = (externalId: string, quoteId: string, host = 'zzp.localhost', slug = 'zzp') =>
  call(
    t,
    'POST',
    '/jwt/create-by-external-id',
    { ...signedLogin(slug, externalId), quote_id: quoteId, broker_quote: true, is_broker_flow: true },
    { host },
  )

/** A new quote of the demo broker for `customer`: business liability, the demo's answers copied. */
async function newQuote(customer: string, validDays = 30) {
  const [demo] = await t.database.db
    .select()
    .from(brokerQuotes)
    .where(eq(brokerQuotes.id, DEMO_QUOTES.open.id))
  const answers = demo!.items[0]!.answers
  const input = createBrokerQuoteSchema.parse({
    broker_email: DEMO_BROKER.email,
    customer_external_id: customer,
    customer_email: `${customer}@example.nl`,
    customer_name: 'Klant',
    profession: carpenter,
    products: [{ product: liability, answers }],
    valid_days: validDays,
  })
  return (await createBrokerQuote(t.database.db, zzp, input)).id
}

const tokenOf = async (res: Response) => {
  expect(res.status).toBe(200)
  return ((await res.json()) as { access: string }).access
}

describe('POST /jwt/create-by-external-id with a broker quote', () => {
  it('logs the quote’s customer in, with the profession the quote was priced for', async () => {
    const id = await newQuote('bq-login')
    const access = await tokenOf(await brokerLogin('bq-login', id))
    const me = await call(t, 'GET', '/users/me', undefined, { token: access })
    expect(((await me.json()) as { profession: { id: number } }).profession.id).toBe(carpenter)
  })

  it('refuses (401) an unknown quote, another customer’s, another partner’s, and a broker flow without a quote', async () => {
    const id = await newQuote('bq-owner')
    const refused = [
      await brokerLogin('bq-owner', 'x'.repeat(32)),
      await brokerLogin('bq-someone-else', id),
      await brokerLogin('bq-owner', id, 'kroonbank.localhost', 'kroonbank'),
      await call(t, 'POST', '/jwt/create-by-external-id', {
        ...signedLogin('zzp', 'bq-owner'),
        is_broker_flow: true,
      }),
      await brokerLogin('bq-owner', 'not an id'),
    ]
    for (const res of refused) {
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('login_failed')
    }
  })

  it('takes a link signed with its quote for as long as the quote is open, however old the signature', async () => {
    const id = await newQuote('bq-old-link')
    const made = new Date(Date.now() - 2 * 60 * 60_000)
    await t.database.db.update(brokerQuotes).set({ created_at: made }).where(eq(brokerQuotes.id, id))
    const old = signedLogin('zzp', 'bq-old-link', { createdAt: made.toISOString() })
    const broker = { quote_id: id, broker_quote: true, is_broker_flow: true }
    const login = (body: object) =>
      call(t, 'POST', '/jwt/create-by-external-id', body, { host: 'zzp.localhost' })
    // The broker's link, two hours after the quote was made.
    expect((await login({ ...old, ...broker })).status).toBe(200)
    // The same old signature as a partner's own login, or signed long after the quote: too old.
    for (const res of [
      await login(old),
      await login({
        ...signedLogin('zzp', 'bq-old-link', { createdAt: new Date(Date.now() - 60 * 60_000).toISOString() }),
        ...broker,
      }),
    ]) {
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toBe('signature_expired')
    }
  })

  it('names the broker for an old link whose quote expired (410, not an invalid link)', async () => {
    const [row] = await t.database.db
      .select()
      .from(brokerQuotes)
      .where(eq(brokerQuotes.id, DEMO_QUOTES.expired.id))
    const res = await call(
      t,
      'POST',
      '/jwt/create-by-external-id',
      {
        ...signedLogin('zzp', DEMO_QUOTES.expired.customer, { createdAt: row!.created_at.toISOString() }),
        quote_id: DEMO_QUOTES.expired.id,
        broker_quote: true,
        is_broker_flow: true,
      },
      { host: 'zzp.localhost' },
    )
    expect(res.status).toBe(410)
  })

  it('answers 410 quote_expired with the broker’s contact for an expired quote', async () => {
    const res = await brokerLogin(DEMO_QUOTES.expired.customer, DEMO_QUOTES.expired.id)
    expect(res.status).toBe(410)
    const body = await errorOf(res)
    expect(body).toMatchObject({
      code: 'quote_expired',
      non_field_errors: ['quote_expired'],
      broker: { name: DEMO_BROKER.name, email: DEMO_BROKER.email, phone: DEMO_BROKER.phone },
    })
  })

  it('answers 400 with field errors for a bad quote field', async () => {
    const good = signedLogin('zzp', 'bq-bad')
    for (const [body, field] of [
      [{ ...good, quote_id: 'q'.repeat(101) }, 'quote_id'],
      [{ ...good, is_broker_flow: 'yes' }, 'is_broker_flow'],
      [{ ...good, broker_quote: 1 }, 'broker_quote'],
    ] as const) {
      const res = await call(t, 'POST', '/jwt/create-by-external-id', body)
      expect(res.status).toBe(400)
      expect(Object.keys((await errorOf(res)).field_errors)).toContain(field)
    }
  })
})

describe('GET /broker-quotes/:id', () => {
  it('answers the customer’s quote: products, cover, premiums priced by the server, broker, validity', async () => {
    const id = await newQuote('bq-read')
    const access = await tokenOf(await brokerLogin('bq-read', id))
    const res = await call(t, 'GET', `/broker-quotes/${id}`, undefined, { token: access })
    expect(res.status).toBe(200)
    const quote = brokerQuoteSchema.parse(await res.json())
    expect(quote).toMatchObject({
      id,
      status: 'open',
      broker: { name: DEMO_BROKER.name },
      exit_url: '/quotation-ended',
    })
    expect(quote.products).toHaveLength(1)
    const [product] = quote.products
    // Carpenter (risk class 4) business liability 60.98, on-site work × 1.10.
    expect(product!.price).toBe('67.08')
    expect(quote.total).toBe('67.08')
    expect(product!.cover.map((line) => line.label)).toEqual(['Verzekerd bedrag', 'Eigen risico'])
    expect(product!.answers.map((a) => a.answer)).toContain('Tot € 100.000')
    expect(new Date(quote.valid_until).getTime()).toBeGreaterThan(Date.now())
  })

  it('shows no premium for a product whose price questions the quote leaves open (the checkout asks them)', async () => {
    const input = createBrokerQuoteSchema.parse({
      broker_email: DEMO_BROKER.email,
      customer_external_id: 'bq-open-answers',
      customer_email: 'bq-open-answers@example.nl',
      customer_name: 'Klant',
      profession: carpenter,
      products: [{ product: liability, answers: [] }],
      valid_days: 30,
    })
    const id = (await createBrokerQuote(t.database.db, zzp, input)).id
    const access = await tokenOf(await brokerLogin('bq-open-answers', id))
    const quote = brokerQuoteSchema.parse(
      await (await call(t, 'GET', `/broker-quotes/${id}`, undefined, { token: access })).json(),
    )
    expect(quote.products[0]).toMatchObject({ price: null, net_price: null })
    expect(quote.total).toBe('0.00')
  })

  it('answers 401 without a token, 404 for another customer’s or an unknown quote, 400 for a malformed id', async () => {
    const id = await newQuote('bq-private')
    expect((await call(t, 'GET', `/broker-quotes/${id}`)).status).toBe(401)
    const other = await loginByExternalId(t, 'zzp', 'bq-stranger')
    const res = await call(t, 'GET', `/broker-quotes/${id}`, undefined, { token: other.access })
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain('bq-private')
    expect(
      (await call(t, 'GET', `/broker-quotes/${'z'.repeat(32)}`, undefined, { token: other.access })).status,
    ).toBe(404)
    const bad = await call(t, 'GET', '/broker-quotes/a%20b', undefined, { token: other.access })
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).field_errors).toHaveProperty('id')
  })

  it('names the configured quote address for a cleared broker session', async () => {
    const other = await t.withConfig({ BROKER_QUOTE_URL: 'https://offertes.example/{partner}' })
    const id = await newQuote('bq-exit')
    const access = await tokenOf(await brokerLogin('bq-exit', id))
    const res = await other.app.request(`http://zzp.localhost/broker-quotes/${id}`, {
      headers: { Authorization: `Bearer ${access}` },
    })
    expect(brokerQuoteSchema.parse(await res.json()).exit_url).toBe('https://offertes.example/zzp')
  })
})

describe('POST /broker-quotes/:id/accept', () => {
  it('puts the quoted products in the cart with their answers at the quoted price, once; the link is used then', async () => {
    const id = await newQuote('bq-accept')
    const access = await tokenOf(await brokerLogin('bq-accept', id))
    const res = await call(t, 'POST', `/broker-quotes/${id}/accept`, undefined, { token: access })
    expect(res.status).toBe(200)
    const accepted = acceptedQuoteSchema.parse(await res.json())
    expect(accepted.quote.status).toBe('accepted')
    expect(accepted.cart_item_ids).toHaveLength(1)
    const cart = cartResponseSchema.parse(
      await (await call(t, 'GET', '/cart-item', undefined, { token: access })).json(),
    )
    expect(cart.result.map((item) => [item.id, item.insurance_product.price])).toEqual([
      [accepted.cart_item_ids[0], '67.08'],
    ])
    const asked = questionsResponseSchema.parse(
      await (await call(t, 'GET', `/questions?product=${liability}`, undefined, { token: access })).json(),
    )
    expect(asked.result.every((q) => q.user_answer !== null)).toBe(true)
    expect(asked.result).toHaveLength(liabilityQuestions.length)
    // The customer had no e-mail address: the broker's for them is theirs now.
    const me = await call(t, 'GET', '/users/me', undefined, { token: access })
    expect(((await me.json()) as { email: string }).email).toBe('bq-accept@example.nl')

    // Idempotent: the same answer, nothing added twice.
    const again = await call(t, 'POST', `/broker-quotes/${id}/accept`, '{}', { token: access })
    expect(again.status).toBe(200)
    expect(acceptedQuoteSchema.parse(await again.json()).cart_item_ids).toEqual(accepted.cart_item_ids)
    const after = cartResponseSchema.parse(
      await (await call(t, 'GET', '/cart-item', undefined, { token: access })).json(),
    )
    expect(after.result).toHaveLength(1)

    // The link is used now: its login says so, with the broker.
    const used = await brokerLogin('bq-accept', id)
    expect(used.status).toBe(410)
    expect(await errorOf(used)).toMatchObject({ code: 'quote_used', broker: { email: DEMO_BROKER.email } })
  })

  it('replaces answers the customer gave before with the quote’s', async () => {
    const id = await newQuote('bq-answers')
    const access = await tokenOf(await brokerLogin('bq-answers', id))
    const employees = liabilityQuestions.find((q) => q.key === 'employees')!.id
    const before = await call(
      t,
      'POST',
      '/answers',
      { question: employees, float_value: 9 },
      { token: access },
    )
    expect(before.status).toBe(201)
    expect((await call(t, 'POST', `/broker-quotes/${id}/accept`, undefined, { token: access })).status).toBe(
      200,
    )
    const asked = questionsResponseSchema.parse(
      await (await call(t, 'GET', `/questions?product=${liability}`, undefined, { token: access })).json(),
    )
    expect(asked.result.find((q) => q.id === employees)?.user_answer?.float_value).toBe(2)
  })

  it('answers 410 quote_expired for an expired quote, changing nothing', async () => {
    const id = await newQuote('bq-late')
    const access = await tokenOf(await brokerLogin('bq-late', id))
    await t.database.db
      .update(brokerQuotes)
      .set({ valid_until: sql`now() - interval '1 minute'` })
      .where(eq(brokerQuotes.id, id))
    const res = await call(t, 'POST', `/broker-quotes/${id}/accept`, undefined, { token: access })
    expect(res.status).toBe(410)
    expect(await errorOf(res)).toMatchObject({ code: 'quote_expired', broker: { name: DEMO_BROKER.name } })
    const cart = cartResponseSchema.parse(
      await (await call(t, 'GET', '/cart-item', undefined, { token: access })).json(),
    )
    expect(cart.result).toHaveLength(0)
  })

  it('answers 401 without a token, 404 for another customer’s quote (leaving it open), 400 for a malformed id', async () => {
    const id = await newQuote('bq-theirs')
    expect((await call(t, 'POST', `/broker-quotes/${id}/accept`)).status).toBe(401)
    const other = await loginByExternalId(t, 'zzp', 'bq-not-theirs')
    const res = await call(t, 'POST', `/broker-quotes/${id}/accept`, undefined, { token: other.access })
    expect(res.status).toBe(404)
    const [row] = await t.database.db.select().from(brokerQuotes).where(eq(brokerQuotes.id, id))
    expect(row!.accepted_at).toBeNull()
    const bad = await call(t, 'POST', '/broker-quotes/..%2F/accept', undefined, { token: other.access })
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).field_errors).toHaveProperty('id')
  })
})

describe('creating a quote (scripts/broker-quote.ts, the seed)', () => {
  const base = () => ({
    broker_email: DEMO_BROKER.email,
    customer_external_id: 'bq-new',
    customer_email: null,
    customer_name: null,
    profession: carpenter,
    products: [{ product: liability, answers: [] as { question: number; option?: number }[] }],
  })
  const fieldErrorsOf = async (input: ReturnType<typeof base>) => {
    try {
      await createBrokerQuote(t.database.db, zzp, createBrokerQuoteSchema.parse(input))
    } catch (error) {
      if (error instanceof HttpError) return error.body.field_errors
      throw error
    }
    return null
  }

  it('refuses an unknown broker, profession, product, a product it cannot price, and answers that do not fit', async () => {
    const [aov] = await t.database.db
      .select()
      .from(insuranceProducts)
      .where(eq(insuranceProducts.slug, 'aov'))
    const claims = liabilityQuestions.find((q) => q.key === 'claims_last_5_years')!.id
    expect(await fieldErrorsOf({ ...base(), broker_email: 'nobody@example.nl' })).toEqual({
      broker_email: ['notFound'],
    })
    expect(await fieldErrorsOf({ ...base(), profession: 999_999 })).toEqual({ profession: ['notFound'] })
    expect(await fieldErrorsOf({ ...base(), products: [{ product: 999_999, answers: [] }] })).toEqual({
      'products.0.product': ['notFound'],
    })
    expect(await fieldErrorsOf({ ...base(), products: [{ product: aov!.id, answers: [] }] })).toEqual({
      'products.0.product': ['notQuotable'],
    })
    expect(
      await fieldErrorsOf({
        ...base(),
        products: [{ product: liability, answers: [{ question: claims, option: 1 }] }],
      }),
    ).toEqual({ 'products.0.answers.0.option': ['invalidChoice'] })
    expect(
      await fieldErrorsOf({ ...base(), products: [{ product: liability, answers: [{ question: 1 }] }] }),
    ).toEqual({ 'products.0.answers.0.question': ['notFound'] })
    expect(await fieldErrorsOf(base())).toBeNull()
  })
})
