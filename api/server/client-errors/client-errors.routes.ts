import { Hono } from 'hono'
import { clientErrorReportSchema } from '../../contract/client-errors'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { partnerSlug } from '../http/host'
import { limitBody, rateLimit } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'

/** `POST /client-errors`: a crash the customer chose to report, written to the server log for whoever is on call. */
export function clientErrorRoutes(deps: AppDeps): Hono {
  const { logger } = deps
  const app = new Hono()
  const perRequester = rateLimit(deps, { name: 'client-error', limit: 10, windowMs: 60_000 })
  on(app, routes.clientError, limitBody(16 * 1024), perRequester, async (c) => {
    const report = await parseBody(c, clientErrorReportSchema)
    logger.warn('client error report', { partner: partnerSlug(c), ...report })
    return c.json({ status: 'received' as const }, 202)
  })
  return app
}
