import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { hashToken } from '../auth/magic-links'
import { withinRefreshGrace } from '../auth/tokens'
import type { Database } from '../db/client'
import { adminSessions } from '../db/schema'

/** An admin session lasts 12 hours from its start; its access tokens 15 minutes each. */
export const ADMIN_SESSION_TTL_SECONDS = 12 * 60 * 60
export const ADMIN_ACCESS_TTL_SECONDS = 15 * 60

const newRefreshToken = () => randomBytes(32).toString('base64url')

/** Begins an admin session and answers its first refresh token (only its hash is stored). */
export async function createAdminSession(
  db: Pick<Database, 'insert'>,
  session: { partnerId: number; adminUserId: number | null; name: string },
): Promise<{ id: number; refresh: string }> {
  const refresh = newRefreshToken()
  const [row] = await db
    .insert(adminSessions)
    .values({
      partner_id: session.partnerId,
      admin_user_id: session.adminUserId,
      name: session.name,
      refresh_token_hash: hashToken(refresh),
      expires_at: sql`now() + make_interval(secs => ${ADMIN_SESSION_TTL_SECONDS})`,
    })
    .returning({ id: adminSessions.id })
  if (!row) throw new Error('admin session was not stored')
  return { id: row.id, refresh }
}

/** Neither revoked nor expired. */
const unended = () => and(isNull(adminSessions.revoked_at), gt(adminSessions.expires_at, sql`now()`))

const live = (refresh: string) => and(eq(adminSessions.refresh_token_hash, hashToken(refresh)), unended())

/**
 * Rotates a live session's refresh token on its partner: answers the session's name, the new token
 * and the seconds the session has left, or null when the token is unknown, revoked, expired, another
 * partner's, or replaced longer ago than the refresh grace (auth/tokens.ts). The token the last rotation
 * replaced counts within that grace, once: rotating again replaces it by the one it was rotated to. One
 * UPDATE on the hashes, so concurrent refreshes with one token each rotate in turn.
 */
export async function rotateAdminSession(
  db: Pick<Database, 'update'>,
  refresh: string,
  partnerId: number,
): Promise<{ id: number; name: string; refresh: string; secondsLeft: number } | null> {
  const next = newRefreshToken()
  const presented = hashToken(refresh)
  const [row] = await db
    .update(adminSessions)
    .set({
      previous_refresh_token_hash: sql`${adminSessions.refresh_token_hash}`,
      refresh_token_hash: hashToken(next),
      rotated_at: sql`now()`,
    })
    .where(
      and(
        or(
          eq(adminSessions.refresh_token_hash, presented),
          and(
            eq(adminSessions.previous_refresh_token_hash, presented),
            withinRefreshGrace(adminSessions.rotated_at),
          ),
        ),
        unended(),
        eq(adminSessions.partner_id, partnerId),
      ),
    )
    .returning({ id: adminSessions.id, name: adminSessions.name, expiresAt: adminSessions.expires_at })
  if (!row) return null
  const secondsLeft = Math.max(1, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000))
  return { id: row.id, name: row.name, refresh: next, secondsLeft }
}

/** The live session of this refresh token (without rotating it), or null. */
export async function findAdminSession(db: Pick<Database, 'select'>, refresh: string) {
  const [row] = await db
    .select({ id: adminSessions.id, partnerId: adminSessions.partner_id })
    .from(adminSessions)
    .where(live(refresh))
    .limit(1)
  return row ?? null
}

/** Ends the session of this refresh token when it is the partner's (nothing otherwise). */
export async function revokeAdminSession(
  db: Pick<Database, 'update'>,
  refresh: string,
  partnerId: number,
): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revoked_at: sql`now()` })
    .where(and(live(refresh), eq(adminSessions.partner_id, partnerId)))
}
