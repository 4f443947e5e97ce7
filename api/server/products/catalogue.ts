import { and, count, eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../contract/common'
import type { InsuranceProduct, ProductType } from '../../contract/products'
import type { Database } from '../db/client'
import { invalid } from '../http/errors'
import { insuranceProducts, policies, professions } from '../db/schema'
import type { UserRow } from '../users/store'
import { formatMoney, isRiskClass, productCents, type RiskClass } from './pricing'

type Db = Pick<Database, 'select'>
export type ProductRow = typeof insuranceProducts.$inferSelect

/** The order products are listed in (available insurances); a type not named here comes last. */
export const PRODUCT_ORDER: readonly ProductType[] = [
  'aov',
  'aov_acture',
  'business_liability',
  'professional_liability',
  'car',
  'allianz_liability',
  'allianz_building',
  'allianz_content',
  'device',
  'death_risk',
]

const position = (type: ProductType) => {
  const i = PRODUCT_ORDER.indexOf(type)
  return i === -1 ? PRODUCT_ORDER.length : i
}

/** Every product in PRODUCT_ORDER (ties by id). */
export async function allProducts(db: Db): Promise<ProductRow[]> {
  const rows = await db.select().from(insuranceProducts)
  return rows.sort((a, b) => position(a.type) - position(b.type) || a.id - b.id)
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(insuranceProducts).where(eq(insuranceProducts.id, id)).limit(1)
  return row ?? null
}

/** Whether product `id` exists (its id only: not the rows' JSON of names, descriptions and FAQ). */
export async function productExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: insuranceProducts.id })
    .from(insuranceProducts)
    .where(eq(insuranceProducts.id, id))
    .limit(1)
  return rows.length > 0
}

/** The risk class of the user's profession; null without a profession. */
export async function riskClassOf(db: Db, user: Pick<UserRow, 'profession_id'>): Promise<RiskClass | null> {
  if (user.profession_id === null) return null
  const row = await professionRow(db, user.profession_id)
  return row && isRiskClass(row.risk_class) ? row.risk_class : null
}

/**
 * The risk class of the profession a customer is choosing (`GET /insurance-products?profession=`): 400
 * (`profession: ['notFound']`) for an unknown profession, as saving it would be.
 */
export async function chosenRiskClass(db: Db, professionId: number): Promise<RiskClass | null> {
  const row = await professionRow(db, professionId)
  if (!row) throw invalid({ profession: ['notFound'] })
  return isRiskClass(row.risk_class) ? row.risk_class : null
}

async function professionRow(db: Db, id: number) {
  const [row] = await db
    .select({ risk_class: professions.risk_class })
    .from(professions)
    .where(eq(professions.id, id))
    .limit(1)
  return row
}

/** Whether a profession of `riskClass` may buy the product (no profession: nothing). */
export const mayBuy = (product: Pick<ProductRow, 'risk_classes'>, riskClass: RiskClass | null) =>
  riskClass !== null && product.risk_classes.includes(riskClass)

/** The user's active policies per product id. */
export async function activePolicies(
  db: Db,
  userId: number,
  productIds: number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({ product: policies.insurance_product_id, n: count() })
    .from(policies)
    .where(
      and(
        eq(policies.user_id, userId),
        eq(policies.status, 'active'),
        inArray(policies.insurance_product_id, productIds),
      ),
    )
    .groupBy(policies.insurance_product_id)
  return new Map(rows.map((r) => [r.product, Number(r.n)]))
}

/** The fields a product and a cart item's product share. */
export const productRef = (
  row: Pick<ProductRow, 'id' | 'slug' | 'type' | 'names' | 'require_identity_verification'>,
  locale: Locale,
) => ({
  id: row.id,
  name: row.names[locale] ?? row.names.nl,
  type: row.type,
  price_currency: 'EUR',
  require_identity_verification: row.require_identity_verification,
  gtm_data: { id: row.slug },
})

/** A product as `GET /insurance-products` answers it, priced for `riskClass`. */
export function productResponse(
  row: ProductRow,
  locale: Locale,
  riskClass: RiskClass,
  active_policies: number,
): InsuranceProduct {
  const { net, gross } = productCents(row, riskClass)
  const { id, name, type, price_currency, require_identity_verification, gtm_data } = productRef(row, locale)
  return {
    id,
    name,
    type,
    description: row.descriptions[locale] ?? row.descriptions.nl,
    price: gross === null ? null : formatMoney(gross),
    net_price: net === null ? null : formatMoney(net),
    price_currency,
    require_identity_verification,
    gtm_data,
    faq: row.faq.map((entry) => ({
      question: entry.question[locale] ?? entry.question.nl,
      answer: entry.answer[locale] ?? entry.answer.nl,
    })),
    active_policies,
  }
}
