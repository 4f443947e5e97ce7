import { and, eq, notInArray, or, sql } from 'drizzle-orm'
import { IDENTITY_STATUS } from '../../contract/identity'
import type { DatabaseHandle } from '../db/client'
import { identityVerifications } from '../db/schema'
import type { Logger } from '../logger'
import type { RealtimeHub } from '../realtime'
import type { StatusChange } from './events'

/** The realtime channel of a session's socket. */
export const identityChannel = (roomName: string) => `identity:${roomName}`

/** What is published on the channel: the socket's message and the row's version (the socket drops the version). */
export interface IdentityEnvelope extends StatusChange {
  version: number
}

/** Verified and canceled are final at Stripe: a late or repeated event must not take a session back. */
const FINAL = [IDENTITY_STATUS.verified, IDENTITY_STATUS.canceled]

export type RecordResult = 'recorded' | 'unchanged' | 'unknown'

/**
 * The one place a session's status changes (the Stripe webhook and the local stand-in both come here):
 * the row is updated and the change published to the session's socket on every server instance. Nothing
 * happens for an unknown session, a session already final (Stripe does not promise event order) or a
 * change that changes nothing (a retried event).
 */
export async function recordIdentityStatus(
  { database, realtime, logger }: { database: DatabaseHandle; realtime: RealtimeHub; logger: Logger },
  sessionId: string,
  change: StatusChange,
): Promise<RecordResult> {
  const t = identityVerifications
  const [row] = await database.db
    .update(t)
    .set({
      status: change.status,
      error: change.error,
      version: sql`${t.version} + 1`,
      updated_at: new Date(),
    })
    .where(
      and(
        eq(t.session_id, sessionId),
        notInArray(t.status, FINAL),
        or(sql`${t.status} <> ${change.status}`, sql`${t.error} is distinct from ${change.error}::varchar`),
      ),
    )
    .returning({ room: t.room_name, version: t.version })
  if (!row) {
    const [known] = await database.db.select({ id: t.id }).from(t).where(eq(t.session_id, sessionId))
    return known ? 'unchanged' : 'unknown'
  }
  const envelope: IdentityEnvelope = { ...change, version: row.version }
  // The row holds the truth: a socket opened later (or again) reads it, so a lost NOTIFY is only late news.
  await realtime.publish(identityChannel(row.room), envelope).catch((err: unknown) => {
    logger.warn(`identity status of ${row.room.slice(0, 6)}… not published`, err)
  })
  return 'recorded'
}
