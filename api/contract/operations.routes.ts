import { clientErrorReceiptSchema, clientErrorReportSchema } from './client-errors'
import { route } from './route'

/**
 * Crash reports from the browser, the error reporter's tunnel, and the local mail adapter's outbox
 * (development only).
 */
export const operationRoutes = {
  clientError: route({
    method: 'POST',
    path: '/client-errors',
    auth: 'optional',
    body: clientErrorReportSchema,
    response: clientErrorReceiptSchema,
  }),
  /**
   * Sentry's envelopes from the browser (its `tunnel`), forwarded to the configured DSN's project only: the
   * page's CSP keeps `connect-src 'self'`, and no browser talks to a reporting host. 404 without SENTRY_DSN.
   */
  errorTunnel: route({ method: 'POST', path: '/monitoring', auth: 'none', response: null }),
  devOutbox: route({ method: 'GET', path: '/dev/outbox', auth: 'none', response: null, devOnly: true }),
  devOutboxJson: route({
    method: 'GET',
    path: '/dev/outbox.json',
    auth: 'none',
    response: null,
    devOnly: true,
  }),
}
