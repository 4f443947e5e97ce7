import { journeyEventsSchema, type JourneyEvents, type JourneyStatsQuery } from '../contract/journey-stats'
import { journeyStatsRoutes } from '../contract/journey-stats.routes'
import { call, type Http } from './http'

/** `POST /journey-events`: the tab's batched counts (204). */
export const sendJourneyCounts = (http: Http, body: JourneyEvents) =>
  call(http, journeyStatsRoutes.journeyEvents, { body: journeyEventsSchema.parse(body) })

/**
 * `GET /journey-stats`: the host partner's counts of a journey over a period. In production it needs the
 * admin's token: pass `via: adminCall` (views/platform/admin-call.ts, which attaches and refreshes it);
 * in development plain `call` (the default) is enough.
 */
export const journeyStats = (
  http: Http,
  query: JourneyStatsQuery,
  { signal, via = call }: { signal?: AbortSignal; via?: typeof call } = {},
) => via(http, journeyStatsRoutes.journeyStats, { query, signal })
