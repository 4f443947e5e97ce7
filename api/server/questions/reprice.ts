import { and, eq, inArray } from 'drizzle-orm'
import { todayInNl } from '../../contract/date-rules'
import type { ProductType } from '../../contract/products'
import { coverOf, incomeBasis, quoteOn, type IncomeChoice } from '../aov/income-pricing'
import { applicationOf, confirmedPremium, isIncomeProtection } from '../aov/store'
import { isQuotePriced, quotedPrice } from '../cart/quoted-price'
import type { Database } from '../db/client'
import { answers, cartItems, insuranceProducts, questionOptions, questions, users } from '../db/schema'
import { riskClassOf } from '../products/catalogue'
import { withPriceFactors } from '../products/price-factors'
import { hasPresets } from '../products/pricing'

type Db = Pick<Database, 'select'>

/** The price factors of the options `userId` chose in answers to the product's questions. */
export async function chosenFactors(db: Db, userId: number, productId: number): Promise<string[]> {
  const rows = await db
    .select({ option: answers.option_id, multi: answers.multi_select_options })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.question_id))
    .where(and(eq(answers.user_id, userId), eq(questions.insurance_product_id, productId)))
  const ids = [...new Set(rows.flatMap((r) => (r.option === null ? r.multi : [r.option, ...r.multi])))]
  if (ids.length === 0) return []
  const options = await db
    .select({ factor: questionOptions.price_factor })
    .from(questionOptions)
    .innerJoin(questions, eq(questions.id, questionOptions.question_id))
    .where(and(inArray(questionOptions.id, ids), eq(questions.insurance_product_id, productId)))
  return options.map((o) => o.factor)
}

/**
 * A cart item's prices: its base prices times the factors of the user's answers for the product. Income
 * protection is priced by its own model instead (aov/income-pricing.ts), whose options already price what
 * its questions ask: the premium the user confirmed (`POST /aov/application`), else the premium of the
 * cover they chose (`choice`), else, for a product with presets, of the medium preset, for their age.
 * A car, a device or a home product is priced by its own quote only (cart/quoted-price.ts).
 */
export async function pricesWithAnswers(
  db: Db,
  userId: number,
  product: { id: number; type: ProductType },
  base: { gross: number | null; net: number | null },
  choice: IncomeChoice | null = null,
): Promise<{ price_cents: number | null; net_price_cents: number | null }> {
  const productId = product.id
  if (isQuotePriced(product.type)) return quotedPrice(db, userId, product)
  // Only income protection has applications: other products (every answer reprices one) skip the query.
  if (isIncomeProtection(product.type)) {
    const confirmed = confirmedPremium(await applicationOf(db, userId, productId))
    if (confirmed) return { price_cents: confirmed.gross, net_price_cents: confirmed.net }
    const quote =
      (choice !== null || hasPresets(product.type)) && (await incomeQuote(db, userId, productId, choice))
    if (quote) return { price_cents: quote.gross, net_price_cents: quote.net }
  }
  if (base.gross === null && base.net === null) return { price_cents: null, net_price_cents: null }
  const factors = await chosenFactors(db, userId, productId)
  return {
    price_cents: withPriceFactors(base.gross, factors),
    net_price_cents: withPriceFactors(base.net, factors),
  }
}

/** The premium of the cover of `userId`'s income-protection item; null without a profession. */
async function incomeQuote(db: Db, userId: number, productId: number, choice: IncomeChoice | null) {
  const [user] = await db
    .select({ id: users.id, birth_date: users.birth_date, profession_id: users.profession_id })
    .from(users)
    .where(eq(users.id, userId))
  const riskClass = user ? await riskClassOf(db, user) : null
  if (!user || riskClass === null) return null
  const basis = await incomeBasis(db, user, productId, riskClass, todayInNl(), choice)
  return quoteOn(coverOf(choice), basis)
}

/**
 * Recomputes the price of `userId`'s cart item for the product after an answer changed (no item: nothing
 * to do). Run it in the transaction that wrote the answer, after locking the user's row, so concurrent
 * answers of one user are priced one after the other and the last one sees them all.
 */
export async function repriceCartItem(
  tx: Pick<Database, 'select' | 'update'>,
  userId: number,
  productId: number,
): Promise<void> {
  const [item] = await tx
    .select({
      id: cartItems.id,
      gross: cartItems.base_price_cents,
      net: cartItems.base_net_price_cents,
      choice: cartItems.choice,
      type: insuranceProducts.type,
    })
    .from(cartItems)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
    .where(and(eq(cartItems.user_id, userId), eq(cartItems.insurance_product_id, productId)))
  if (!item) return
  await tx
    .update(cartItems)
    .set(await pricesWithAnswers(tx, userId, { id: productId, type: item.type }, item, item.choice))
    .where(eq(cartItems.id, item.id))
}
