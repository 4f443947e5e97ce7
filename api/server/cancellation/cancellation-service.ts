import { and, eq, sql } from 'drizzle-orm'
import { nextBillingDate } from '../../contract/billing-rules'
import {
  CancelRefusal,
  cancellationSchema,
  type CancelPolicy,
  type CancellationInfo,
  type CancelWindow,
} from '../../contract/cancellation'
import type { Locale } from '../../contract/common'
import type { Database } from '../db/client'
import { customerProfiles, insuranceProducts, policies, surveys } from '../db/schema'
import { conflict, notFoundError } from '../http/errors'
import { parseWith } from '../http/validate'
import { formatMoney } from '../products/pricing'

/**
 * Cancelling a policy (api/contract/cancellation.ts; forms §4 Cancellation): from today up to the next
 * billing date. The policy's end date becomes the chosen date (past it the policy is expired and its
 * invoices stop) and the exit survey is kept as the `cancel-policy` survey of its product.
 */

type Db = Pick<Database, 'select' | 'transaction'>
type Row = Awaited<ReturnType<typeof policyRows>>[number]

const policyRows = (db: Pick<Database, 'select'>, userId: number, policyId: number) =>
  db
    .select({ policy: policies, names: insuranceProducts.names })
    .from(policies)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, policies.insurance_product_id))
    .where(and(eq(policies.id, policyId), eq(policies.user_id, userId)))

const toPolicy = ({ policy, names }: Row, locale: Locale): CancelPolicy => ({
  id: policy.id,
  number: policy.number,
  product: policy.insurance_product_id,
  product_name: names[locale] ?? names.nl,
  start_date: policy.start_date,
  end_date: policy.end_date,
  monthly_premium: policy.monthly_price_cents === null ? null : formatMoney(policy.monthly_price_cents),
  cancelled_at: policy.cancelled_at?.toISOString() ?? null,
})

/** Why the policy cannot be cancelled on `today`, or null when it can. */
function refusalOf({ policy }: Row, today: string) {
  if (policy.cancelled_at) return CancelRefusal.alreadyCancelled
  if (policy.status === 'ended' || (policy.end_date !== null && policy.end_date < today))
    return CancelRefusal.policyEnded
  return null
}

const windowOf = ({ policy }: Row, today: string): CancelWindow => ({
  earliest: today,
  latest: nextBillingDate(policy.start_date, today),
})

/** The customer's own policy with its cancellation window (404 for anyone else's). */
export async function cancellationOf(
  db: Pick<Database, 'select'>,
  { userId, policyId, locale, today }: { userId: number; policyId: number; locale: Locale; today: string },
): Promise<CancellationInfo> {
  const [row] = await policyRows(db, userId, policyId)
  if (!row) throw notFoundError('No such policy.')
  return { policy: toPolicy(row, locale), ...windowOf(row, today), refusal: refusalOf(row, today) }
}

/**
 * Cancels the customer's policy as `body` says, in one transaction with the policy's row locked: of two
 * cancellations at once one waits and is then refused. Any refusal changes nothing.
 */
export async function cancelPolicy(
  db: Db,
  request: { userId: number; policyId: number; locale: Locale; today: string; body: unknown },
): Promise<{ policy: CancelPolicy }> {
  const { userId, policyId, locale, today } = request
  return db.transaction(async (tx) => {
    const [row] = await policyRows(tx, userId, policyId).for('update', { of: policies })
    if (!row) throw notFoundError('No such policy.')
    const refusal = refusalOf(row, today)
    if (refusal === CancelRefusal.alreadyCancelled)
      throw conflict(refusal, 'The policy is cancelled already.')
    if (refusal === CancelRefusal.policyEnded) throw conflict(refusal, 'The policy has ended.')
    const {
      date,
      rating,
      reason,
      feedback = null,
    } = parseWith(cancellationSchema(windowOf(row, today)), request.body)
    const [updated] = await tx
      .update(policies)
      .set({ end_date: date, cancelled_at: sql`now()` })
      .where(eq(policies.id, policyId))
      .returning()
    const product = row.policy.insurance_product_id
    await tx
      .insert(surveys)
      .values({
        user_id: userId,
        slug: 'cancel-policy',
        insurance_product_id: product,
        rating,
        feedback,
        reason,
      })
      .onConflictDoUpdate({
        target: [surveys.user_id, surveys.slug, surveys.insurance_product_id],
        set: { rating, feedback, reason, updated_at: sql`now()` },
      })
    return { policy: toPolicy({ policy: updated!, names: row.names }, locale) }
  })
}

/** Where the customer's e-mail goes: the address of their purchase, else their account's. */
export async function mailAddressOf(
  db: Pick<Database, 'select'>,
  userId: number,
  accountEmail: string | null,
): Promise<string | null> {
  const [profile] = await db
    .select({ person: customerProfiles.person })
    .from(customerProfiles)
    .where(eq(customerProfiles.user_id, userId))
  return profile?.person?.email ?? accountEmail
}
