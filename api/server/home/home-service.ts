import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '../../contract/common'
import type { ErrorBody } from '../../contract/errors'
import {
  isHomeFormKey,
  type AcceptedQuote,
  type AcceptQuote,
  type CreateQuote,
  type HomeAnswerInput,
  type HomeQuote,
  type HomeRefusalCode,
} from '../../contract/home'
import type { Answer } from '../../contract/questions'
import type { Database } from '../db/client'
import { cartItems, homeQuotes, insuranceProducts, questionOptions, questions } from '../db/schema'
import { errorBody, HttpError, invalid, notFoundError } from '../http/errors'
import { formatMoney, grossCents } from '../products/pricing'
import { changeAnswer, insertAnswer, writeAnswers, type AnswerWrite } from '../questions/answer-service'
import { repriceCartItem } from '../questions/reprice'
import { lockUser } from '../users/store'
import {
  BUILDING_BASE_NET_CENTS,
  CLAUSES,
  COVERAGES,
  coverageCents,
  EXTRA_NAMES,
  extraCents,
  HOME_TYPES,
  isHomeType,
  refusalOf,
  type HomeType,
} from './rules'
import { homeAnswersOf, homeQuestionsOf } from './store'

/**
 * The home journey (issue 19): the home form's answers (through the answer service, so they are checked
 * and reprice the cart as every answer does), the quote of one home product in the cart, and the
 * coverage chosen from it, which prices the cart item. Another customer's answer, or a product not in
 * the customer's cart, is not found.
 */

type Db = Pick<Database, 'select'>

const noSuchProduct = () => notFoundError('No such home product in the cart.')

/** A field error of answer `i` of the list: its keys under `answers.<i>.` (a 404 stays a 404). */
const within =
  (i: number, write: AnswerWrite): AnswerWrite =>
  async (tx) => {
    try {
      return await write(tx)
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 400 || !error.body.field_errors) throw error
      const prefixed = Object.entries(error.body.field_errors).map(([k, v]) => [`answers.${i}.${k}`, v])
      if (prefixed.length === 0) throw error
      throw invalid(Object.fromEntries(prefixed))
    }
  }

/** The answers' questions must be home-form questions of the home products (field errors otherwise). */
async function mustBeHomeQuestions(db: Db, list: readonly HomeAnswerInput[]) {
  const ids = [...new Set(list.map((a) => a.question))]
  const rows = await db
    .select({ id: questions.id, key: questions.key, type: insuranceProducts.type })
    .from(questions)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, questions.insurance_product_id))
    .where(inArray(questions.id, ids))
  const home = new Set(rows.filter((r) => isHomeFormKey(r.key) && isHomeType(r.type)).map((r) => r.id))
  const errors: Record<string, string[]> = {}
  list.forEach((a, i) => {
    if (!home.has(a.question)) errors[`answers.${i}.question`] = ['notFound']
  })
  const seen = new Set<number>()
  list.forEach((a, i) => {
    if (seen.has(a.question)) errors[`answers.${i}.question`] = ['duplicate']
    seen.add(a.question)
  })
  if (Object.keys(errors).length > 0) throw invalid(errors)
}

/**
 * `POST` (every answer new) and `PATCH /allianz/answer` (an answer with an id changes the customer's
 * own): written together under the user's lock; the quotes of the products they belong to are stale
 * and dropped, so the journey quotes again.
 */
export async function saveHomeAnswers(db: Database, userId: number, list: readonly HomeAnswerInput[]) {
  await mustBeHomeQuestions(db, list)
  const writes = list.map((a, i) =>
    within(
      i,
      a.id === undefined
        ? insertAnswer(userId, { question: a.question, option: a.option })
        : changeAnswer(userId, a.id, { option: a.option }, a.question),
    ),
  )
  const saved: Answer[] = await writeAnswers(db, userId, writes, async (tx, productIds) => {
    await tx
      .delete(homeQuotes)
      .where(and(eq(homeQuotes.user_id, userId), inArray(homeQuotes.insurance_product_id, productIds)))
  })
  return { answers: saved }
}

/** The customer's cart item of a home product (404 when it is none, or not the customer's). */
async function homeItemOf(db: Db, userId: number, productId: number) {
  const [row] = await db
    .select({ item: cartItems, product: insuranceProducts })
    .from(cartItems)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
    .where(and(eq(cartItems.user_id, userId), eq(cartItems.insurance_product_id, productId)))
  if (!row || !isHomeType(row.product.type)) throw noSuchProduct()
  return { item: row.item, product: row.product, type: row.product.type as HomeType }
}

/** The refusal as the spec answers it: 400 `{ rejected_reason: { error_code } }`, the code also a non-field error. */
export const quoteRefused = (code: HomeRefusalCode) =>
  new HttpError(400, {
    ...errorBody('validation_error', 'The quote refuses the product.', { non_field_errors: [code] }),
    rejected_reason: { error_code: code },
  } as ErrorBody)

const factorOf = (factors: readonly string[]) => factors.reduce((f, x) => f * Number(x), 1)

/**
 * `POST /allianz/create-quote`: the quote of a home product of the cart on the customer's home-form
 * answers (every one the product asks must be answered: `product: ['unanswered']`), or its refusal.
 * Either is stored as the product's last quote, and the cart item goes back to its unquoted price.
 */
