import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { featureFlags, partnerColors, partners } from './schema'
import { devSignatureSecret, SEED_FLAGS, SEED_PARTNERS } from './seed-data'

/**
 * Upserts the demo data; safe to run at every start. Partners and flags follow the seed (the seed owns
 * them); colours are only added when missing, so colours an admin changed survive a restart.
 */
export async function seed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { colors, ...partner } of SEED_PARTNERS) {
      const { slug, ...fields } = partner
      const [row] = await tx
        .insert(partners)
        .values({ ...partner, signature_secret: devSignatureSecret(slug) })
        .onConflictDoUpdate({
          target: partners.slug,
          set: {
            ...fields,
            signature_secret: sql`coalesce(${partners.signature_secret}, excluded.signature_secret)`,
            updated_at: sql`now()`,
          },
        })
        .returning({ id: partners.id })
      if (!row) throw new Error(`seed: partner ${slug} was not stored`)
      const rows = Object.entries(colors).map(([key, value]) => ({ partner_id: row.id, key, value }))
      if (rows.length > 0) await tx.insert(partnerColors).values(rows).onConflictDoNothing()
    }
    for (const [key, payload] of Object.entries(SEED_FLAGS)) {
      await tx
        .insert(featureFlags)
        .values({ key, payload })
        .onConflictDoUpdate({ target: featureFlags.key, set: { payload, updated_at: sql`now()` } })
    }
  })
}
