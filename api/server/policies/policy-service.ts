import { and, desc, eq } from 'drizzle-orm'
import { nextBillingDate } from '../../contract/billing-rules'
import type { Locale } from '../../contract/common'
import { todayInNl } from '../../contract/date-rules'
import type {
  DocumentInfo,
  PoliciesResponse,
  Policy,
  PolicyDetail,
  RecommendedProduct,
} from '../../contract/policies'
import { incomeProductPrice } from '../aov/income-pricing'
import { isIncomeProtection } from '../aov/store'
import type { Database } from '../db/client'
import { documents, insuranceProducts, policies } from '../db/schema'
import { notFoundError } from '../http/errors'
import { allProducts, mayBuy, productResponse, riskClassOf } from '../products/catalogue'
import { formatMoney } from '../products/pricing'
import type { UserRow } from '../users/store'
import { coverIn } from './cover'

type Db = Pick<Database, 'select'>
type PolicyRow = typeof policies.$inferSelect
type ProductRow = typeof insuranceProducts.$inferSelect

/** Expired: ended, or its last day of cover is before `today`. Current otherwise (also before it starts). */
export const isExpired = (policy: Pick<PolicyRow, 'status' | 'end_date'>, today: string) =>
  policy.status === 'ended' || (policy.end_date !== null && policy.end_date < today)

function policyView(policy: PolicyRow, product: ProductRow, locale: Locale, currency: string): Policy {
  return {
    id: policy.id,
    number: policy.number,
    product: { id: product.id, name: product.names[locale] ?? product.names.nl, type: product.type },
    start_date: policy.start_date,
    end_date: policy.end_date,
    monthly_premium: formatMoney(policy.monthly_price_cents ?? 0),
    currency,
    cover: coverIn(policy.cover, locale),
    cancelled_at: policy.cancelled_at?.toISOString() ?? null,
  }
}

const ownPolicies = (db: Db, userId: number) =>
  db
    .select({ policy: policies, product: insuranceProducts })
    .from(policies)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, policies.insurance_product_id))
    .where(eq(policies.user_id, userId))
    .orderBy(desc(policies.start_date), desc(policies.id))

/**
 * `GET /policies`: the customer's current and expired policies, and the products their profession may
 * buy that they hold no current policy for, priced as the products page prices them.
 */
export async function policiesOf(
  db: Db,
  user: UserRow,
  locale: Locale,
  currency: string,
  today = todayInNl(),
): Promise<PoliciesResponse> {
  const rows = await ownPolicies(db, user.id)
  const current: Policy[] = []
  const expired: Policy[] = []
  for (const { policy, product } of rows)
    (isExpired(policy, today) ? expired : current).push(policyView(policy, product, locale, currency))
  const held = new Set(current.map((p) => p.product.id))
  const riskClass = await riskClassOf(db, user)
  const recommended: RecommendedProduct[] = []
  if (riskClass !== null) {
    for (const row of (await allProducts(db)).filter((p) => mayBuy(p, riskClass) && !held.has(p.id))) {
      const product = productResponse(row, locale, riskClass, 0)
      const income = isIncomeProtection(row.type)
        ? await incomeProductPrice(db, user, row, riskClass, today)
        : null
      recommended.push({
        id: product.id,
        name: product.name,
        type: product.type,
        price: income?.price ?? product.price,
        price_currency: product.price_currency,
      })
    }
  }
  return { current, expired, recommended }
}

/** `GET /policies/{id}`: the customer's own policy with its documents; anyone else's is a 404. */
export async function policyOf(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
  currency: string,
  today = todayInNl(),
): Promise<PolicyDetail> {
  const [row] = await db
    .select({ policy: policies, product: insuranceProducts })
    .from(policies)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, policies.insurance_product_id))
    .where(and(eq(policies.id, id), eq(policies.user_id, userId)))
  if (!row) throw notFoundError('No such policy.')
  const { policy, product } = row
  const expired = isExpired(policy, today)
  const docs =
    policy.document_id === null
      ? []
      : await db
          .select()
          .from(documents)
          .where(and(eq(documents.id, policy.document_id), eq(documents.user_id, userId)))
  const next = expired ? null : nextBillingDate(policy.start_date, today)
  return {
    ...policyView(policy, product, locale, currency),
    documents: docs.map(documentInfo),
    // No premium is collected after the last day of cover.
    next_billing_date: next !== null && policy.end_date !== null && next > policy.end_date ? null : next,
    expired,
  }
}

export const documentInfo = (doc: typeof documents.$inferSelect): DocumentInfo => ({
  id: doc.id,
  file_name: doc.original_name,
  content_type: doc.content_type,
  size: doc.size,
  created_at: doc.created_at.toISOString(),
})
