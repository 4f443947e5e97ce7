import { Hono } from 'hono'
import {
  addCartItemSchema,
  checkoutCartSchema,
  prepareCheckoutQuerySchema,
  startDateChoiceRules,
} from '../../contract/cart'
import { localeFromAcceptLanguage } from '../../contract/common'
import { routes } from '../../contract/routes'
import { requireToken, requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { isForced } from '../http/test-faults'
import { idParam, parseBody, parseQuery } from '../http/validate'
import {
  addToCart,
  signedInCartItems,
  checkoutCartOf,
  clearCart,
  clearCheckoutCart,
  noSuchCartItem,
  prepareCheckout,
  removeCartItem,
  setCheckoutCart,
  setStartDate,
} from './cart-service'
import { startRulesOf } from './start-date'

/** Bodies of these calls are a few ids at most. */
const SMALL_BODY = 8 * 1024

/**
 * The cart and the checkout cart routes (api/contract/cart.ts) over the cart service (cart-service.ts).
 * Every call is the signed-in customer's own: another user's item is a 404 and is never touched.
 */
export function cartRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()
  const localeOf = (header: string | undefined) => localeFromAcceptLanguage(header)

  // The fixed paths first, so /cart-item/:id never takes them.
  on(app, routes.checkoutCart, async (c) => {
    const { user } = await requireUser(c, deps)
    return c.json(await checkoutCartOf(db, user.id))
  })

  on(app, routes.checkoutCartSet, limitBody(SMALL_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const choice = await parseBody(c, checkoutCartSchema)
    return c.json(await setCheckoutCart(db, user.id, choice))
  })

  on(app, routes.startDateSet, limitBody(SMALL_BODY), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const rules = await startRulesOf(deps, partner)
    const { start_date } = await parseBody(c, startDateChoiceRules(rules))
    const locale = localeOf(c.req.header('accept-language'))
    return c.json({ result: await setStartDate(db, user.id, start_date, locale, rules) })
  })

  on(app, routes.checkoutCartClear, async (c) => {
    const { user } = await requireUser(c, deps)
    await clearCheckoutCart(db, user.id)
    return c.body(null, 204)
  })

  on(app, routes.cartClear, limitBody(SMALL_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    await clearCart(db, user.id)
    return c.body(null, 204)
  })

  on(app, routes.prepareCheckout, limitBody(SMALL_BODY), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const { start } = parseQuery(c, prepareCheckoutQuerySchema)
    const locale = localeOf(c.req.header('accept-language'))
    const rules = await startRulesOf(deps, partner)
    // A forced failure of setting the checkout cart (the path tests) leaves that to its own call.
    const startSingleGroup = start === 'single_group' && !isForced(c, 'checkoutCartSet')
    return c.json(await prepareCheckout(db, user, locale, rules, { startSingleGroup }))
  })

  // The hot path: the token, then one query that reads the cart and checks the user exists.
  on(app, routes.cart, async (c) => {
    const signedIn = await requireToken(c, deps)
    const locale = localeOf(c.req.header('accept-language'))
    const rules = await startRulesOf(deps, signedIn.partner)
    return c.json({ result: await signedInCartItems(db, signedIn, locale, rules) })
  })

  on(app, routes.cartAdd, limitBody(SMALL_BODY), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const { insurance_product } = await parseBody(c, addCartItemSchema)
    const locale = localeOf(c.req.header('accept-language'))
    return c.json(
      await addToCart(db, user, insurance_product, locale, await startRulesOf(deps, partner)),
      201,
    )
  })

  on(app, routes.cartDelete, async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    if (id === null) throw noSuchCartItem()
    await removeCartItem(db, user.id, id)
    return c.body(null, 204)
  })
  return app
}
