import * as z from 'zod/mini'
import { isStrictDate } from './date-rules'

/**
 * Where customers drop off (issue 22 point 5): anonymous counts, per partner and Amsterdam day, of how
 * many journeys entered each state and took each transition. The browser sends only counts (never
 * context, event payloads, answers or anything about a person); the server stores only counts.
 *
 * `journey` is a registered journey's id (machines/index.ts); `key` one of its state ids (`chartOf`) or
 * transition keys (`allTransitions` / `transitionKey` in machines/graph/structure.ts). The server checks
 * both against the registry (field error `notFound`); this schema checks only their shape, so the
 * browser's sender does not load the machines.
 */

/** At most this many count lines per `POST /journey-events`. */
export const MAX_COUNT_LINES = 200
/** At most this many entries or transitions per line (a tab batches ~10 s of one journey). */
export const MAX_COUNT = 1000
/** Longest state id or transition key accepted (the registry's longest are far shorter). */
export const MAX_KEY_LENGTH = 300
/** The longest period `GET /journey-stats` sums, in days (inclusive). */
export const MAX_STATS_DAYS = 366

export const COUNT_KINDS = ['state', 'transition', 'exit'] as const
export type CountKind = (typeof COUNT_KINDS)[number]

/**
 * One line of journey `journey`: `n` entries of state `key`, `n` takings of transition `key`, or `n` exits
 * of state `key` (left by any transition, its own or an ancestor's: what says a state was passed through
 * when the transition that left it belongs to a parent).
 */
export const journeyCountSchema = z.object({
  journey: z.string().check(z.minLength(1), z.maxLength(100)),
  kind: z.enum(COUNT_KINDS),
  key: z.string().check(z.minLength(1), z.maxLength(MAX_KEY_LENGTH)),
  n: z.int().check(z.gte(1), z.lte(MAX_COUNT)),
})
export type JourneyCount = z.infer<typeof journeyCountSchema>

/**
 * `POST /journey-events`: 204. Field errors (path `counts.<i>.<field>`): `required`, `invalidType`,
 * `invalidChoice` (kind), `tooShort` / `tooLong` (n out of 1..1000, empty or long strings), `notFound`
 * (an unknown journey, or a key that is not a state, or for `transition` a transition, of that journey); `counts` `tooFew` /
 * `tooMany` (1..200 lines). Rate limited per client address (429 `throttled`).
 */
export const journeyEventsSchema = z.object({
  counts: z.array(journeyCountSchema).check(z.minLength(1), z.maxLength(MAX_COUNT_LINES)),
})
export type JourneyEvents = z.infer<typeof journeyEventsSchema>

const dayOf = z.string().check(z.refine(isStrictDate, 'invalidFormat'))

/**
 * `GET /journey-stats?journey=&from=&to=`: the host partner's counts of that journey summed over the
 * Amsterdam days `from` to `to` (inclusive). 400 with field errors for a journey that is not registered
 * (`journey`: `notFound`), a date that is not YYYY-MM-DD (`invalidFormat`), `to` before `from` or a period
 * longer than 366 days (`to`: `invalid` / `tooLong`).
 */
export const journeyStatsQuerySchema = z
  .object({ journey: z.string().check(z.minLength(1), z.maxLength(100)), from: dayOf, to: dayOf })
  .check(
    z.superRefine((query, ctx) => {
      if (!isStrictDate(query.from) || !isStrictDate(query.to)) return
      const days = daysBetween(query.from, query.to) + 1
      if (days < 1) ctx.issues.push({ code: 'custom', message: 'invalid', path: ['to'], input: query.to })
      else if (days > MAX_STATS_DAYS)
        ctx.issues.push({ code: 'custom', message: 'tooLong', path: ['to'], input: query.to })
    }),
  )
export type JourneyStatsQuery = z.infer<typeof journeyStatsQuerySchema>

/** Days from `from` to `to` (both YYYY-MM-DD): 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * The answer: `days` is the period's length (inclusive); `states` maps a state id to how many times it
 * was entered, `exits` a state id to how many times it was left, `transitions` a transition key to how
 * many times it was taken (keys with no count are absent: read them as 0).
 */
export const journeyStatsSchema = z.object({
  journey: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.int(),
  states: z.record(z.string(), z.int()),
  exits: z.record(z.string(), z.int()),
  transitions: z.record(z.string(), z.int()),
})
export type JourneyStats = z.infer<typeof journeyStatsSchema>
