import { Hono, type Context } from 'hono'
import { journeyEventsSchema, journeyStatsQuerySchema } from '../../contract/journey-stats'
import { todayInNl } from '../../contract/date-rules'
import { routes } from '../../contract/routes'
import { requireAdmin } from '../auth/require-admin'
import type { AppDeps } from '../deps'
import { invalid } from '../http/errors'
import { clientAddress, limitBody, rateLimit } from '../http/limits'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'
import { requireSlug, unknownPartner } from '../partners/require-partner'
import { journeyKeys } from './journey-keys'
import { addCounts, sumCounts } from './journey-stats-service'

/** 200 lines of at most ~420 bytes each. */
const EVENTS_BODY = 96 * 1024
/**
 * A tab sends at most every ~10 s and once on leaving: 30 batches a minute per address leave room for
 * several tabs behind one address and bound what one browser can add (30 × 200 × 1,000 a minute at most).
 */
const EVENTS_LIMIT = { name: 'journey-events', limit: 30, windowMs: 60_000 }

/**
 * Where customers drop off (api/contract/journey-stats.ts): the browser's anonymous counts in, a
 * period's sums out for the partner's admins (anyone in development, like the /journeys page).
 */
export function journeyStatsRoutes(deps: AppDeps): Hono {
  const { config, database, partners } = deps
  const app = new Hono()
  const { db } = database
  // By address even for a signed-in customer: the counts stay anonymous, in the limits' table too.
  const perAddress = rateLimit(deps, { ...EVENTS_LIMIT, key: (c) => clientAddress(c, config) })

  const partnerIdOf = async (c: Context) => {
    const slug = requireSlug(c)
    const id = await partners.idOf(slug)
    if (id === null) throw unknownPartner(slug)
    return { slug, id }
  }

  /** POST /journey-events: 204; no token is read and nothing but the counts is stored. */
  on(app, routes.journeyEvents, limitBody(EVENTS_BODY), perAddress, async (c) => {
    const partner = await partnerIdOf(c)
    const { counts } = await parseBody(c, journeyEventsSchema)
    const registry = await journeyKeys()
    const errors: Record<string, string[]> = {}
    counts.forEach(({ journey, kind, key }, i) => {
      const found = registry.get(journey)
      if (!found) errors[`counts.${i}.journey`] = ['notFound']
      else if (!(kind === 'transition' ? found.transitions : found.states).has(key))
        errors[`counts.${i}.key`] = ['notFound']
    })
    if (Object.keys(errors).length > 0) throw invalid(errors)
    await addCounts(db, partner.id, todayInNl(), counts)
    return c.body(null, 204)
  })

  /** GET /journey-stats: the host partner's sums; an admin of the partner in production. */
  on(app, routes.journeyStats, async (c) => {
    const partner = await partnerIdOf(c)
    if (config.production) await requireAdmin(c, partner.slug, config.jwtSecret, db)
    const { journey, from, to } = parseQuery(c, journeyStatsQuerySchema)
    if (!(await journeyKeys()).has(journey)) throw invalid({ journey: ['notFound'] })
    c.header('Cache-Control', 'no-store')
    return c.json(await sumCounts(db, partner.id, journey, from, to))
  })
  return app
}
