import { and, asc, desc, eq, gte, inArray, isNull, max, sql } from 'drizzle-orm'
import { resolveColors, type ColorSetting } from '../../contract/colors'
import { type ColorChange, type ColorKeyPair, type ColorKeyPairsUpdate } from '../../contract/color-admin'
import { themeContrastFailures } from '../../contract/theme-gate'
import type { Database } from '../db/client'
import { colorChanges, partnerColors, partners } from '../db/schema'
import { contrastRefused, invalid } from '../http/errors'
import { colorSetting } from './build'

/**
 * A partner's colour settings (core §7), as the admin colour calls change them. Every save runs in one
 * transaction that first locks the partner row (FOR NO KEY UPDATE: two saves or undos of one partner take
 * turns, while customers' rows referring to the partner are not held up), then checks the theme the save
 * would leave against WCAG AA (`themeContrastFailures`: 400 `contrast`, nothing saved), then writes the
 * settings and records the change (issue 20 items 3 and 4). The database triggers send NOTIFY
 * partner_updated on insert, update and delete, so every instance drops its cached partner and tells its
 * sockets.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Row = typeof partnerColors.$inferSelect

/** How many changes `GET /color-key-pairs/changes` lists (each with all its keys). */
export const CHANGES_LISTED = 50

/** Waits for the partner's lock, then answers its colour rows (the state the save starts from). */
async function lockedColors(tx: Tx, partnerId: number): Promise<Row[]> {
  await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).for('no key update')
  return tx
    .select()
    .from(partnerColors)
    .where(eq(partnerColors.partner_id, partnerId))
    .orderBy(asc(partnerColors.id))
}

/** The settings after a save, checked as the site would paint them: a 400 naming each failing pair. */
function gate(rows: readonly Row[], next: ReadonlyMap<string, string | null>) {
  const settings = new Map(rows.map((r) => [r.key, r.value]))
  for (const [key, value] of next) {
    if (value === null) settings.delete(key)
    else settings.set(key, value)
  }
  const failures = themeContrastFailures(resolveColors([...settings].map(([key, value]) => ({ key, value }))))
  if (failures.length > 0) throw contrastRefused(failures)
}

interface Diff {
  key: string
  old_value: string | null
  new_value: string | null
}

/** Records one save's keys under the partner's next change number; keys left as they were are skipped. */
async function record(tx: Tx, partnerId: number, admin: string, diffs: Diff[]): Promise<number | null> {
  const changed = diffs.filter((d) => d.old_value !== d.new_value)
  if (changed.length === 0) return null
  const [last] = await tx
    .select({ change: max(colorChanges.change) })
    .from(colorChanges)
    .where(eq(colorChanges.partner_id, partnerId))
  const change = (last?.change ?? 0) + 1
  await tx
    .insert(colorChanges)
    .values(changed.map((d) => ({ partner_id: partnerId, change, admin_name: admin, ...d })))
  return change
}

/** Sets each `{ key, value }`; a key already set gets the new value. */
export async function setColors(
  db: Database,
  partnerId: number,
  admin: string,
  pairs: ColorKeyPair[],
): Promise<ColorSetting[]> {
  const rows = await db.transaction(async (tx) => {
    const current = await lockedColors(tx, partnerId)
    gate(current, new Map(pairs.map((p) => [p.key, p.value])))
    const before = new Map(current.map((r) => [r.key, r.value]))
    const saved = await tx
      .insert(partnerColors)
      .values(pairs.map((p) => ({ partner_id: partnerId, key: p.key, value: p.value })))
      .onConflictDoUpdate({
        target: [partnerColors.partner_id, partnerColors.key],
        set: { value: sql`excluded.value`, updated_at: sql`now()` },
      })
      .returning()
    await record(
      tx,
      partnerId,
      admin,
      pairs.map((p) => ({ key: p.key, old_value: before.get(p.key) ?? null, new_value: p.value })),
    )
    return saved
  })
  return rows.map(colorSetting)
}

