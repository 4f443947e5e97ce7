import { and, desc, eq, inArray } from 'drizzle-orm'
import type { IdentityStatus } from '../../contract/identity'
import type { Database } from '../db/client'
import { identityVerifications } from '../db/schema'

type Db = Pick<Database, 'select'>
export type IdentityVerificationRow = typeof identityVerifications.$inferSelect

export const findByRoom = async (db: Db, roomName: string): Promise<IdentityVerificationRow | undefined> =>
  (await db.select().from(identityVerifications).where(eq(identityVerifications.room_name, roomName)))[0]

export const findBySession = async (
  db: Db,
  sessionId: string,
): Promise<IdentityVerificationRow | undefined> =>
  (await db.select().from(identityVerifications).where(eq(identityVerifications.session_id, sessionId)))[0]

/**
 * The status of the user's latest verification session per product (a customer may start again: the
 * newest request counts, whatever an older one reached). Products without a session are absent.
 */
export async function latestStatuses(
  db: Db,
  userId: number,
  productIds: readonly number[],
): Promise<Map<number, IdentityStatus>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({ product: identityVerifications.insurance_product_id, status: identityVerifications.status })
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.user_id, userId),
        inArray(identityVerifications.insurance_product_id, [...productIds]),
      ),
    )
    .orderBy(desc(identityVerifications.created_at), desc(identityVerifications.id))
  const latest = new Map<number, IdentityStatus>()
  for (const row of rows) if (!latest.has(row.product)) latest.set(row.product, row.status)
  return latest
}
