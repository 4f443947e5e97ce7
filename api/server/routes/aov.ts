import { Hono } from 'hono'
import {
  aovPremiumRequestSchema,
  medicalReviewRequestSchema,
  type AovPremium,
  type MedicalReview,
} from '../../contract/aov'
import { todayInNl } from '../../contract/date-rules'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { errorBody, HttpError } from '../http/errors'
import { limitBody } from '../http/limits'
import { parseBody } from '../http/validate'
import { aovBenefitCents, aovPremiumCents, ageOn } from '../products/aov-pricing'
import { medicalReview } from '../products/aov-review'
import { findProduct, mayBuy, riskClassOf } from '../products/catalogue'
import { formatMoney } from '../products/pricing'

const invalid = (field_errors: Record<string, string[]>) =>
  new HttpError(400, errorBody('validation_error', 'The request is not valid.', { field_errors }))

/** Small JSON bodies: a product, a date, five options or fourteen booleans. */
const AOV_BODY = 8 * 1024

const INCOME_PROTECTION = ['aov', 'aov_acture']

/**
 * Income protection (api/contract/aov.ts): `POST /aov/premium` prices the customer's choices for the risk
 * class of their profession and their age; `POST /aov/medical-review` decides the medical questions and
 * business form (api/server/products/aov-review.ts). Neither stores anything.
 */
export function aovRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  /** The income-protection product `id`, else a 400 on `product`. */
  const incomeProtection = async (id: number) => {
    const product = await findProduct(db, id)
    if (!product || !INCOME_PROTECTION.includes(product.type)) throw invalid({ product: ['notFound'] })
    return product
  }

  app.post('/aov/premium', limitBody(AOV_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const today = todayInNl()
    const { product: id, birth_date, options } = await parseBody(c, aovPremiumRequestSchema({ today }))
    const product = await incomeProtection(id)
    const riskClass = await riskClassOf(db, user)
    if (riskClass === null)
      throw new HttpError(
        400,
        errorBody('validation_error', 'Choose a profession first.', {
          non_field_errors: ['profession_required'],
        }),
      )
    if (!mayBuy(product, riskClass)) throw invalid({ product: ['notAvailable'] })
    const { net, tax, gross } = aovPremiumCents({ options, age: ageOn(birth_date, today), riskClass })
    const benefit = aovBenefitCents(options.covered_income)
    const result: AovPremium = {
      monthly_premium: formatMoney(gross),
      monthly_net: formatMoney(net),
      insurance_tax: formatMoney(tax),
      insured: { monthly_benefit: formatMoney(benefit.monthly), yearly_benefit: formatMoney(benefit.yearly) },
      options: { ...options, covered_income: String(options.covered_income) },
    }
    return c.json(result)
  })

  app.post('/aov/medical-review', limitBody(AOV_BODY), async (c) => {
    await requireUser(c, deps)
    const { product, answers, business_form } = await parseBody(c, medicalReviewRequestSchema)
    await incomeProtection(product)
    const result: MedicalReview = medicalReview(answers, business_form)
    return c.json(result)
  })
  return app
}
