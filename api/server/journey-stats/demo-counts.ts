import { and, eq, sql } from 'drizzle-orm'
import { createActor, type AnyStateMachine, type AnyStateNode } from 'xstate'
import { addDays, todayInNl } from '../../contract/date-rules'
import { createJourneyCounter, type CountLine } from '../../../machines/graph/counts'
import type { Journey } from '../../../machines/graph/journey'
import { withStubbedEffects } from '../../../machines/graph/paths'
import { journeyById } from '../../../machines/index'
import type { Database } from '../db/client'
import { journeyCounts, partners } from '../db/schema'

/**
 * Demo data for "where customers drop off" (issue 22 point 5): the seeded partners' counts of the last
 * 30 days, so /journeys shows an overlay on a fresh start. The numbers come from the journeys' own
 * machines: customers are random walks (fixed seeds, so every start writes the same numbers) that
 * favour the happy path and leave at each step with a small chance, counted by the browser's own
 * counter (machines/graph/counts.ts). So they are consistent: a state's entries are the transitions
 * into it (plus the starts), and fewer customers reach each later step.
 */

/** Days of demo counts, up to yesterday (Amsterdam). */
export const DEMO_DAYS = 30

/** Customers starting each journey on an average weekday at zzp; other partners have fewer. */
const STARTS: Record<string, number> = {
  checkout: 1000,
  auth: 900,
  defaultJourney: 450,
  questionFlow: 500,
  professionChoice: 600,
  aovJourney: 180,
  carJourney: 150,
  homeJourney: 140,
  paymentStatus: 320,
  forms: 400,
  premium: 150,
  quiz: 160,
  medical: 70,
  calculator: 120,
  deviceQuote: 90,
  identityVerification: 60,
  cancellation: 25,
  paymentReminder: 40,
  checkin: 35,
}
export const DEMO_JOURNEYS = Object.keys(STARTS)

const PARTNER_SHARE: Record<string, number> = {
  zzp: 1,
  kroonbank: 0.4,
  bouwzeker: 0.25,
  testpartner: 0.06,
  testpartner2: 0.04,
}

/** Monday .. Sunday: busier early in the week, quiet at the weekend. */
const WEEKDAY = [1.1, 1.05, 1, 0.95, 0.85, 0.45, 0.4]

/** Different walks simulated per journey; a day's customers are drawn from them. */
const POOL = 40
/** A customer gives up after this many steps at most (a session's sign-in: a few). */
const MAX_STEPS = 40
const STEPS: Record<string, number> = { auth: 6 }
/** The chance a customer leaves before each step. */
const LEAVE = 0.05

/** A small seeded generator (mulberry32): the same seed gives the same numbers everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hash = (text: string) => {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

const UNHAPPY =
  /back|previous|cancel|close|abort|edit|change|reset|retry|dismiss|sign.?out|logout|remove|expire|stop|leave|restart/i
const BAD_STATUS = /fail|drop|back|left|cancel|refus|reject|expired/i

/** An invoked actor's outcome that is not the happy one: false, a refusal, a failed quiz, a drop-out. */
function badOutcome(output: unknown): boolean {
  if (output === false) return true
  if (!output || typeof output !== 'object') return false
  const o = output as {
    status?: unknown
    refusal?: unknown
    passed?: unknown
    review?: { review_action?: unknown }
  }
  if (o.refusal !== undefined || o.passed === false) return true
  if (typeof o.status === 'string' && BAD_STATUS.test(o.status)) return true
  return o.review?.review_action !== undefined && o.review.review_action !== 'approve'
}

/** How likely a customer takes this event case: the happy path's events most, errors and detours less. */
function weightOf(event: { type: string }): number {
  const { type } = event
  if (type.startsWith('xstate.error.actor.')) return 0.06
  if (type.startsWith('xstate.after.')) return 0.3
  if (type.startsWith('xstate.done.actor.'))
    return badOutcome((event as { output?: unknown }).output) ? 0.12 : 3
  // Leaving on purpose is what LEAVE already models; the button is pressed rarely.
  if (/dropOut/i.test(type)) return 0.04
  return UNHAPPY.test(type) ? 0.15 : 1
}