export async function createHomeQuote(
  db: Database,
  userId: number,
  body: CreateQuote,
  locale: Locale,
): Promise<HomeQuote> {
  const { product, type } = await homeItemOf(db, userId, body.product)
  const asked = await homeQuestionsOf(db, [product.id])
  const given = await homeAnswersOf(db, userId, product.id)
  if (asked.some((q) => !given.some((a) => a.question === q.id))) throw invalid({ product: ['unanswered'] })
  const refusal = refusalOf(type, given)
  const base = product.base_net_cents ?? BUILDING_BASE_NET_CENTS
  const factor = factorOf(given.map((a) => a.price_factor))
  const extras = await extrasOf(db, product.id, locale)
  const option = (key: string) => given.find((a) => a.key === key)?.option ?? null
  const offer = {
    options: coverageCents(type, base, factor),
    extras: extras.map((e) => ({ id: e.id, net_cents: extraCents(base, factor, Number(e.factor)) })),
    consumer: {
      house_conformity: option('allianz_house_conformity'),
      home_ownership: option('home_ownership'),
      family_composition: option('family_composition'),
    },
    clause: CLAUSES[type],
  }
  await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const row = {
      offer: refusal ? null : offer,
      refusal,
      coverage: null,
      extra_coverages: [],
      accepted_at: null,
    }
    await tx
      .insert(homeQuotes)
      .values({ user_id: userId, insurance_product_id: product.id, ...row })
      .onConflictDoUpdate({
        target: [homeQuotes.user_id, homeQuotes.insurance_product_id],
        set: { ...row, updated_at: sql`now()` },
      })
    await repriceCartItem(tx, userId, product.id)
  })
  if (refusal) throw quoteRefused(refusal)
  const names = new Map(COVERAGES[type].map((c) => [c.id, c.name[locale]]))
  return {
    product: product.id,
    coverages: {
      options: offer.options.map((o) => ({
        id: o.id,
        name: names.get(o.id)!,
        price: formatMoney(grossCents(o.net_cents)),
      })),
    },
    extra_coverages: offer.extras.map((e) => ({
      id: e.id,
      name: extras.find((x) => x.id === e.id)!.name,
      price: formatMoney(grossCents(e.net_cents)),
    })),
    allianz_consumer: offer.consumer,
    clause: offer.clause,
    cross_sell_products: body.get_cross_sell_products ? await crossSellOf(db, userId, locale) : [],
  }
}

/** The product's extra coverages: its extra_coverage questions, priced by their yes option's factor. */
async function extrasOf(db: Db, productId: number, locale: Locale) {
  const rows = await db
    .select({
      id: questions.id,
      key: questions.key,
      texts: questions.texts,
      factor: questionOptions.price_factor,
    })
    .from(questions)
    .innerJoin(
      questionOptions,
      and(eq(questionOptions.question_id, questions.id), eq(questionOptions.key, 'yes')),
    )
    .where(and(eq(questions.insurance_product_id, productId), eq(questions.group, 'extra_coverage')))
    .orderBy(questions.position)
  return rows.map((r) => ({
    id: r.id,
    factor: r.factor,
    name: EXTRA_NAMES[r.key]?.[locale] ?? r.texts[locale] ?? r.texts.nl,
  }))
}

/** The home products not in the customer's cart, with their list price (buildings has none). */
async function crossSellOf(db: Db, userId: number, locale: Locale) {
  const inCart = new Set(
    (
      await db
        .select({ id: cartItems.insurance_product_id })
        .from(cartItems)
        .where(eq(cartItems.user_id, userId))
    ).map((r) => r.id),
  )
  const rows = await db
    .select()
    .from(insuranceProducts)
    .where(inArray(insuranceProducts.type, [...HOME_TYPES]))
    .orderBy(insuranceProducts.id)
  return rows
    .filter((p) => !inCart.has(p.id))
    .map((p) => ({
      id: p.id,
      name: p.names[locale] ?? p.names.nl,
      type: p.type,
      price: p.base_net_cents === null ? null : formatMoney(grossCents(p.base_net_cents)),
    }))
}

/**
 * `POST /allianz/accept-quote`: the coverage and extra coverages chosen from the customer's last quote
 * of the product (none, or a refused one: not found) price the cart item; the purchase takes it out on it.
 */
export async function acceptHomeQuote(
  db: Database,
  userId: number,
  body: AcceptQuote,
): Promise<AcceptedQuote> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const { item } = await homeItemOf(tx, userId, body.product)
    const [quote] = await tx
      .select()
      .from(homeQuotes)
      .where(and(eq(homeQuotes.user_id, userId), eq(homeQuotes.insurance_product_id, body.product)))
    if (!quote?.offer) throw notFoundError('No quote of this product.')
    const option = quote.offer.options.find((o) => o.id === body.coverage)
    const extraIds = [...new Set(body.extra_coverages)]
    const extras = extraIds.map((id) => quote.offer!.extras.find((e) => e.id === id))
    const errors: Record<string, string[]> = {}
    if (!option) errors.coverage = ['notFound']
    extras.forEach((e, i) => {
      if (!e) errors[`extra_coverages.${i}`] = ['notFound']
    })
    if (!option || Object.keys(errors).length > 0) throw invalid(errors)
    await tx
      .update(homeQuotes)
      .set({
        coverage: option.id,
        extra_coverages: extraIds,
        accepted_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(eq(homeQuotes.id, quote.id))
    // The accepted quote prices the item (cart/quoted-price.ts), as it answers here.
    await repriceCartItem(tx, userId, body.product)
    const [priced] = await tx
      .select({ gross: cartItems.price_cents, net: cartItems.net_price_cents })
      .from(cartItems)
      .where(eq(cartItems.id, item.id))
    if (priced?.gross == null || priced.net === null)
      throw new Error('the accepted home quote priced nothing')
    return {
      product: body.product,
      coverage: option.id,
      extra_coverages: extraIds,
      price: formatMoney(priced.gross),
      net_price: formatMoney(priced.net),
    }
  })
}
