import { and, count, eq, inArray, sql } from 'drizzle-orm'
import {
  ALREADY_IN_CART,
  ALREADY_INSURED,
  CART_EMPTY,
  flowOf,
  type CartItem,
  type CheckoutCart,
} from '../../contract/cart'
import type { Locale } from '../../contract/common'
import type { Database } from '../db/client'
import { cartItems, checkoutCarts, insuranceProducts, users } from '../db/schema'
import { conflict, invalid, notFoundError, refused } from '../http/errors'
import { activePolicies, findProduct, mayBuy, riskClassOf } from '../products/catalogue'
import { productCents } from '../products/pricing'
import { pricesWithAnswers } from '../questions/reprice'
import { userGone, type TokenUser } from '../auth/require-user'
import type { UserRow } from '../users/store'
import { amsterdamDate } from './list-items'
import type { StartRules } from './start-date'
import { quotedItemsOf } from './quoted-lines'
import {
  cartItemResponse,
  cartOf,
  checkoutIds,
  MAX_CART_ITEMS,
  signedInCartOf,
  type CartItemRow,
  type CartProduct,
} from './store'

/**
 * The cart and the checkout cart (core §3 Cart item and Cart state, §4, §7): what the cart routes do,
 * for one signed-in customer. Another user's item is never found and never touched.
 */

export const noSuchCartItem = () => notFoundError('No such cart item.')

/** 409: the customer holds an active policy for the product already (api/contract/cart.ts). */
export const alreadyInsured = () =>
  conflict(ALREADY_INSURED, 'The customer is insured with this product already.')

/** The customer's cart, oldest item first, the lines in `locale`, start dates under `rules`. */
export async function cartItemsOf(
  db: Database,
  userId: number,
  locale: Locale,
  rules: StartRules,
): Promise<CartItem[]> {
  return cartResponse(db, userId, await cartOf(db, userId), locale, rules)
}

/**
 * `GET /cart-item`: `cartItemsOf` for the token's user, whose existence the cart's one query checks (401
 * when the user is gone), so the hot path makes one round trip, plus one per kind of quote in the cart.
 */
export async function signedInCartItems(
  db: Database,
  { userId, partner }: TokenUser,
  locale: Locale,
  rules: StartRules,
): Promise<CartItem[]> {
  const items = await signedInCartOf(db, userId, partner)
  if (!items) throw userGone()
  return cartResponse(db, userId, items, locale, rules)
}

async function cartResponse(
  db: Database,
  userId: number,
  items: { item: CartItemRow; product: CartProduct }[],
  locale: Locale,
  rules: StartRules,
): Promise<CartItem[]> {
  const quoted = await quotedItemsOf(db, userId, items)
  return items.map(({ item, product }) => cartItemResponse(item, product, locale, rules, quoted.get(item.id)))
}

/**
 * The start date the customer chose on the payment step (already checked against `rules`) becomes that of
 * every item of the checkout cart; 400 `cart_empty` without one. Answers the whole cart.
 */
export async function setStartDate(
  db: Database,
  userId: number,
  startDate: string,
  locale: Locale,
  rules: StartRules,
): Promise<CartItem[]> {
  const changed = await db
    .update(cartItems)
    .set({ start_date: startDate })
    .where(and(eq(cartItems.user_id, userId), eq(cartItems.in_checkout, true)))
    .returning({ id: cartItems.id })
  if (changed.length === 0) throw refused(CART_EMPTY, 'There is no checkout cart.')
  return cartItemsOf(db, userId, locale, rules)
}

/** The checkout cart: its item ids in cart order and its flow (`normal` when none was chosen). */
export async function checkoutCartOf(db: Database, userId: number): Promise<CheckoutCart> {
  const [row] = await db
    .select({ flow: checkoutCarts.flow })
    .from(checkoutCarts)
    .where(eq(checkoutCarts.user_id, userId))
  return { cart_item_ids: await checkoutIds(db, userId), flow: row?.flow ?? 'normal' }
}

/**
 * Makes `choice` the checkout cart: every id one of the customer's items, all of the choice's flow
 * (400 `notFound` / `flowMismatch` on `cart_item_ids` otherwise, changing nothing).
 */
export async function setCheckoutCart(
  db: Database,
  userId: number,
  choice: CheckoutCart,
): Promise<CheckoutCart> {
  const { flow } = choice
  const ids = [...new Set(choice.cart_item_ids)]
  await db.transaction(async (tx) => {
    const found =
      ids.length === 0
        ? []
        : await tx
            .select({ id: cartItems.id, type: insuranceProducts.type })
            .from(cartItems)
            .innerJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
            .where(and(eq(cartItems.user_id, userId), inArray(cartItems.id, ids)))
            .for('update', { of: cartItems })
    if (found.length !== ids.length) throw invalid({ cart_item_ids: ['notFound'] })
    if (found.some((item) => flowOf(item.type) !== flow)) throw invalid({ cart_item_ids: ['flowMismatch'] })
    await tx
      .update(cartItems)
      .set({ in_checkout: ids.length === 0 ? sql`false` : inArray(cartItems.id, ids) })
      .where(eq(cartItems.user_id, userId))
    await tx
      .insert(checkoutCarts)
      .values({ user_id: userId, flow })
      .onConflictDoUpdate({ target: checkoutCarts.user_id, set: { flow, updated_at: sql`now()` } })
  })
  return { cart_item_ids: await checkoutIds(db, userId), flow }
}

