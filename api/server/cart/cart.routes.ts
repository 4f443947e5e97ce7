import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  addCartItemSchema,
  ALREADY_IN_CART,
  CART_EMPTY,
  flowOf,
  checkoutCartSchema,
  type CheckoutCart,
} from '../../contract/cart'
import { localeFromAcceptLanguage } from '../../contract/common'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import { amsterdamDate } from '../cart/list-items'
import { cartItemResponse, cartOf, checkoutIds, MAX_CART_ITEMS } from '../cart/store'
import { cartItems, checkoutCarts, insuranceProducts, users } from '../db/schema'
import type { AppDeps } from '../deps'
import { invalid, notFoundError, refused } from '../http/errors'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { idParam, parseBody } from '../http/validate'
import { findProduct, mayBuy, riskClassOf } from '../products/catalogue'
import { productCents } from '../products/pricing'
import { pricesWithAnswers } from '../questions/reprice'

const noSuchItem = () => notFoundError('No such cart item.')

/** Bodies of these calls are a few ids at most. */
const SMALL_BODY = 8 * 1024

/**
 * The cart and the checkout cart (core §3 Cart item and Cart state, §4, §7), per api/contract/cart.ts.
 * Every call is the signed-in customer's own: another user's item is a 404 and is never touched.
 */
export function cartRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()
  const localeOf = (header: string | undefined) => localeFromAcceptLanguage(header)

  // The fixed paths first, so /cart-item/:id never takes them.
  on(app, routes.checkoutCart, async (c) => {
    const { user } = await requireUser(c, deps)
    const [row] = await db
      .select({ flow: checkoutCarts.flow })
      .from(checkoutCarts)
      .where(eq(checkoutCarts.user_id, user.id))
    const body: CheckoutCart = { cart_item_ids: await checkoutIds(db, user.id), flow: row?.flow ?? 'normal' }
    return c.json(body)
  })

  on(app, routes.checkoutCartSet, limitBody(SMALL_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const { cart_item_ids, flow } = await parseBody(c, checkoutCartSchema)
    const ids = [...new Set(cart_item_ids)]
    await db.transaction(async (tx) => {
      const found =
        ids.length === 0
          ? []
          : await tx
              .select({ id: cartItems.id, type: insuranceProducts.type })
              .from(cartItems)
              .innerJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
              .where(and(eq(cartItems.user_id, user.id), inArray(cartItems.id, ids)))
              .for('update', { of: cartItems })
      if (found.length !== ids.length) throw invalid({ cart_item_ids: ['notFound'] })
      if (found.some((item) => flowOf(item.type) !== flow)) throw invalid({ cart_item_ids: ['flowMismatch'] })
      await tx
        .update(cartItems)
        .set({ in_checkout: ids.length === 0 ? sql`false` : inArray(cartItems.id, ids) })
        .where(eq(cartItems.user_id, user.id))
      await tx
        .insert(checkoutCarts)
        .values({ user_id: user.id, flow })
        .onConflictDoUpdate({ target: checkoutCarts.user_id, set: { flow, updated_at: sql`now()` } })
    })
    const body: CheckoutCart = { cart_item_ids: await checkoutIds(db, user.id), flow }
    return c.json(body)
  })

  on(app, routes.checkoutCartClear, async (c) => {
    const { user } = await requireUser(c, deps)
    await db.transaction(async (tx) => {
      await tx.update(cartItems).set({ in_checkout: false }).where(eq(cartItems.user_id, user.id))
      await tx.delete(checkoutCarts).where(eq(checkoutCarts.user_id, user.id))
    })
    return c.body(null, 204)
  })

  on(app, routes.cartClear, limitBody(SMALL_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    await db.transaction(async (tx) => {
      await tx.delete(cartItems).where(eq(cartItems.user_id, user.id))
      await tx.delete(checkoutCarts).where(eq(checkoutCarts.user_id, user.id))
    })
    return c.body(null, 204)
  })

  on(app, routes.prepareCheckout, limitBody(SMALL_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const items = await cartOf(db, user.id)
    if (items.length === 0) throw refused(CART_EMPTY, 'The cart is empty.')
    const riskClass = await riskClassOf(db, user)
    if (riskClass === null) throw refused('profession_required', 'Choose a profession first.')
    if (items.some(({ product }) => !mayBuy(product, riskClass))) {
      throw refused('products_not_available', 'The profession may not buy every product in the cart.')
    }
    const locale = localeOf(c.req.header('accept-language'))
    return c.json({
      result: items.map(({ item, product }) => cartItemResponse(item, product, locale)),
      entry_date: amsterdamDate(new Date()),
    })
  })

  on(app, routes.cart, async (c) => {
    const { user } = await requireUser(c, deps)
    const locale = localeOf(c.req.header('accept-language'))
    const items = await cartOf(db, user.id)
    return c.json({ result: items.map(({ item, product }) => cartItemResponse(item, product, locale)) })
  })

  on(app, routes.cartAdd, limitBody(SMALL_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const { insurance_product } = await parseBody(c, addCartItemSchema)
    const product = await findProduct(db, insurance_product)
    if (!product) throw invalid({ insurance_product: ['notFound'] })
    const riskClass = await riskClassOf(db, user)
    if (riskClass === null || !mayBuy(product, riskClass))
      throw invalid({ insurance_product: ['notAvailable'] })
    const { net, gross } = productCents(product, riskClass)
    const alreadyInCart = () => refused(ALREADY_IN_CART, 'The product is already in the cart.')
    const item = await db.transaction(async (tx) => {
      // Adds of one user run one at a time (row lock), so the cap holds under concurrent requests; the
      // unique (user, product) index keeps a product out of the cart twice whatever happens.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update')
      const [existing] = await tx
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.user_id, user.id), eq(cartItems.insurance_product_id, product.id)))
      if (existing) throw alreadyInCart()
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
    return c.json(cartItemResponse(item, product, localeOf(c.req.header('accept-language'))), 201)
  })

  on(app, routes.cartDelete, async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    if (id === null) throw noSuchItem()
    // The item leaves the checkout cart with it (in_checkout is a column of the item).
    const [deleted] = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.user_id, user.id)))
      .returning({ id: cartItems.id })
    if (!deleted) throw noSuchItem()
    return c.body(null, 204)
  })
  return app
}
