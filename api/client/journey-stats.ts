// PLACEHOLDER (journeys-ui helper): the "dropoff" helper writes the real call, its contract route and
// schema; this file is dropped at merge in favour of theirs. Same name and signature.
import * as z from 'zod/mini'
import type { Http } from './http'

const journeyStatsSchema = z.object({
  journey: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.number(),
  states: z.record(z.string(), z.number()),
  transitions: z.record(z.string(), z.number()),
})
export type JourneyStats = z.infer<typeof journeyStatsSchema>

/** `GET /journey-stats`: how many entered each state and took each transition of a journey in a period. */
export const journeyStats = (
  http: Http,
  query: { journey: string; from: string; to: string },
  signal?: AbortSignal,
): Promise<JourneyStats> => http({ path: '/journey-stats', query, schema: journeyStatsSchema, signal })
