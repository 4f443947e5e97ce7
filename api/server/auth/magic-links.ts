import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { magicLinks } from '../db/schema'

/** Only the SHA-256 of a link's token is stored: a database leak gives no working links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Stores a new single-use link for `email` on the partner and answers its token (32 random bytes). */
export async function createMagicLink(
  db: Pick<Database, 'insert'>,
  { email, partnerId, ttlSeconds }: { email: string; partnerId: number; ttlSeconds: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(magicLinks).values({
    email,
    partner_id: partnerId,
    token_hash: hashToken(token),
    // The database's clock, the same one `consumeMagicLink` compares with.
    expires_at: sql`now() + make_interval(secs => ${ttlSeconds})`,
  })
  return token
}

/**
 * Marks the link used and answers its e-mail address; null when it is unknown, used, expired or was
 * requested on another partner. One UPDATE ... WHERE used_at IS NULL: of two concurrent verifications,
 * the second waits for the first's row lock, then finds the link used.
 */
export async function consumeMagicLink(
  db: Pick<Database, 'update'>,
  token: string,
  partnerId: number,
): Promise<string | null> {
  const [row] = await db
    .update(magicLinks)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(magicLinks.token_hash, hashToken(token)),
        eq(magicLinks.partner_id, partnerId),
        isNull(magicLinks.used_at),
        gt(magicLinks.expires_at, sql`now()`),
      ),
    )
    .returning({ email: magicLinks.email })
  return row?.email ?? null
}
