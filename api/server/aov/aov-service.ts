import { and, eq } from 'drizzle-orm'
import {
  isStoppingReview,
  MEDICAL_REVIEW_REFUSED,
  MEDICAL_REVIEW_REQUIRED,
  QUIZ_NOT_PASSED,
  sameOptions,
  type AovOptions,
  type AovPremium,
  type BusinessForm,
  type MedicalAnswers,
  type MedicalReview,
} from '../../contract/aov'
import type { Database } from '../db/client'
import { cartItems } from '../db/schema'
import { invalid, refused } from '../http/errors'
import { medicalReview } from '../products/aov-review'
import { findProduct, mayBuy, riskClassOf } from '../products/catalogue'
import { repriceCartItem } from '../questions/reprice'
import { quizPassed } from '../quiz/store'
import { lockUser, type UserRow } from '../users/store'
import { incomeBasis, quoteOn, type IncomeChoice } from './income-pricing'
import {
  applicationOf,
  clearConfirmation,
  confirmApplication,
  confirmedPremium,
  isIncomeProtection,
  saveReview,
  type AovApplicationRow,
} from './store'

/**
 * Income protection (api/contract/aov.ts): pricing the customer's choices, the medical review and the
 * confirmed application. Reviews and applications are written under the user's row lock, as answers
 * are, so the cart item's price follows the last of them.
 */

type Db = Pick<Database, 'select'>
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** What the customer asks a premium for: the product, their birth date and their choices. */
export interface PremiumRequest {
  product: number
  birth_date: string
  options: AovOptions
}

/** The income-protection product `id`, else a 400 on `product`. */
async function incomeProtection(db: Db, id: number) {
  const product = await findProduct(db, id)
  if (!product || !isIncomeProtection(product.type)) throw invalid({ product: ['notFound'] })
  return product
}

const mustHavePassedQuiz = async (db: Db, userId: number, productId: number) => {
  if (!(await quizPassed(db, userId, productId)))
    throw refused(QUIZ_NOT_PASSED, 'The knowledge quiz of the product is not passed.')
}

/**
 * A premium request priced for the customer, the one pricing of the premium, the application, the cart
 * item and the product card (income-pricing.ts): an income-protection product their profession may buy,
 * their risk class and age on `today`, and the medical loading when their stored review for the product is
 * `price_increase`. Answers the stored application and the request as a choice too.
 */
async function priced(db: Db, user: UserRow, request: PremiumRequest, today: string) {
  const product = await incomeProtection(db, request.product)
  const riskClass = await riskClassOf(db, user)
  if (riskClass === null) throw refused('profession_required', 'Choose a profession first.')
  if (!mayBuy(product, riskClass)) throw invalid({ product: ['notAvailable'] })
  const application = await applicationOf(db, user.id, product.id)
  const options = { ...request.options, covered_income: String(request.options.covered_income) }
  const choice: IncomeChoice = { birth_date: request.birth_date, options }
  const quote = quoteOn(options, await incomeBasis(db, user, product.id, riskClass, today, choice))
  return { product, application, quote, choice }
}

/** The application was confirmed for `choice` (the same birth date and options). */
const confirmedFor = (choice: IncomeChoice, application: AovApplicationRow) =>
  application.birth_date === choice.birth_date &&
  application.options !== null &&
  sameOptions(application.options, choice.options)

/**
 * Makes `choice` the cover of the customer's cart item for the product (no item: nothing to do) and prices
 * it: the cart lists and costs what the premium page shows. A confirmed premium of other choices is cleared
 * (the customer confirms the new ones). Run it under the user's row lock.
 */
async function chooseCover(tx: Tx, userId: number, productId: number, choice: IncomeChoice) {
  const [item] = await tx
    .update(cartItems)
    .set({ choice })
    .where(and(eq(cartItems.user_id, userId), eq(cartItems.insurance_product_id, productId)))
    .returning({ id: cartItems.id })
  if (!item) return
  const application = await applicationOf(tx, userId, productId)
  if (application && confirmedPremium(application) && !confirmedFor(choice, application))
    await clearConfirmation(tx, userId, productId)
  await repriceCartItem(tx, userId, productId)
}

/**
 * The premium of `request` for the customer's risk class and age on `today`. With the product in the
 * customer's cart, the request becomes the cart item's cover and price (chooseCover).
 */
export async function aovPremium(db: Database, user: UserRow, request: PremiumRequest, today: string) {
  return db.transaction(async (tx) => {
    const locked = (await lockUser(tx, user.id)) ?? user
    const { product, quote, choice } = await priced(tx, locked, request, today)
    await chooseCover(tx, user.id, product.id, choice)
    return quote.premium
  })
}

/**
 * Decides the medical answers and business form (api/server/products/aov-review.ts) and stores the review
 * once the product's quiz is passed. A confirmed premium is cleared, so the cart item costs what it did.
 */
export async function reviewMedicalAnswers(
  db: Database,
  userId: number,
  request: { product: number; answers: MedicalAnswers; business_form: BusinessForm },
): Promise<MedicalReview> {
  await incomeProtection(db, request.product)
  const result = medicalReview(request.answers, request.business_form)
  await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    await mustHavePassedQuiz(tx, userId, request.product)
    await saveReview(tx, userId, request.product, result)
    await repriceCartItem(tx, userId, request.product)
  })
  return result
}

/**
 * Confirms the premium of `request` as the customer's application and prices their cart item with it:
 * refused until the quiz is passed and a medical review allows applying online; the product must be in
 * the cart.
 */
export async function applyForIncomeProtection(
  db: Database,
  user: UserRow,
  request: PremiumRequest,
  today: string,
): Promise<AovPremium> {
  return db.transaction(async (tx) => {
    // Priced for the profession as it is under the lock (a profession change clears confirmations).
    const locked = (await lockUser(tx, user.id)) ?? user
    const { product, application, quote, choice } = await priced(tx, locked, request, today)
    await mustHavePassedQuiz(tx, user.id, product.id)
    if (!application)
      throw refused(MEDICAL_REVIEW_REQUIRED, 'Answer the medical questions of the product first.')
    if (isStoppingReview(application.review_action))
      throw refused(MEDICAL_REVIEW_REFUSED, 'The medical review does not allow applying online.')
    const [item] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.user_id, user.id), eq(cartItems.insurance_product_id, product.id)))
    if (!item) throw invalid({ product: ['notInCart'] })
    await confirmApplication(tx, user.id, product.id, {
      birth_date: request.birth_date,
      options: quote.premium.options,
      gross: quote.gross,
      net: quote.net,
    })
    await chooseCover(tx, user.id, product.id, choice)
    return quote.premium
  })
}
