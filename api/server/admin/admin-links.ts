import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { hashToken } from '../auth/magic-links'
import type { Database } from '../db/client'
import { adminMagicLinks, adminUsers } from '../db/schema'

/** An admin sign-in link is valid 15 minutes, once. */
export const ADMIN_LINK_TTL_SECONDS = 15 * 60

/** Stores a single-use sign-in link for the admin and answers its token (32 random bytes; only the hash is kept). */
export async function createAdminLink(db: Pick<Database, 'insert'>, adminUserId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(adminMagicLinks).values({
    admin_user_id: adminUserId,
    token_hash: hashToken(token),
    expires_at: sql`now() + make_interval(secs => ${ADMIN_LINK_TTL_SECONDS})`,
  })
  return token
}

/**
 * Marks the link used and answers its admin, or null when it is unknown, used, expired or belongs to
 * another partner's admin. One UPDATE ... WHERE used_at IS NULL: a second verification finds it used.
 */
export async function consumeAdminLink(
  db: Pick<Database, 'update' | 'select'>,
  token: string,
  partnerId: number,
): Promise<{ id: number; name: string } | null> {
  const [link] = await db
    .update(adminMagicLinks)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(adminMagicLinks.token_hash, hashToken(token)),
        isNull(adminMagicLinks.used_at),
        gt(adminMagicLinks.expires_at, sql`now()`),
        sql`${adminMagicLinks.admin_user_id} in (select ${adminUsers.id} from ${adminUsers} where ${adminUsers.partner_id} = ${partnerId})`,
      ),
    )
    .returning({ adminUserId: adminMagicLinks.admin_user_id })
  if (!link) return null
  const [admin] = await db
    .select({ id: adminUsers.id, name: adminUsers.name })
    .from(adminUsers)
    .where(eq(adminUsers.id, link.adminUserId))
  return admin ?? null
}
