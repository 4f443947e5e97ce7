import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FlowType } from '../../contract/cart'
import { carFacts } from '../car/facts'
import { applicationsOf, confirmedPremium, isIncomeProtection } from '../aov/store'
import type { CartItemRow } from '../cart/store'
import type { Database } from '../db/client'
import { deviceFacts } from '../device/facts'
import { needsExplanation } from '../../contract/questions'
import {
  additionalAnswerDetails,
  answers,
  cartItems,
  checkoutCarts,
  insuranceProducts,
  questionOptions,
  questions,
} from '../db/schema'
import { mayBuy, type ProductRow } from '../products/catalogue'
import type { RiskClass } from '../products/pricing'
import { hasValue } from '../questions/answer-rules'
import { valuesOf } from '../questions/store'
import { quizStandings } from '../quiz/store'
import { reviewConsequence, type ItemFacts } from './outcome'
import { homeFacts } from '../home/facts'

type Db = Pick<Database, 'select'>

export interface Checkout {
  flow: FlowType
  /** The checkout cart's items with their products, in cart order (oldest first). */
  items: { item: CartItemRow; product: ProductRow }[]
}

/**
 * The user's checkout cart, its items locked for the purchase (run it in the purchase's transaction,
 * after locking the user's row). No items: no checkout cart.
 */
export async function lockedCheckout(db: Db, userId: number): Promise<Checkout> {
  const items = await db
    .select({ item: cartItems, product: insuranceProducts })
    .from(cartItems)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
    .where(and(eq(cartItems.user_id, userId), eq(cartItems.in_checkout, true)))
    .orderBy(asc(cartItems.created_at), asc(cartItems.id))
    .for('update', { of: cartItems })
  const [row] = await db
    .select({ flow: checkoutCarts.flow })
    .from(checkoutCarts)
    .where(eq(checkoutCarts.user_id, userId))
  return { flow: row?.flow ?? 'normal', items }
}

/**
 * What each item's outcome is decided on (purchase/outcome.ts): the availability rule for the user's
 * risk class, the item's price, the product's questions with whether `userId` answered them (an answer
 * counts when its type's field holds a value), and the consequences of the options chosen. An option id
 * that is not one of the answered question's own options is ignored. Income protection is decided by
 * its journey instead of its questions (incomeFacts).
 */
export async function itemFacts(
  db: Db,
  userId: number,
  items: Checkout['items'],
  riskClass: RiskClass | null,
): Promise<ItemFacts[]> {
  const income = new Map([...(await incomeFacts(db, userId, items)), ...(await carFacts(db, userId, items))])
  for (const [id, facts] of await deviceFacts(db, userId, items)) income.set(id, facts)
  for (const [id, facts] of await homeFacts(db, userId, items)) income.set(id, facts)
  const productIds = items.filter(({ product }) => !income.has(product.id)).map(({ product }) => product.id)
  const asked =
    productIds.length === 0
      ? []
      : await db
          .select({
            id: questions.id,
            product: questions.insurance_product_id,
            group: questions.group,
            type: questions.type,
            key: questions.key,
          })
          .from(questions)
          .where(inArray(questions.insurance_product_id, productIds))
  const questionIds = asked.map((q) => q.id)
  const given =
    questionIds.length === 0
      ? []
      : await db
          .select()
          .from(answers)
          .where(and(eq(answers.user_id, userId), inArray(answers.question_id, questionIds)))
  const answerOf = new Map(given.map((a) => [a.question_id, a]))
  const optionIds = [
    ...new Set(
      given.flatMap((a) => [...(a.option_id === null ? [] : [a.option_id]), ...a.multi_select_options]),
    ),
  ]
  const options =
    optionIds.length === 0
      ? []
      : await db
          .select({
            id: questionOptions.id,
            question: questionOptions.question_id,
            consequence: questionOptions.consequence,
            key: questionOptions.key,
          })
          .from(questionOptions)
          .where(inArray(questionOptions.id, optionIds))
  const explained = new Set(
    given.length === 0
      ? []
      : (
          await db
            .select({ answer: additionalAnswerDetails.answer_id })
            .from(additionalAnswerDetails)
            .where(
              inArray(
                additionalAnswerDetails.answer_id,
                given.map((a) => a.id),
              ),
            )
        ).map((d) => d.answer),
  )
  const chosenOf = (q: (typeof asked)[number]) => {
    const answer = answerOf.get(q.id)
    if (!answer) return []
    const picked = [answer.option_id, ...answer.multi_select_options]
    return options.filter((o) => o.question === q.id && picked.includes(o.id))
  }
  return items.map(({ item, product }) => {
    const base = { mayBuy: mayBuy(product, riskClass), priced: item.price_cents !== null }
    const journey = income.get(product.id)
    if (journey) return { ...base, ...journey }
    const own = asked.filter((q) => q.product === product.id)
    return {
      ...base,
      questions: own.map((q) => {
        const answer = answerOf.get(q.id)
        return { group: q.group, answered: answer !== undefined && hasValue(q.type, valuesOf(answer)) }
      }),
      chosen: own.flatMap((q) => chosenOf(q).map((o) => o.consequence)),
      unexplained: own.some(
        (q) =>
          chosenOf(q).some((o) => needsExplanation(q.key, o.key)) && !explained.has(answerOf.get(q.id)!.id),
      ),
    }
  })
}

/**
 * The income-protection items' facts by product id: not their questions but what the journey stored for
 * `userId`: the knowledge quiz passed, the medical review's action (as the consequence of the same name;
 * none without a review) and whether the premium was confirmed (`POST /aov/application`).
 */
async function incomeFacts(
  db: Db,
  userId: number,
  items: Checkout['items'],
): Promise<Map<number, Pick<ItemFacts, 'questions' | 'chosen' | 'incomeProtection'>>> {
  const ids = items.filter(({ product }) => isIncomeProtection(product.type)).map(({ product }) => product.id)
  const standings = await quizStandings(db, userId, ids)
  const applications = await applicationsOf(db, userId, ids)
  return new Map(
    ids.map((id) => {
      const application = applications.get(id)
      return [
        id,
        {
          questions: [],
          chosen: application ? [reviewConsequence(application.review_action)] : [],
          incomeProtection: {
            quiz: standings.get(id) ?? 'open',
            confirmed: confirmedPremium(application) !== null,
          },
        },
      ]
    }),
  )
}
