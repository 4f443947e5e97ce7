import { cancellationSchema, type CancellationBody } from '../contract/cancellation'
import { cancellationRoutes } from '../contract/cancellation.routes'
import { call, type Http } from './http'

/** `GET /policies/{id}/cancellation`: the policy, its window of cancellation dates and any refusal. */
export const getCancellation = (http: Http, policyId: number, signal?: AbortSignal) =>
  call(http, cancellationRoutes.cancellation, { params: { id: policyId }, signal })

/** `POST /policies/{id}/cancellation`: cancels the policy; answers it with its end date. */
export const cancelPolicy = (http: Http, policyId: number, body: CancellationBody) =>
  call(http, cancellationRoutes.cancel, { params: { id: policyId }, body: cancellationSchema().parse(body) })
