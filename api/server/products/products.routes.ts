import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import {
  insuranceProductsQuerySchema,
  type InsuranceProduct,
  type PresetPrice,
} from '../../contract/products'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { notFoundError } from '../http/errors'
import { on } from '../http/route'
import { idParam, parseQuery } from '../http/validate'
import {
  activePolicies,
  allProducts,
  chosenRiskClass,
  findProduct,
  mayBuy,
  productResponse,
  riskClassOf,
} from '../products/catalogue'
import { todayInNl } from '../../contract/date-rules'
import { EXAMPLE_AGE, incomeProductPrice, presetQuotes } from '../aov/income-pricing'
import { isIncomeProtection } from '../aov/store'
import { hasPresets, type RiskClass } from '../products/pricing'

/**
 * The risk class the presets are priced for when the user has no profession yet: 3, the class of the
 * catch-all profession ('Overig / Anders'), so the page shows a realistic price rather than none.
 */
const RISK_CLASS_WITHOUT_PROFESSION: RiskClass = 3

/**
 * `GET /insurance-products` and `GET /insurance-products/:id/preset-prices` (core §3 Product, forms §2-3):
 * the customer's products, priced for the risk class of the customer's profession (or of the one named in
 * the query, which the customer is choosing), in the request's language.
 */
export function productRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.insuranceProducts, async (c) => {
    const { user } = await requireUser(c, deps)
    const { profession } = parseQuery(c, insuranceProductsQuerySchema)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const riskClass =
      profession === undefined ? await riskClassOf(db, user) : await chosenRiskClass(db, profession)
    if (riskClass === null) return c.json({ result: [] as InsuranceProduct[] })
    const rows = (await allProducts(db)).filter((p) => mayBuy(p, riskClass))
    const active = await activePolicies(
      db,
      user.id,
      rows.map((r) => r.id),
    )
    const today = todayInNl()
    const result = await Promise.all(
      rows.map(async (row) => {
        const product = productResponse(row, locale, riskClass, active.get(row.id) ?? 0)
        // Income protection costs what the customer's cover costs (the one computation of income-pricing.ts).
        if (!isIncomeProtection(row.type)) return product
        return { ...product, ...(await incomeProductPrice(db, user, row, riskClass, today)) }
      }),
    )
    return c.json({ result })
  })

  on(app, routes.presetPrices, async (c) => {
    const { user } = await requireUser(c, deps)
    const id = idParam(c.req.param('id'))
    const product = id === null ? null : await findProduct(db, id)
    if (!product) throw notFoundError('No such insurance product.')
    if (!hasPresets(product.type))
      return c.json({ result: [] as PresetPrice[], age: EXAMPLE_AGE, age_known: false, current: null })
    const riskClass = (await riskClassOf(db, user)) ?? RISK_CLASS_WITHOUT_PROFESSION
    const quotes = await presetQuotes(db, user, product.id, riskClass, todayInNl())
    const result: PresetPrice[] = quotes.result.map((p) => ({ ...p, price_currency: 'EUR' }))
    return c.json({ ...quotes, result })
  })
  return app
}
