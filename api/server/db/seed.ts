import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { PRODUCTS } from './products-data'
import { PROFESSIONS } from './professions-data'
import { featureFlags, insuranceProducts, partnerColors, partners, professions } from './schema'
import { devSignatureSecret, SEED_FLAGS, SEED_PARTNERS } from './seed-data'

/**
 * Upserts the demo data; safe to run at every start. Partners, flags, professions and products follow the seed (the
 * seed owns them); colours are only added when missing, so colours an admin changed survive a restart.
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
    await seedProfessions(tx)
    await seedProducts(tx)
  })
}

/** Upserts the profession catalogue by slug, so ids stay stable across restarts. */
async function seedProfessions(db: Pick<Database, 'insert'>): Promise<void> {
  const rows = PROFESSIONS.map(([slug, nl, en, fr, de, risk_class, keywords]) => ({
    slug,
    names: { nl, en, fr, de },
    risk_class,
    keywords: keywords.split(' ').filter(Boolean),
  }))
  await db
    .insert(professions)
    .values(rows)
    .onConflictDoUpdate({
      target: professions.slug,
      set: {
        names: sql`excluded.names`,
        risk_class: sql`excluded.risk_class`,
        keywords: sql`excluded.keywords`,
        updated_at: sql`now()`,
      },
    })
}

/** Upserts the insurance products by slug, so ids stay stable across restarts. */
async function seedProducts(db: Pick<Database, 'insert'>): Promise<void> {
  await db
    .insert(insuranceProducts)
    .values([...PRODUCTS])
    .onConflictDoUpdate({
      target: insuranceProducts.slug,
      set: {
        type: sql`excluded.type`,
        names: sql`excluded.names`,
        descriptions: sql`excluded.descriptions`,
        faq: sql`excluded.faq`,
        base_net_cents: sql`excluded.base_net_cents`,
        risk_factors: sql`excluded.risk_factors`,
        require_identity_verification: sql`excluded.require_identity_verification`,
        risk_classes: sql`excluded.risk_classes`,
        updated_at: sql`now()`,
      },
    })
}
