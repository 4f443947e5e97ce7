import type { CheckinBody } from '../contract/checkin'
import { checkinRoutes } from '../contract/checkin.routes'
import { call, type Http } from './http'

/** `POST /checkins`: submits a check-in (the server parses it with the form's own schema). */
export const submitCheckin = (http: Http, body: CheckinBody, signal?: AbortSignal) =>
  call(http, checkinRoutes.checkinCreate, { body, signal })

/** `GET /checkins/{id}`: one of the customer's own check-ins (404 for any other). */
export const getCheckin = (http: Http, id: number, signal?: AbortSignal) =>
  call(http, checkinRoutes.checkin, { params: { id }, signal })

/** `GET /checkin-confirmation?token=`: the client's read-only confirmation; no sign-in, no token sent. */
export const getCheckinConfirmation = (http: Http, token: string, signal?: AbortSignal) =>
  call(http, checkinRoutes.checkinConfirmation, { query: { token }, signal })
