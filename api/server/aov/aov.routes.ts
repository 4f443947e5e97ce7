import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  aovApplicationRequestSchema,
  aovPremiumRequestSchema,
  isStoppingReview,
  MEDICAL_REVIEW_REFUSED,
  MEDICAL_REVIEW_REQUIRED,
  medicalReviewRequestSchema,
  QUIZ_NOT_PASSED,
  type AovOptions,
  type MedicalReview,
} from '../../contract/aov'
import { todayInNl } from '../../contract/date-rules'
import { routes } from '../../contract/routes'
import { applicationOf, confirmApplication, isIncomeProtection, saveReview } from '../aov/store'
import { requireUser } from '../auth/require-user'
import type { Database } from '../db/client'
import { cartItems } from '../db/schema'
import type { AppDeps } from '../deps'
import { invalid, refused } from '../http/errors'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { ageOn, aovQuote } from '../products/aov-pricing'
import { medicalReview } from '../products/aov-review'
import { findProduct, mayBuy, riskClassOf } from '../products/catalogue'
import { repriceCartItem } from '../questions/reprice'
import { quizPassed } from '../quiz/store'
import { lockUser, type UserRow } from '../users/store'

/** Small JSON bodies: a product, a date, five options or fourteen booleans. */
const AOV_BODY = 8 * 1024

type Db = Pick<Database, 'select'>

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
 * A premium request priced for the customer, the one pricing of `/aov/premium` and `/aov/application`: an
 * income-protection product their profession may buy, their risk class and age on `today`, and the medical
 * loading when their stored review for the product is `price_increase`. Answers the stored application too.
 */
async function priced(
  db: Db,
  user: UserRow,
  request: { product: number; birth_date: string; options: AovOptions },
  today: string,
) {
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

/**
 * Income protection (api/contract/aov.ts): `POST /aov/premium` prices the customer's choices for the risk
 * class of their profession and their age; `POST /aov/medical-review` decides the medical questions and
 * business form (api/server/products/aov-review.ts) and stores the review; `POST /aov/application` stores
 * the confirmed premium and prices the cart item with it (api/server/aov/store.ts). Reviews and
 * applications are written under the user's row lock, as answers are, so the cart item's price follows
 * the last of them.
 */
export function aovRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.aovPremium, limitBody(AOV_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const today = todayInNl()
    const request = await parseBody(c, aovPremiumRequestSchema({ today }))
    const { quote } = await priced(db, user, request, today)
    return c.json(quote.premium)
  })

  on(app, routes.aovMedicalReview, limitBody(AOV_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const { product, answers, business_form } = await parseBody(c, medicalReviewRequestSchema)
    await incomeProtection(db, product)
    const result: MedicalReview = medicalReview(answers, business_form)
    await db.transaction(async (tx) => {
      await lockUser(tx, user.id)
      await mustHavePassedQuiz(tx, user.id, product)
      await saveReview(tx, user.id, product, result)
      // A confirmed premium was cleared: the cart item costs what it did before it.
      await repriceCartItem(tx, user.id, product)
    })
    return c.json(result)
  })

  on(app, routes.aovApplication, limitBody(AOV_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const today = todayInNl()
    const request = await parseBody(c, aovApplicationRequestSchema({ today }))
    const premium = await db.transaction(async (tx) => {
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
    return c.json(premium)
  })
  return app
}
