import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import type { InsuranceProduct, PresetPrice } from '../../contract/products'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { notFoundError } from '../http/errors'
import { on } from '../http/route'
import { idParam } from '../http/validate'
import {
  activePolicies,
  allProducts,
  findProduct,
  mayBuy,
  productResponse,
  riskClassOf,
} from '../products/catalogue'
import { hasPresets, presetPrices, type RiskClass } from '../products/pricing'

/**
 * The risk class the presets are priced for when the user has no profession yet: 3, the class of the
 * catch-all profession ('Overig / Anders'), so the page shows a realistic price rather than none.
 */
const RISK_CLASS_WITHOUT_PROFESSION: RiskClass = 3

/**
 * `GET /insurance-products` and `GET /insurance-products/:id/preset-prices` (core §3 Product, forms §2-3):
 * the customer's products, priced for the risk class of the customer's profession, in the request's language.
 */
export function productRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.insuranceProducts, async (c) => {
    const { user } = await requireUser(c, deps)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const riskClass = await riskClassOf(db, user)
    if (riskClass === null) return c.json({ result: [] as InsuranceProduct[] })
    const rows = (await allProducts(db)).filter((p) => mayBuy(p, riskClass))
    const active = await activePolicies(
      db,
      user.id,
      rows.map((r) => r.id),
    )
    return c.json({
      result: rows.map((row) => productResponse(row, locale, riskClass, active.get(row.id) ?? 0)),
    })
  })

  on(app, routes.presetPrices, async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    const product = id === null ? null : await findProduct(db, id)
    if (!product) throw notFoundError('No such insurance product.')
    if (!hasPresets(product.type)) return c.json({ result: [] as PresetPrice[] })
    const riskClass = (await riskClassOf(db, user)) ?? RISK_CLASS_WITHOUT_PROFESSION
    const result: PresetPrice[] = presetPrices(product, riskClass).map((p) => ({
      ...p,
      price_currency: 'EUR',
    }))
    return c.json({ result })
  })
  return app
}
