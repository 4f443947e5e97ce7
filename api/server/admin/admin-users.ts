import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { adminUsers } from '../db/schema'

/** The seeded admin of each partner: `admin@<slug>.example`, named as the partner (who sees the banner). */
export const seedAdminEmail = (slug: string) => `admin@${slug}.example`

/** Creates the partner's admin with this e-mail address, or renames the existing one; answers its id. */
export async function upsertAdminUser(
  db: Pick<Database, 'insert'>,
  { partnerId, email, name }: { partnerId: number; email: string; name: string },
): Promise<number> {
  const [row] = await db
    .insert(adminUsers)
    .values({ partner_id: partnerId, email: email.toLowerCase(), name })
    .onConflictDoUpdate({
      target: [adminUsers.partner_id, adminUsers.email],
      set: { name: sql`excluded.name` },
    })
    .returning({ id: adminUsers.id })
  if (!row) throw new Error(`admin user ${email} was not stored`)
  return row.id
}

/** The partner's admin with this e-mail address, or null. */
export async function findAdminUser(db: Pick<Database, 'select'>, partnerId: number, email: string) {
  const [row] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name })
    .from(adminUsers)
    .where(and(eq(adminUsers.partner_id, partnerId), eq(adminUsers.email, email.toLowerCase())))
    .limit(1)
  return row ?? null
}
