import { and, asc, eq, sql } from 'drizzle-orm'
import type { CartItem } from '../../contract/cart'
import type { Locale } from '../../contract/common'
import { policyStartDate } from '../../contract/date-rules'
import type { Database } from '../db/client'
import { preparedPerDatabase } from '../db/prepared'
import { cartItems, insuranceProducts, partners, users } from '../db/schema'
import { coverOf } from '../aov/income-pricing'
import { isIncomeProtection } from '../aov/store'
import { productRef, type ProductRow } from '../products/catalogue'
import { formatMoney, hasPresets } from '../products/pricing'
import { listItems } from './list-items'
import type { Quoted } from './quoted-lines'
import type { StartRules } from './start-date'

type Db = Pick<Database, 'select'>
export type CartItemRow = typeof cartItems.$inferSelect

/** At most this many items in one cart. */
export const MAX_CART_ITEMS = 20

/** The user's cart items with their products, oldest first. */
export async function cartOf(db: Db, userId: number): Promise<{ item: CartItemRow; product: ProductRow }[]> {
  return db
    .select({ item: cartItems, product: insuranceProducts })
    .from(cartItems)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
    .where(eq(cartItems.user_id, userId))
    .orderBy(asc(cartItems.created_at), asc(cartItems.id))
}

/** The product columns a cart item's answer needs (not the FAQ and descriptions, the rows' bulk of JSON). */
const cartProduct = {
  id: insuranceProducts.id,
  slug: insuranceProducts.slug,
  type: insuranceProducts.type,
  names: insuranceProducts.names,
  require_identity_verification: insuranceProducts.require_identity_verification,
}
export type CartProduct = Pick<ProductRow, keyof typeof cartProduct>

/**
 * `GET /cart-item`'s one query: the cart of user `userId` of partner `partner` (oldest first), or null when
 * there is no such user (requireUser's check, made in the same round trip: the hot path's one query).
 */
export async function signedInCartOf(
  db: Db,
  userId: number,
  partner: string,
): Promise<{ item: CartItemRow; product: CartProduct }[] | null> {
  const rows = await signedInCartQuery(db).execute({ userId, partner })
  if (rows.length === 0) return null
  return rows.flatMap(({ item, product }) => (item && product ? [{ item, product }] : []))
}

/** `signedInCartOf`'s query, built once (db/prepared.ts). */
const signedInCartQuery = preparedPerDatabase((db: Db) =>
  db
    .select({ user: users.id, item: cartItems, product: cartProduct })
    .from(users)
    .innerJoin(
      partners,
      and(eq(partners.id, users.partner_id), eq(partners.slug, sql.placeholder('partner'))),
    )
    .leftJoin(cartItems, eq(cartItems.user_id, users.id))
    .leftJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(asc(cartItems.created_at), asc(cartItems.id))
    .prepare('signed_in_cart'),
)

/** The ids of the user's checkout cart, in cart order. */
export async function checkoutIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.user_id, userId), eq(cartItems.in_checkout, true)))
    .orderBy(asc(cartItems.created_at), asc(cartItems.id))
  return rows.map((r) => r.id)
}

const money = (cents: number | null) => (cents === null ? null : formatMoney(cents))

/**
 * A cart item as the API answers it: its price now, the lines in `locale`, and the start date its policy
 * would get now under `rules` (the customer's choice while it is allowed, else the earliest allowed day).
 * With a quote (`quoted`, cart/quoted-lines.ts) the lines are the quote's: what the customer chose. A
 * product priced only by its quote (cart/quoted-price.ts) has no price before it is complete: the cart
 * says "not calculated yet".
 */
export function cartItemResponse(
  item: CartItemRow,
  product: CartProduct,
  locale: Locale,
  rules: StartRules,
  quoted?: Quoted,
): CartItem {
  const startDate = policyStartDate(item.start_date, rules.today, rules.fromTomorrow, rules.validate)
  // Income protection lists the cover it costs: the one chosen, or the medium preset it starts with.
  const priced = isIncomeProtection(product.type) && (item.choice !== null || hasPresets(product.type))
  const cover = priced ? coverOf(item.choice) : null
  return {
    id: item.id,
    insurance_product: {
      ...productRef(product, locale),
      price: money(item.price_cents),
      net_price: money(item.net_price_cents),
    },
    list_items: quoted?.lines
      ? quoted.lines(startDate, locale)
      : listItems(product.type, { startDate, cover }, locale),
    start_date: startDate,
    ...(quoted?.endDate === undefined ? {} : { end_date: quoted.endDate }),
    created_at: item.created_at.toISOString(),
  }
}
