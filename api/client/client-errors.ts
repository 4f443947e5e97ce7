import type { ClientErrorReport } from '../contract/client-errors'
import { operationRoutes } from '../contract/operations.routes'
import { call, type Http } from './http'

/** `POST /client-errors`: report a crash the customer saw. */
export const reportClientError = (http: Http, report: ClientErrorReport) =>
  call(http, operationRoutes.clientError, { body: report })
