import { clientErrorReceiptSchema, type ClientErrorReport } from '../contract/client-errors'
import type { Http } from './http'

/** `POST /client-errors`: report a crash the customer saw. */
export const reportClientError = (http: Http, report: ClientErrorReport) =>
  http({ method: 'POST', path: '/client-errors', body: report, schema: clientErrorReceiptSchema })