/** Empties the checkout cart; the items stay in the cart. */
export async function clearCheckoutCart(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(cartItems).set({ in_checkout: false }).where(eq(cartItems.user_id, userId))
    await tx.delete(checkoutCarts).where(eq(checkoutCarts.user_id, userId))
  })
}

/** Empties the cart, and with it the checkout cart. */
export async function clearCart(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.user_id, userId))
    await tx.delete(checkoutCarts).where(eq(checkoutCarts.user_id, userId))
  })
}

/**
 * The cart as the checkout starts from it, with today's date in Amsterdam; refused when it is empty, when
 * no profession is chosen, or when the profession may not buy one of its products.
 */
export async function prepareCheckout(
  db: Database,
  user: UserRow,
  locale: Locale,
  rules: StartRules,
  { startSingleGroup = false } = {},
) {
  const items = await cartOf(db, user.id)
  if (items.length === 0) throw refused(CART_EMPTY, 'The cart is empty.')
  const riskClass = await riskClassOf(db, user)
  if (riskClass === null) throw refused('profession_required', 'Choose a profession first.')
  if (items.some(({ product }) => !mayBuy(product, riskClass))) {
    throw refused('products_not_available', 'The profession may not buy every product in the cart.')
  }
  const quoted = await quotedItemsOf(db, user.id, items)
  const prepared = {
    result: items.map(({ item, product }) =>
      cartItemResponse(item, product, locale, rules, quoted.get(item.id)),
    ),
    entry_date: amsterdamDate(new Date()),
  }
  if (!startSingleGroup) return prepared
  // One group (one flow): it is the checkout cart the app would set next, with no disclaimer between.
  const flows = new Set(items.map(({ product }) => flowOf(product.type)))
  const [flow] = flows
  const checkout_cart =
    flows.size === 1 && flow
      ? await setCheckoutCart(db, user.id, { cart_item_ids: items.map(({ item }) => item.id), flow })
      : null
  return { ...prepared, checkout_cart }
}

/**
 * Adds product `productId` at the customer's price (their risk class, and the answers they already gave);
 * refused (409) for a product they hold an active policy for.
 * Adds of one user run one at a time (row lock), so the cap of MAX_CART_ITEMS holds under concurrent
 * requests; the unique (user, product) index keeps a product out of the cart twice whatever happens.
 */
export async function addToCart(
  db: Database,
  user: UserRow,
  productId: number,
  locale: Locale,
  rules: StartRules,
): Promise<CartItem> {
  const product = await findProduct(db, productId)
  if (!product) throw invalid({ insurance_product: ['notFound'] })
  const riskClass = await riskClassOf(db, user)
  if (riskClass === null || !mayBuy(product, riskClass))
    throw invalid({ insurance_product: ['notAvailable'] })
  const { net, gross } = productCents(product, riskClass)
  const alreadyInCart = () => refused(ALREADY_IN_CART, 'The product is already in the cart.')
  const item = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update')
    const [existing] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.user_id, user.id), eq(cartItems.insurance_product_id, product.id)))
    if (existing) throw alreadyInCart()
    if ((await activePolicies(tx, user.id, [product.id])).size > 0) throw alreadyInsured()
    const [size] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.user_id, user.id))
    if ((size?.n ?? 0) >= MAX_CART_ITEMS) throw refused('cart_full', 'The cart is full.')
    // Answers given before the product was added already count (the same user lock orders them).
    const prices = await pricesWithAnswers(tx, user.id, product, { gross, net })
    const [row] = await tx
      .insert(cartItems)
      .values({
        user_id: user.id,
        insurance_product_id: product.id,
        base_price_cents: gross,
        base_net_price_cents: net,
        ...prices,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) throw alreadyInCart()
    return row
  })
  // A product added again may find the quote it had (a home quote is kept per product).
  const quoted = await quotedItemsOf(db, user.id, [{ item, product }])
  return cartItemResponse(item, product, locale, rules, quoted.get(item.id))
}

/** Removes the customer's item `id` (and so takes it out of the checkout cart); 404 when it is not theirs. */
export async function removeCartItem(db: Database, userId: number, id: number): Promise<void> {
  const [deleted] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.user_id, userId)))
    .returning({ id: cartItems.id })
  if (!deleted) throw noSuchCartItem()
}
