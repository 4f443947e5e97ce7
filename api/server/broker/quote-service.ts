import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import {
  QUOTE_EXPIRED,
  type QUOTE_USED,
  quoteIdSchema,
  type AcceptedQuote,
  type BrokerQuote,
  type createBrokerQuoteSchema,
  type QuotedProduct,
} from '../../contract/broker'
import { ALREADY_IN_CART } from '../../contract/cart'
import type { Locale } from '../../contract/common'
import { EMPTY_ANSWER, type AnswerValues } from '../../contract/questions'
import { addToCart, alreadyInsured } from '../cart/cart-service'
import { listItems } from '../cart/list-items'
import type { StartRules } from '../cart/start-date'
import type { Database } from '../db/client'
import {
  answers,
  brokerQuotes,
  brokers,
  cartItems,
  professions,
  questionOptions,
  questions,
  users,
  type BrokerQuoteAnswer,
  type BrokerQuoteItem,
} from '../db/schema'
import { errorBody, HttpError, invalid, notFoundError } from '../http/errors'
import { activePolicies, findProduct, mayBuy, riskClassOf } from '../products/catalogue'
import { withPriceFactors } from '../products/price-factors'
import { formatMoney, productCents } from '../products/pricing'
import { answerErrors, mergeAnswer } from '../questions/answer-rules'
import { changeAnswer, insertAnswer, writeAnswers, type AnswerWrite } from '../questions/answer-service'
import { findQuestion } from '../questions/store'
import type { UserRow } from '../users/store'
import { acceptable, endedCode, isQuotable, quoteExitUrl, quoteStatus } from './quote-rules'

/**
 * Broker quotes (api/contract/broker.ts): a broker's quote is priced here, by the same rules as the cart
 * (base premium × risk class × the answers' price factors), never taken from a request; the customer's
 * login checks it, the quotation page reads it, and accepting it fills the cart with its answers.
 */

type Db = Pick<Database, 'select'>
type QuoteRow = typeof brokerQuotes.$inferSelect
type BrokerRow = typeof brokers.$inferSelect

/** Another customer's (or partner's) quote, or none: the same 404, which tells nothing. */
const noSuchQuote = () => notFoundError('No such quote.')

/** 410: the quote's link ended (expired or used); the body names the broker to ask for a new one. */
export function quoteEnded(code: typeof QUOTE_EXPIRED | typeof QUOTE_USED, broker: BrokerRow): HttpError {
  const detail = code === QUOTE_EXPIRED ? 'The quote has expired.' : 'The quote has been used.'
  return new HttpError(410, {
    ...errorBody(code, detail, { non_field_errors: [code] }),
    broker: { name: broker.name, email: broker.email, phone: broker.phone },
  })
}

/** A new, unguessable quote id (32 URL-safe characters). */
const newQuoteId = () => randomBytes(24).toString('base64url')

/** Adds or updates a partner's broker by e-mail (the seed, tests, an admin's script). */
export async function upsertBroker(
  db: Pick<Database, 'insert'>,
  broker: { partnerId: number; name: string; email: string; phone: string | null },
): Promise<BrokerRow> {
  const email = broker.email.toLowerCase()
  const [row] = await db
    .insert(brokers)
    .values({ partner_id: broker.partnerId, name: broker.name, email, phone: broker.phone })
    .onConflictDoUpdate({
      target: [brokers.partner_id, brokers.email],
      set: { name: broker.name, phone: broker.phone, updated_at: sql`now()` },
    })
    .returning()
  if (!row) throw new Error('broker was not stored')
  return row
}

/** The answer values a quote stores (no documents: a broker uploads none). */
const storedAnswer = (question: number, values: AnswerValues): BrokerQuoteAnswer => {
  const { files: _files, ...rest } = values
  return { question, ...rest }
}

