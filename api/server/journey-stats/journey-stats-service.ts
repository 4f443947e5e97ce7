import { and, between, eq, sql } from 'drizzle-orm'
import type { CountKind, JourneyCount, JourneyStats } from '../../contract/journey-stats'
import { daysBetween } from '../../contract/journey-stats'
import type { Database } from '../db/client'
import { journeyCounts } from '../db/schema'

type CountRow = typeof journeyCounts.$inferInsert

/** Lines naming the same journey, kind and key are added up first (one row each in the upsert). */
export function mergeCounts(counts: readonly JourneyCount[]): JourneyCount[] {
  const merged = new Map<string, JourneyCount>()
  for (const line of counts) {
    const id = `${line.journey}\u0000${line.kind}\u0000${line.key}`
    const found = merged.get(id)
    if (found) found.n += line.n
    else merged.set(id, { ...line })
  }
  return [...merged.values()]
}

/**
 * Adds the counts to the partner's day: one upsert, `count = count + n` per (journey, kind, key). The
 * lines must be checked against the registry first (journey-keys.ts).
 */
export async function addCounts(
  db: Pick<Database, 'insert'>,
  partnerId: number,
  day: string,
  counts: readonly JourneyCount[],
): Promise<void> {
  const rows: CountRow[] = mergeCounts(counts).map(({ journey, kind, key, n }) => ({
    partner_id: partnerId,
    day,
    journey,
    kind,
    key,
    count: n,
  }))
  if (rows.length === 0) return
  await db
    .insert(journeyCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        journeyCounts.partner_id,
        journeyCounts.day,
        journeyCounts.journey,
        journeyCounts.kind,
        journeyCounts.key,
      ],
      set: { count: sql`${journeyCounts.count} + excluded.count` },
    })
}

/** The partner's counts of `journey` summed over the days `from` to `to` (inclusive). */
export async function sumCounts(
  db: Pick<Database, 'select'>,
  partnerId: number,
  journey: string,
  from: string,
  to: string,
): Promise<JourneyStats> {
  const rows = await db
    .select({
      kind: journeyCounts.kind,
      key: journeyCounts.key,
      total: sql<string>`sum(${journeyCounts.count})`,
    })
    .from(journeyCounts)
    .where(
      and(
        eq(journeyCounts.partner_id, partnerId),
        eq(journeyCounts.journey, journey),
        between(journeyCounts.day, from, to),
      ),
    )
    .groupBy(journeyCounts.kind, journeyCounts.key)
  const sums = { state: {}, exit: {}, transition: {} } as Record<CountKind, Record<string, number>>
  for (const { kind, key, total } of rows) if (kind in sums) sums[kind][key] = Number(total)
  const { state: states, exit: exits, transition: transitions } = sums
  return { journey, from, to, days: daysBetween(from, to) + 1, states, exits, transitions }
}
