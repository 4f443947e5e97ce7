import * as z from 'zod/mini'
import { journeyEventsSchema, journeyStatsQuerySchema, journeyStatsSchema } from './journey-stats'
import { route } from './route'

/** Where customers drop off: anonymous counts in, sums per period out (api/contract/journey-stats.ts). */
export const journeyStatsRoutes = {
  /** The browser's counts (no person in them): anyone may send; the server ignores any token. */
  journeyEvents: route({
    method: 'POST',
    path: '/journey-events',
    auth: 'optional',
    body: journeyEventsSchema,
    response: z.null(),
  }),
  /**
   * The host partner's counts for a period: an admin of the partner (401 without an admin token, 403
   * for another partner's); in development anyone, like the /journeys page itself.
   */
  journeyStats: route({
    method: 'GET',
    path: '/journey-stats',
    auth: 'admin',
    query: journeyStatsQuerySchema,
    response: journeyStatsSchema,
  }),
}
