import { Hono } from 'hono'
import {
  aovApplicationRequestSchema,
  aovPremiumRequestSchema,
  medicalReviewRequestSchema,
} from '../../contract/aov'
import { todayInNl } from '../../contract/date-rules'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { aovPremium, applyForIncomeProtection, reviewMedicalAnswers } from './aov-service'

/** Small JSON bodies: a product, a date, five options or fourteen booleans. */
const AOV_BODY = 8 * 1024

/**
 * Income protection (api/contract/aov.ts) over the income-protection service (aov-service.ts):
 * `POST /aov/premium` prices the customer's choices, `POST /aov/medical-review` decides and stores the
 * medical review, `POST /aov/application` confirms the premium and prices the cart item with it.
 */
export function aovRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.aovPremium, limitBody(AOV_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const today = todayInNl()
    const request = await parseBody(c, aovPremiumRequestSchema({ today }))
    return c.json(await aovPremium(db, user, request, today))
  })

  on(app, routes.aovMedicalReview, limitBody(AOV_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const request = await parseBody(c, medicalReviewRequestSchema)
    return c.json(await reviewMedicalAnswers(db, user.id, request))
  })

  on(app, routes.aovApplication, limitBody(AOV_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const today = todayInNl()
    const request = await parseBody(c, aovApplicationRequestSchema({ today }))
    return c.json(await applyForIncomeProtection(db, user, request, today))
  })
  return app
}