/** A quoted product priced and its answers checked; field errors under `products.<i>`. */
async function quotedItem(
  db: Db,
  request: z.output<typeof createBrokerQuoteSchema>['products'][number],
  riskClass: NonNullable<Awaited<ReturnType<typeof riskClassOf>>>,
  at: string,
): Promise<BrokerQuoteItem> {
  const product = await findProduct(db, request.product)
  if (!product) throw invalid({ [`${at}.product`]: ['notFound'] })
  if (!isQuotable(product)) throw invalid({ [`${at}.product`]: ['notQuotable'] })
  if (!mayBuy(product, riskClass)) throw invalid({ [`${at}.product`]: ['notAvailable'] })
  const seen = new Set<number>()
  const stored: BrokerQuoteAnswer[] = []
  const chosen: number[] = []
  for (const [j, answer] of request.answers.entries()) {
    const field = `${at}.answers.${j}`
    const found = await findQuestion(db, answer.question)
    if (!found || found.question.insurance_product_id !== product.id)
      throw invalid({ [`${field}.question`]: ['notFound'] })
    if (seen.has(answer.question)) throw invalid({ [`${field}.question`]: ['duplicate'] })
    seen.add(answer.question)
    const values = mergeAnswer(EMPTY_ANSWER, answer)
    const optionIds = new Set(found.options.map((o) => o.id))
    const errors = answerErrors({ type: found.question.type, optionIds }, values)
    if (Object.keys(errors).length > 0)
      throw invalid(Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${field}.${k}`, v])))
    stored.push(storedAnswer(answer.question, values))
    chosen.push(...(values.option === null ? [] : [values.option]), ...values.multi_select_options)
  }
  const factors =
    chosen.length === 0
      ? []
      : (
          await db
            .select({ factor: questionOptions.price_factor })
            .from(questionOptions)
            .where(inArray(questionOptions.id, chosen))
        ).map((o) => o.factor)
  const base = productCents(product, riskClass)
  return {
    product_id: product.id,
    price_cents: withPriceFactors(base.gross, factors) ?? 0,
    net_price_cents: withPriceFactors(base.net, factors) ?? 0,
    answers: stored,
  }
}

/**
 * A quote of one of the partner's brokers (by e-mail) for the customer with the external id, priced for
 * their profession: the row to store, without its id and validity. Field errors name what does not fit.
 */
export async function priceQuote(db: Db, partnerId: number, input: z.output<typeof createBrokerQuoteSchema>) {
  const [broker] = await db
    .select()
    .from(brokers)
    .where(and(eq(brokers.partner_id, partnerId), eq(brokers.email, input.broker_email.toLowerCase())))
  if (!broker) throw invalid({ broker_email: ['notFound'] })
  const riskClass = await riskClassOf(db, { profession_id: input.profession })
  if (riskClass === null) throw invalid({ profession: ['notFound'] })
  const ids = input.products.map((p) => p.product)
  const duplicate = ids.findIndex((id, i) => ids.indexOf(id) !== i)
  if (duplicate !== -1) throw invalid({ [`products.${duplicate}.product`]: ['duplicate'] })
  const items: BrokerQuoteItem[] = []
  for (const [i, product] of input.products.entries())
    items.push(await quotedItem(db, product, riskClass, `products.${i}`))
  return {
    broker_id: broker.id,
    partner_id: partnerId,
    customer_external_id: input.customer_external_id,
    customer_email: input.customer_email,
    customer_name: input.customer_name,
    profession_id: input.profession,
    items,
  }
}

/** Creates a priced quote (`priceQuote`) valid for its days from `now`; answers its new id. */
export async function createBrokerQuote(
  db: Database,
  partnerId: number,
  input: z.output<typeof createBrokerQuoteSchema>,
  now = new Date(),
): Promise<{ id: string; valid_until: Date; created_at: Date }> {
  const priced = await priceQuote(db, partnerId, input)
  const valid_until = new Date(now.getTime() + input.valid_days * 24 * 60 * 60_000)
  const [row] = await db
    .insert(brokerQuotes)
    .values({ id: newQuoteId(), ...priced, valid_until })
    .returning({
      id: brokerQuotes.id,
      valid_until: brokerQuotes.valid_until,
      created_at: brokerQuotes.created_at,
    })
  if (!row) throw new Error('quote was not stored')
  return row
}

/** The quote with its broker, when it exists; no owner check. */
async function quoteWithBroker(db: Db, id: string) {
  const [row] = await db
    .select({ quote: brokerQuotes, broker: brokers })
    .from(brokerQuotes)
    .innerJoin(brokers, eq(brokers.id, brokerQuotes.broker_id))
    .where(eq(brokerQuotes.id, id))
  return row ?? null
}

/**
 * The quote a broker login names, checked: unknown, of another partner or of another customer → null
 * (the login is refused as any wrong link); expired or used → 410 with the broker's contact.
 */
export async function quoteForLogin(
  db: Db,
  partnerId: number,
  externalId: string,
  quoteId: string,
): Promise<QuoteRow | null> {
  // An id that cannot be one is never looked up (whatever bytes a link carries).
  if (!z.safeParse(quoteIdSchema, quoteId).success) return null
  const found = await quoteWithBroker(db, quoteId)
  if (!found || found.quote.partner_id !== partnerId || found.quote.customer_external_id !== externalId)
    return null
  const ended = endedCode(found.quote)
  if (ended) throw quoteEnded(ended, found.broker)
  return found.quote
}

const isOwner = (quote: QuoteRow, user: UserRow) =>
  quote.partner_id === user.partner_id &&
  user.external_id !== null &&
  quote.customer_external_id === user.external_id

/** How an answer reads on the quote summary, in `locale`. */
function answerText(answer: BrokerQuoteAnswer, optionText: Map<number, string>): string {
  if (answer.option) return optionText.get(answer.option) ?? ''
  if (answer.multi_select_options?.length)
    return answer.multi_select_options.map((id) => optionText.get(id) ?? '').join(', ')
  return String(answer.date_value ?? answer.money_value ?? answer.float_value ?? answer.text_value ?? '')
}

/** The quoted products whose price-setting questions (forms §4 price mode) the quote does not all answer. */
async function priceQuestionsUnanswered(db: Db, items: QuoteRow['items']): Promise<Set<number>> {
  const productIds = items.map((item) => item.product_id)
  if (productIds.length === 0) return new Set()
  const rows = await db
    .select({
      id: questions.id,
      product: questions.insurance_product_id,
      group: questions.group,
      consequence: questionOptions.consequence,
    })
    .from(questions)
    .leftJoin(questionOptions, eq(questionOptions.question_id, questions.id))
    .where(inArray(questions.insurance_product_id, productIds))
  const priceSetting = new Map<number, number>()
  for (const row of rows)
    if (
      row.product !== null &&
      (row.group === 'price' || (row.group === 'normal' && row.consequence === 'price_increase'))
    )
      priceSetting.set(row.id, row.product)
  const unanswered = new Set<number>()
  for (const item of items) {
    const answered = new Set(item.answers.map((a) => a.question))
    for (const [question, product] of priceSetting)
      if (product === item.product_id && !answered.has(question)) unanswered.add(item.product_id)
  }
  return unanswered
}

/** The quote as the customer sees it (api/contract/broker.ts `brokerQuoteSchema`). */
async function quoteResponse(
  db: Db,
  found: { quote: QuoteRow; broker: BrokerRow },
  slug: string,
  locale: Locale,
  exitUrl: string | undefined,
): Promise<BrokerQuote> {
  const { quote, broker } = found
  const questionIds = quote.items.flatMap((item) => item.answers.map((a) => a.question))
  const questionRows =
    questionIds.length === 0
      ? []
      : await db.select().from(questions).where(inArray(questions.id, questionIds))
  const optionRows =
    questionIds.length === 0
      ? []
      : await db.select().from(questionOptions).where(inArray(questionOptions.question_id, questionIds))
  const questionOf = new Map(questionRows.map((q) => [q.id, q]))
  const unanswered = await priceQuestionsUnanswered(db, quote.items)
  const optionText = new Map(optionRows.map((o) => [o.id, o.texts[locale] ?? o.texts.nl]))
  const products: QuotedProduct[] = []
  for (const item of quote.items) {
    const product = await findProduct(db, item.product_id)
    if (!product) continue
    const ordered = [...item.answers].sort(
      (a, b) => (questionOf.get(a.question)?.position ?? 0) - (questionOf.get(b.question)?.position ?? 0),
    )
    products.push({
      product: { id: product.id, name: product.names[locale] ?? product.names.nl, type: product.type },
      // A premium is shown only when the quote answers every question that sets it: otherwise the checkout
      // asks them, and the price shown would not be the one charged.
      price: unanswered.has(item.product_id) ? null : formatMoney(item.price_cents),
      net_price: unanswered.has(item.product_id) ? null : formatMoney(item.net_price_cents),
      cover: listItems(product.type, { startDate: '' }, locale).filter((line) => line.type !== 'date'),
      answers: ordered.map((a) => {
        const q = questionOf.get(a.question)
        return {
          question: a.question,
          text: q ? (q.texts[locale] ?? q.texts.nl) : '',
          answer: answerText(a, optionText),
          type: a.date_value ? ('date' as const) : a.money_value ? ('money' as const) : ('text' as const),
        }
      }),
    })
  }
  const [profession] = await db
    .select({ id: professions.id, names: professions.names })
    .from(professions)
    .where(eq(professions.id, quote.profession_id))
  const total = quote.items
    .filter((item) => !unanswered.has(item.product_id))
    .reduce((sum, item) => sum + item.price_cents, 0)
  return {
    id: quote.id,
    status: quoteStatus(quote),
    valid_until: quote.valid_until.toISOString(),
    accepted_at: quote.accepted_at?.toISOString() ?? null,
    broker: { name: broker.name, email: broker.email, phone: broker.phone },
    customer_name: quote.customer_name,
    profession: {
      id: quote.profession_id,
      name: profession ? (profession.names[locale] ?? profession.names.nl) : '',
    },
    products,
    total: formatMoney(total),
    price_currency: 'EUR',
    exit_url: quoteExitUrl(exitUrl, slug),
  }
}

/** The signed-in customer's quote `id`; anyone else's is a 404. */
export async function brokerQuoteOf(
  db: Db,
  user: UserRow,
  slug: string,
  id: string,
  locale: Locale,
  exitUrl: string | undefined,
): Promise<BrokerQuote> {
  const found = await quoteWithBroker(db, id)
  if (!found || !isOwner(found.quote, user)) throw noSuchQuote()
  return quoteResponse(db, found, slug, locale, exitUrl)
}

/** The writes that make the user's answers exactly the quote's (an answer given before is replaced). */
async function answerWrites(db: Db, userId: number, items: BrokerQuoteItem[]): Promise<AnswerWrite[]> {
  const quoted = items.flatMap((item) => item.answers)
  if (quoted.length === 0) return []
  const given = await db
    .select({ id: answers.id, question: answers.question_id })
    .from(answers)
    .where(
      and(
        eq(answers.user_id, userId),
        inArray(
          answers.question_id,
          quoted.map((a) => a.question),
        ),
      ),
    )
  const existing = new Map(given.map((a) => [a.question, a.id]))
  return quoted.map(({ question, ...values }) => {
    const full = { ...mergeAnswer(EMPTY_ANSWER, values), files: [] }
    const id = existing.get(question)
    return id === undefined
      ? insertAnswer(userId, { question, ...full })
      : changeAnswer(userId, id, full, question)
  })
}

/**
 * Accepts the signed-in customer's quote: marks it used (once; again by them: the same answer), gives them
 * the quote's answers and puts its products in the cart (a product there already stays). Another customer's
 * quote is a 404; an expired one 410 with the broker; an insured product 409 `already_insured`.
 */
export async function acceptBrokerQuote(
  db: Database,
  user: UserRow,
  slug: string,
  id: string,
  locale: Locale,
  rules: StartRules,
  exitUrl: string | undefined,
): Promise<AcceptedQuote> {
  const found = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(brokerQuotes).where(eq(brokerQuotes.id, id)).for('update')
    const withBroker = locked && (await quoteWithBroker(tx, id))
    if (!locked || !withBroker || !isOwner(locked, user)) throw noSuchQuote()
    if (!acceptable(locked, user.id)) throw quoteEnded(endedCode(locked) ?? QUOTE_EXPIRED, withBroker.broker)
    const productIds = locked.items.map((item) => item.product_id)
    if ((await activePolicies(tx, user.id, productIds)).size > 0) throw alreadyInsured()
    // The quote was priced for this profession: the customer's becomes it, so the cart prices agree.
    if (user.profession_id !== locked.profession_id)
      await tx.update(users).set({ profession_id: locked.profession_id }).where(eq(users.id, user.id))
    // The e-mail the broker has for the customer fills theirs when they have none (and no other user of the
    // partner has it), so the checkout's person form starts with it.
    if (user.email === null && locked.customer_email !== null) {
      const taken = tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.partner_id, user.partner_id), eq(users.email, locked.customer_email)))
      await tx
        .update(users)
        .set({ email: locked.customer_email })
        .where(and(eq(users.id, user.id), isNull(users.email), notExists(taken)))
    }
    const [accepted] = await tx
      .update(brokerQuotes)
      .set({
        accepted_at: sql`coalesce(${brokerQuotes.accepted_at}, now())`,
        accepted_by: user.id,
        updated_at: sql`now()`,
      })
      .where(eq(brokerQuotes.id, id))
      .returning()
    return { quote: accepted!, broker: withBroker.broker }
  })
  await writeAnswers(db, user.id, await answerWrites(db, user.id, found.quote.items))
  const buyer = { ...user, profession_id: found.quote.profession_id }
  for (const item of found.quote.items) {
    await addToCart(db, buyer, item.product_id, locale, rules).catch((error: unknown) => {
      const inCart = error instanceof HttpError && error.body.non_field_errors.includes(ALREADY_IN_CART)
      if (!inCart) throw error
    })
  }
  const inCart = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.user_id, user.id),
        inArray(
          cartItems.insurance_product_id,
          found.quote.items.map((item) => item.product_id),
        ),
      ),
    )
  return {
    quote: await quoteResponse(db, found, slug, locale, exitUrl),
    cart_item_ids: inCart.map((row) => row.id),
  }
}
