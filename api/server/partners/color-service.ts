import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ColorKeyPair, ColorKeyPairsUpdate, ColorSetting } from '../../contract/colors'
import type { Database } from '../db/client'
import { partnerColors } from '../db/schema'
import { invalid } from '../http/errors'
import { colorSetting } from './build'

/**
 * A partner's colour settings (core §7), as the admin colour calls change them. The database triggers
 * send NOTIFY partner_updated, so every instance drops its cached partner and tells its sockets.
 */

/** Sets each `{ key, value }`; a key already set gets the new value. */
export async function setColors(
  db: Database,
  partnerId: number,
  pairs: ColorKeyPair[],
): Promise<ColorSetting[]> {
  const rows = await db
    .insert(partnerColors)
    .values(pairs.map((p) => ({ partner_id: partnerId, key: p.key, value: p.value })))
    .onConflictDoUpdate({
      target: [partnerColors.partner_id, partnerColors.key],
      set: { value: sql`excluded.value`, updated_at: sql`now()` },
    })
    .returning()
  return rows.map(colorSetting)
}

/** Gives each setting `id` its new value; every id must be one of the partner's (400 `{i}.id` otherwise, nothing changed). */
export async function updateColors(
  db: Database,
  partnerId: number,
  updates: ColorKeyPairsUpdate,
): Promise<ColorSetting[]> {
  const rows = await db.transaction(async (tx) => {
    const ids = updates.map((u) => u.id)
    const owned = await tx
      .select({ id: partnerColors.id })
      .from(partnerColors)
      .where(and(eq(partnerColors.partner_id, partnerId), inArray(partnerColors.id, ids)))
    const known = new Set(owned.map((r) => r.id))
    const field_errors = Object.fromEntries(
      updates.flatMap((u, i) => (known.has(u.id) ? [] : [[`${i}.id`, ['notFound']]])),
    )
    if (Object.keys(field_errors).length > 0) throw invalid(field_errors, 'Unknown colour setting.')
    const saved = []
    for (const u of updates) {
      const [row] = await tx
        .update(partnerColors)
        .set({ value: u.value, updated_at: sql`now()` })
        .where(and(eq(partnerColors.id, u.id), eq(partnerColors.partner_id, partnerId)))
        .returning()
      if (row) saved.push(row)
    }
    return saved
  })
  return rows.map(colorSetting)
}
