import { eq } from 'drizzle-orm'
import type { ProductType } from '../../api/contract/products'
import { policies, surveys } from '../../api/server/db/schema'
import type { TestApp } from './helpers'
import { customer } from './product-helpers'
import { answerSafely, checkoutOf, purchased, validBody } from './purchase-helpers'

/** A new webdeveloper who bought the liability insurance today: their token and the policy's id. */
export async function insured(t: TestApp, ids: Record<ProductType, number>, name: string) {
  const token = await customer(t, name, 'webdeveloper')
  await answerSafely(t, token, ids, 'business_liability')
  await checkoutOf(t, token, ids, ['business_liability'])
  const result = await purchased(t, token, validBody())
  const policy = result.items[0]?.policy
  if (!policy) throw new Error('no policy bought')
  return { token, policyId: policy.id, product: policy.product }
}

/** The stored policy row and the customer's cancel-policy survey rows. */
export async function stored(t: TestApp, policyId: number) {
  const [policy] = await t.database.db.select().from(policies).where(eq(policies.id, policyId))
  const answers = await t.database.db.select().from(surveys).where(eq(surveys.user_id, policy!.user_id))
  return { policy: policy!, survey: answers.filter((s) => s.slug === 'cancel-policy') }
}

/** Undoes a cancellation (for fuzzing one policy many times). */
export const uncancel = (t: TestApp, policyId: number) =>
  t.database.db.update(policies).set({ end_date: null, cancelled_at: null }).where(eq(policies.id, policyId))
