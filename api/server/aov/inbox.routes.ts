import { Hono } from 'hono'
import type { InboxBadge } from '../../contract/inbox-badge'
import { routes } from '../../contract/routes'
import { isIncomeProtection } from '../aov/store'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { on } from '../http/route'
import { activePolicies, allProducts, mayBuy, riskClassOf } from '../products/catalogue'

/**
 * `GET /inbox/badge` (api/contract/aov.ts): 1 while an income-protection product is eligible for the
 * customer, i.e. their profession may buy it and they hold no active policy for it (in catalogue order).
 */
export function inboxRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.inboxBadge, async (c) => {
    const { user } = await requireUser(c, deps)
    const riskClass = await riskClassOf(db, user)
    const buyable = (await allProducts(db)).filter(
      (product) => isIncomeProtection(product.type) && mayBuy(product, riskClass),
    )
    const held = await activePolicies(
      db,
      user.id,
      buyable.map((product) => product.id),
    )
    const eligible = buyable.filter((product) => !held.has(product.id)).map((product) => product.id)
    const body: InboxBadge = { badge: eligible.length > 0 ? 1 : 0, eligible_income_protection: eligible }
    return c.json(body)
  })
  return app
}
