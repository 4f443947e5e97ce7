import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { errorBody } from '../http/errors'
import { limitBody, rateLimit } from '../http/limits'
import { on } from '../http/route'
import { parseSentryDsn } from './dsn'
import { forwardEnvelope, MAX_ENVELOPE_BYTES } from './tunnel'

/**
 * `POST /monitoring`: the browser's error reports (Sentry's `tunnel`), forwarded to the configured DSN's
 * project. Without SENTRY_DSN there is nothing to forward to: 404, before anything is read or counted.
 */
export function monitoringRoutes(deps: AppDeps): Hono {
  const app = new Hono()
  const configured = deps.config.sentryDsn ? parseSentryDsn(deps.config.sentryDsn) : null
  if (!configured) {
    on(app, routes.errorTunnel, (c) => c.json(errorBody('not_found', 'Not found.'), 404))
    return app
  }
  // An error storm in one tab should not spend the project's quota; a replayed session sends a segment
  // every few seconds, far below this.
  const perRequester = rateLimit(deps, { name: 'error-tunnel', limit: 120, windowMs: 60_000 })
  on(app, routes.errorTunnel, limitBody(MAX_ENVELOPE_BYTES), perRequester, async (c) => {
    const answer = await forwardEnvelope(new Uint8Array(await c.req.arrayBuffer()), configured)
    if (answer.kind === 'refused') return c.json(errorBody('validation_error', answer.reason), 400)
    if (answer.kind === 'unreachable')
      return c.json(errorBody('server_error', 'The error reporter could not be reached.'), answer.status)
    const status = answer.status as ContentfulStatusCode
    // Sentry's empty answers (204) pass as empty: a body on them would not make a response.
    if (!answer.body.byteLength) return c.body(null, status, answer.headers)
    return c.body(answer.body, status, answer.headers)
  })
  return app
}
