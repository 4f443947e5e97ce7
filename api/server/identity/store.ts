import { and, eq } from 'drizzle-orm'
import { IDENTITY_STATUS } from '../../contract/identity'
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
 * Whether the customer's identity has been verified: by any session, for any product. The identity is the
 * person's, not the product's, so one verification serves every product that requires it, and starting a
 * new session later (a reload, a second product) never undoes one that was verified.
 */
export async function isIdentityVerified(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.user_id, userId),
        eq(identityVerifications.status, IDENTITY_STATUS.verified),
      ),
    )
    .limit(1)
  return row !== undefined
}
