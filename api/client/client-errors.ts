import type { ClientErrorReport } from '../contract/client-errors'
import { call, type Http } from './http'

/**
 * `POST /client-errors`: report a crash the customer saw. The route and its schema load with the report:
 * the crash page is part of the first page, its report seldom is.
 */
export async function reportClientError(http: Http, report: ClientErrorReport) {
  const { operationRoutes } = await import('../contract/operations.routes')
  return call(http, operationRoutes.clientError, { body: report })
}
