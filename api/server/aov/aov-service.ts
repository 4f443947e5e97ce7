import { and, eq } from 'drizzle-orm'
import {
  isStoppingReview,
  MEDICAL_REVIEW_REFUSED,
  MEDICAL_REVIEW_REQUIRED,
  QUIZ_NOT_PASSED,
  type AovOptions,
  type AovPremium,
  type BusinessForm,
  type MedicalAnswers,
  type MedicalReview,
} from '../../contract/aov'
import type { Database } from '../db/client'
import { cartItems } from '../db/schema'
import { invalid, refused } from '../http/errors'
import { ageOn, aovQuote } from '../products/aov-pricing'
import { medicalReview } from '../products/aov-review'
import { findProduct, mayBuy, riskClassOf } from '../products/catalogue'
import { repriceCartItem } from '../questions/reprice'
import { quizPassed } from '../quiz/store'
import { lockUser, type UserRow } from '../users/store'
import { applicationOf, confirmApplication, isIncomeProtection, saveReview } from './store'

/**
 * Income protection (api/contract/aov.ts): pricing the customer's choices, the medical review and the
 * confirmed application. Reviews and applications are written under the user's row lock, as answers
 * are, so the cart item's price follows the last of them.
 */

type Db = Pick<Database, 'select'>

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
 * A premium request priced for the customer, the one pricing of the premium and the application: an
 * income-protection product their profession may buy, their risk class and age on `today`, and the medical
 * loading when their stored review for the product is `price_increase`. Answers the stored application too.
 */
async function priced(db: Db, user: UserRow, request: PremiumRequest, today: string) {
  const product = await incomeProtection(db, request.product)
  const riskClass = await riskClassOf(db, user)
  if (riskClass === null) throw refused('profession_required', 'Choose a profession first.')
  if (!mayBuy(product, riskClass)) throw invalid({ product: ['notAvailable'] })
  const application = await applicationOf(db, user.id, product.id)
  const quote = aovQuote({
    options: request.options,
    age: ageOn(request.birth_date, today),
    riskClass,
    medicalLoading: application?.review_action === 'price_increase',
  })
  return { product, application, quote }
}

/** The premium of `request` for the customer's risk class and age on `today`; nothing is stored. */
export async function aovPremium(db: Database, user: UserRow, request: PremiumRequest, today: string) {
  const { quote } = await priced(db, user, request, today)
  return quote.premium
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
    const { product, application, quote } = await priced(tx, locked, request, today)
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
    await repriceCartItem(tx, user.id, product.id)
    return quote.premium
  })
}
