import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { AovOptionsResponse, MedicalReview } from '../../contract/aov'
import { flowOf } from '../../contract/cart'
import type { ProductType } from '../../contract/products'
import type { Database } from '../db/client'
import { aovApplications } from '../db/schema'

type Db = Pick<Database, 'select'>
type Tx = Pick<Database, 'insert' | 'update'>
export type AovApplicationRow = typeof aovApplications.$inferSelect

/**
 * Income protection (aov, aov_acture: the products of the aov checkout flow), where a knowledge quiz, a
 * medical review and an application decide.
 */
export const isIncomeProtection = (type: ProductType) => flowOf(type) === 'aov'

/** The premium the customer confirmed (`POST /aov/application`); null until then, or after a new review. */
export const confirmedPremium = (row: AovApplicationRow | null | undefined) =>
  row && row.monthly_premium_cents !== null && row.monthly_net_cents !== null
    ? { gross: row.monthly_premium_cents, net: row.monthly_net_cents }
    : null

/** The user's applications for `productIds`, by product id. */
export async function applicationsOf(
  db: Db,
  userId: number,
  productIds: number[],
): Promise<Map<number, AovApplicationRow>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(aovApplications)
    .where(
      and(eq(aovApplications.user_id, userId), inArray(aovApplications.insurance_product_id, productIds)),
    )
  return new Map(rows.map((r) => [r.insurance_product_id, r]))
}

export const applicationOf = async (db: Db, userId: number, productId: number) =>
  (await applicationsOf(db, userId, [productId])).get(productId) ?? null

/** The columns of a confirmation; all null when there is none. */
const UNCONFIRMED = { birth_date: null, options: null, monthly_premium_cents: null, monthly_net_cents: null }

/**
 * Stores `review` as the user's for the product, replacing an earlier one; a confirmed premium is cleared
 * with it (it was priced on the earlier review), so the customer confirms the premium again.
 */
export async function saveReview(tx: Tx, userId: number, productId: number, review: MedicalReview) {
  const values = { ...review, ...UNCONFIRMED }
  await tx
    .insert(aovApplications)
    .values({ user_id: userId, insurance_product_id: productId, ...values })
    .onConflictDoUpdate({
      target: [aovApplications.user_id, aovApplications.insurance_product_id],
      set: { ...values, updated_at: sql`now()` },
    })
}

/**
 * Clears the user's confirmed premiums (the reviews stay): they were priced for the risk class of the
 * profession the user had. Answers the products whose confirmation was cleared.
 */
export async function clearConfirmations(tx: Tx, userId: number): Promise<number[]> {
  const rows = await tx
    .update(aovApplications)
    .set({ ...UNCONFIRMED, updated_at: sql`now()` })
    .where(and(eq(aovApplications.user_id, userId), isNotNull(aovApplications.monthly_premium_cents)))
    .returning({ product: aovApplications.insurance_product_id })
  return rows.map((r) => r.product)
}

/** Clears the user's confirmed premium for the product (they chose other cover); the review stays. */
export async function clearConfirmation(tx: Tx, userId: number, productId: number) {
  await tx
    .update(aovApplications)
    .set({ ...UNCONFIRMED, updated_at: sql`now()` })
    .where(and(eq(aovApplications.user_id, userId), eq(aovApplications.insurance_product_id, productId)))
}

/** Confirms the application with a stored review (the caller checked there is one): replaces an earlier one. */
export async function confirmApplication(
  tx: Tx,
  userId: number,
  productId: number,
  confirmed: { birth_date: string; options: AovOptionsResponse; gross: number; net: number },
) {
  await tx
    .update(aovApplications)
    .set({
      birth_date: confirmed.birth_date,
      options: confirmed.options,
      monthly_premium_cents: confirmed.gross,
      monthly_net_cents: confirmed.net,
      updated_at: sql`now()`,
    })
    .where(and(eq(aovApplications.user_id, userId), eq(aovApplications.insurance_product_id, productId)))
}