/** Gives each setting `id` its new value; every id must be one of the partner's (400 `{i}.id` otherwise, nothing changed). */
export async function updateColors(
  db: Database,
  partnerId: number,
  admin: string,
  updates: ColorKeyPairsUpdate,
): Promise<ColorSetting[]> {
  const rows = await db.transaction(async (tx) => {
    const current = await lockedColors(tx, partnerId)
    const byId = new Map(current.map((r) => [r.id, r]))
    const field_errors = Object.fromEntries(
      updates.flatMap((u, i) => (byId.has(u.id) ? [] : [[`${i}.id`, ['notFound']]])),
    )
    if (Object.keys(field_errors).length > 0) throw invalid(field_errors, 'Unknown colour setting.')
    gate(current, new Map(updates.map((u) => [byId.get(u.id)!.key, u.value])))
    const saved = []
    for (const u of updates) {
      const [row] = await tx
        .update(partnerColors)
        .set({ value: u.value, updated_at: sql`now()` })
        .where(and(eq(partnerColors.id, u.id), eq(partnerColors.partner_id, partnerId)))
        .returning()
      if (row) saved.push(row)
    }
    await record(
      tx,
      partnerId,
      admin,
      updates.map((u) => {
        const was = byId.get(u.id)!
        return { key: was.key, old_value: was.value, new_value: u.value }
      }),
    )
    return saved
  })
  return rows.map(colorSetting)
}

/**
 * Undoes the partner's latest change not undone yet: each key gets its old value back, a key the change
 * had added is deleted, and the change's rows are stamped `undone_at`. The undo itself is not recorded as
 * a change (so undo never undoes an undo: repeated undos walk back through the history; there is no redo).
 * The theme it leaves must pass the contrast gate like any save. Answers the change number undone (null:
 * nothing left to undo) and the partner's settings afterwards.
 */
export async function undoLatestChange(
  db: Database,
  partnerId: number,
): Promise<{ undone: number | null; result: ColorSetting[] }> {
  return db.transaction(async (tx) => {
    const current = await lockedColors(tx, partnerId)
    const [latest] = await tx
      .select({ change: max(colorChanges.change) })
      .from(colorChanges)
      .where(and(eq(colorChanges.partner_id, partnerId), isNull(colorChanges.undone_at)))
    const change = latest?.change ?? null
    if (change === null) return { undone: null, result: current.map(colorSetting) }
    const rows = await tx
      .select()
      .from(colorChanges)
      .where(and(eq(colorChanges.partner_id, partnerId), eq(colorChanges.change, change)))
    const back = new Map(rows.map((r) => [r.key, r.old_value]))
    gate(current, back)
    const removed = [...back].flatMap(([key, value]) => (value === null ? [key] : []))
    const restored = [...back].flatMap(([key, value]) => (value === null ? [] : [{ key, value }]))
    if (removed.length > 0) {
      await tx
        .delete(partnerColors)
        .where(and(eq(partnerColors.partner_id, partnerId), inArray(partnerColors.key, removed)))
    }
    if (restored.length > 0) {
      await tx
        .insert(partnerColors)
        .values(restored.map((r) => ({ partner_id: partnerId, ...r })))
        .onConflictDoUpdate({
          target: [partnerColors.partner_id, partnerColors.key],
          set: { value: sql`excluded.value`, updated_at: sql`now()` },
        })
    }
    await tx
      .update(colorChanges)
      .set({ undone_at: sql`now()` })
      .where(and(eq(colorChanges.partner_id, partnerId), eq(colorChanges.change, change)))
    const after = await tx
      .select()
      .from(partnerColors)
      .where(eq(partnerColors.partner_id, partnerId))
      .orderBy(asc(partnerColors.id))
    return { undone: change, result: after.map(colorSetting) }
  })
}

/** The partner's latest CHANGES_LISTED changes, newest first (within one change, in the order saved). */
export async function listChanges(db: Database, partnerId: number): Promise<ColorChange[]> {
  const [edge] = await db
    .select({ change: colorChanges.change })
    .from(colorChanges)
    .where(eq(colorChanges.partner_id, partnerId))
    .groupBy(colorChanges.change)
    .orderBy(desc(colorChanges.change))
    .offset(CHANGES_LISTED - 1)
    .limit(1)
  const rows = await db
    .select()
    .from(colorChanges)
    .where(and(eq(colorChanges.partner_id, partnerId), gte(colorChanges.change, edge?.change ?? 0)))
    .orderBy(desc(colorChanges.change), asc(colorChanges.id))
  return rows.map((r) => ({
    change: r.change,
    key: r.key,
    old_value: r.old_value,
    new_value: r.new_value,
    admin: r.admin_name,
    at: r.created_at.toISOString(),
    undone: r.undone_at !== null,
  }))
}
