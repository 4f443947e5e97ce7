import { clientErrorReceiptSchema, clientErrorReportSchema } from './client-errors'
import { route } from './route'

/** Crash reports from the browser, and the local mail adapter's outbox (development only). */
export const operationRoutes = {
  clientError: route({
    method: 'POST',
    path: '/client-errors',
    auth: 'optional',
    body: clientErrorReportSchema,
    response: clientErrorReceiptSchema,
  }),
  devOutbox: route({ method: 'GET', path: '/dev/outbox', auth: 'none', response: null, devOnly: true }),
  devOutboxJson: route({
    method: 'GET',
    path: '/dev/outbox.json',
    auth: 'none',
    response: null,
    devOnly: true,
  }),
}