/** One customer's walk through the journey: the counts it leaves. */
function walk(logic: AnyStateMachine, journey: Journey, random: () => number): CountLine[] {
  const counter = createJourneyCounter((id) => id === journey.machine.id)
  const input = journey.inputs[Math.floor(random() * journey.inputs.length)]
  const actor = createActor(logic, { input, inspect: counter.observe } as never)
  actor.start()
  const taken = new Map<string, number>()
  const steps = STEPS[journey.id] ?? MAX_STEPS
  for (let step = 0; step < steps; step++) {
    const snapshot = actor.getSnapshot()
    if (snapshot.status !== 'active') break
    if (step > 0 && random() < LEAVE) break
    // Only the events some active state handles are tried (can() runs the guards: slow for all cases).
    const handled = new Set<string>()
    for (const node of (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) {
      for (const type of node.transitions.keys()) handled.add(type)
      if (node.always?.length) handled.add('')
    }
    const options = journey.events.filter((e) => handled.has(e.type) && snapshot.can(e as never))
    if (options.length === 0) break
    // Going round again is less likely each time (customers move on).
    const weights = options.map((e) => weightOf(e) * 0.35 ** (taken.get(e.type) ?? 0))
    let pick = random() * weights.reduce((a, b) => a + b, 0)
    let chosen = options[options.length - 1]!
    for (let i = 0; i < options.length; i++)
      if ((pick -= weights[i]!) <= 0) {
        chosen = options[i]!
        break
      }
    taken.set(chosen.type, (taken.get(chosen.type) ?? 0) + 1)
    actor.send(chosen as never)
  }
  actor.stop()
  return counter.lines()
}

/** POOL walks of a journey (seeded by its id). */
export function walksOf(journey: Journey): CountLine[][] {
  const random = seededRandom(hash(`walks ${journey.id}`))
  const logic = withStubbedEffects(journey.machine)
  return Array.from({ length: POOL }, () => walk(logic, journey, random))
}

/** The day of the week of a YYYY-MM-DD, Monday 0. */
const weekdayOf = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7

type Row = typeof journeyCounts.$inferInsert

/** The demo rows of one partner: per day and journey, the sum of that day's customers' walks. */
export function demoRows(
  partnerId: number,
  slug: string,
  days: readonly string[],
  pools: ReadonlyMap<string, CountLine[][]>,
): Row[] {
  const rows: Row[] = []
  const share = PARTNER_SHARE[slug] ?? 0.05
  for (const [journey, pool] of pools) {
    for (const day of days) {
      const random = seededRandom(hash(`${slug} ${journey} ${day}`))
      const expected = (STARTS[journey] ?? 100) * share * WEEKDAY[weekdayOf(day)]!
      const customers = Math.max(1, Math.round(expected * (0.85 + 0.3 * random())))
      const picks = new Array<number>(pool.length).fill(0)
      for (let i = 0; i < customers; i++) picks[Math.floor(random() * pool.length)]! += 1
      const sums = new Map<string, Row>()
      pool.forEach((lines, i) => {
        const times = picks[i]!
        if (times === 0) return
        for (const { kind, key, n } of lines) {
          const id = `${kind} ${key}`
          const found = sums.get(id)
          if (found) found.count += n * times
          else sums.set(id, { partner_id: partnerId, day, journey, kind, key, count: n * times })
        }
      })
      rows.push(...sums.values())
    }
  }
  return rows
}

/**
 * Seeds the demo counts of the seeded partners for the DEMO_DAYS days before `today`. Idempotent: a
 * partner that has counts on yesterday is skipped, and rows that exist are kept as they are (a restart
 * never doubles them, and counts the browsers sent are never overwritten).
 */
export async function seedDemoCounts(
  db: Pick<Database, 'execute' | 'select'>,
  slugs: readonly string[],
  today = todayInNl(),
): Promise<void> {
  const yesterday = addDays(today, -1)
  const days = Array.from({ length: DEMO_DAYS }, (_, i) => addDays(today, i - DEMO_DAYS))
  const due: { id: number; slug: string }[] = []
  for (const slug of slugs) {
    const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug))
    if (!partner) continue
    const [seeded] = await db
      .select({ count: journeyCounts.count })
      .from(journeyCounts)
      .where(
        and(
          eq(journeyCounts.partner_id, partner.id),
          eq(journeyCounts.day, yesterday),
          eq(journeyCounts.journey, 'checkout'),
        ),
      )
      .limit(1)
    if (!seeded) due.push({ id: partner.id, slug })
  }
  if (due.length === 0) return
  const pools = new Map<string, CountLine[][]>()
  for (const id of DEMO_JOURNEYS) {
    const journey = journeyById(id)
    if (journey) pools.set(id, walksOf(journey))
  }
  for (const { id, slug } of due) {
    const rows = demoRows(id, slug, days, pools)
    // One statement per partner, its rows as one JSON parameter (thousands of rows in well under a second).
    await db.execute(sql`
      insert into ${journeyCounts} (partner_id, day, journey, kind, key, count)
      select partner_id, day, journey, kind, key, count
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as x(partner_id integer, day date, journey varchar, kind varchar, key varchar, count integer)
      on conflict do nothing`)
  }
}
