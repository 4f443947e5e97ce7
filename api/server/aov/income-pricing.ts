import { and, eq } from 'drizzle-orm'
import { AOV_PRESETS, presetOf, type AovOptionsResponse } from '../../contract/aov'
import type { PresetPrice, ProductType } from '../../contract/products'
import type { Database } from '../db/client'
import { cartItems } from '../db/schema'
import { ageOn, aovQuote } from '../products/aov-pricing'
import { formatMoney, hasPresets, type RiskClass } from '../products/pricing'
import type { UserRow } from '../users/store'
import { applicationOf } from './store'

/**
 * Every income-protection price a customer sees comes from here (docs/pricing.md "Income protection
 * premium"): the premium page (`POST /aov/premium`), the confirmed application, the cart item, the
 * product's price and its presets on the product card. One computation, on one basis, so they agree.
 */

type Db = Pick<Database, 'select'>

/** The age prices are for while the customer's birth date is not known yet (the age factor 1.00 band). */
export const EXAMPLE_AGE = 35

/** Income protection's cover as the customer last had it priced: the options, and the birth date. */
export interface IncomeChoice {
  birth_date: string
  options: AovOptionsResponse
}

/** What a customer's income-protection prices are computed on. */
export interface IncomeBasis {
  riskClass: RiskClass
  /** Whole years on today (Amsterdam); EXAMPLE_AGE while no birth date is known. */
  age: number
  ageKnown: boolean
  /** The customer's stored medical review for the product asks for a price increase. */
  medicalLoading: boolean
}

/**
 * The basis of the customer's prices for product `productId`: their risk class; their age from the birth
 * date of `choice` (the one their premium was last asked with), else of their confirmed application, else
 * the one they gave at a purchase; the medical loading of their stored review.
 */
export async function incomeBasis(
  db: Db,
  user: Pick<UserRow, 'id' | 'birth_date'>,
  productId: number,
  riskClass: RiskClass,
  today: string,
  choice?: Pick<IncomeChoice, 'birth_date'> | null,
): Promise<IncomeBasis> {
  const application = await applicationOf(db, user.id, productId)
  const birthDate = choice?.birth_date ?? application?.birth_date ?? user.birth_date
  return {
    riskClass,
    age: birthDate ? ageOn(birthDate, today) : EXAMPLE_AGE,
    ageKnown: birthDate !== null,
    medicalLoading: application?.review_action === 'price_increase',
  }
}

/** The premium of `options` on `basis` (net and gross cents, and the answer of `POST /aov/premium`). */
export const quoteOn = (options: AovOptionsResponse, basis: IncomeBasis) =>
  aovQuote({
    options: { ...options, covered_income: Number(options.covered_income) },
    age: basis.age,
    riskClass: basis.riskClass,
    medicalLoading: basis.medicalLoading,
  })

/** The cover a cart item of an income-protection product has: the customer's choice, else the medium preset. */
export const coverOf = (choice: IncomeChoice | null | undefined): AovOptionsResponse =>
  choice?.options ?? AOV_PRESETS.medium

/** The customer's cart item for the product, if it is in the cart. */
export async function incomeCartItem(db: Db, userId: number, productId: number) {
  const [item] = await db
    .select({ price: cartItems.price_cents, net: cartItems.net_price_cents, choice: cartItems.choice })
    .from(cartItems)
    .where(and(eq(cartItems.user_id, userId), eq(cartItems.insurance_product_id, productId)))
  return item ?? null
}

/**
 * An income-protection product's price for the customer now, as the product card shows it: their cart
 * item's (the cover they chose) while it is in the cart, else, for a product with presets, the medium
 * preset's (what the cart item would start with); null: the product's own price.
 */
export async function incomeProductPrice(
  db: Db,
  user: Pick<UserRow, 'id' | 'birth_date'>,
  product: { id: number; type: ProductType },
  riskClass: RiskClass,
  today: string,
): Promise<{ price: string; net_price: string } | null> {
  const item = await incomeCartItem(db, user.id, product.id)
  if (item && item.price !== null && item.net !== null)
    return { price: formatMoney(item.price), net_price: formatMoney(item.net) }
  if (!hasPresets(product.type)) return null
  const quote = quoteOn(AOV_PRESETS.medium, await incomeBasis(db, user, product.id, riskClass, today))
  return { price: formatMoney(quote.gross), net_price: formatMoney(quote.net) }
}

/**
 * The presets priced for the customer (`GET /insurance-products/{id}/preset-prices`), on the basis of their
 * cart item's choice, and what the product's price is for: the preset the cart item's cover is, `own`
 * choices, or `medium` while it is not in the cart.
 */
export async function presetQuotes(
  db: Db,
  user: Pick<UserRow, 'id' | 'birth_date'>,
  productId: number,
  riskClass: RiskClass,
  today: string,
) {
  const item = await incomeCartItem(db, user.id, productId)
  const basis = await incomeBasis(db, user, productId, riskClass, today, item?.choice)
  const names = Object.keys(AOV_PRESETS) as PresetPrice['preset'][]
  const result = names.map((preset) => {
    const quote = quoteOn(AOV_PRESETS[preset], basis)
    return { preset, price: formatMoney(quote.gross), net_price: formatMoney(quote.net) }
  })
  const current = item ? (presetOf(coverOf(item.choice)) ?? 'own') : 'medium'
  return { result, age: basis.age, age_known: basis.ageKnown, current }
}
