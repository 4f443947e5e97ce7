import { scrubEvent } from './error-scrub'

/**
 * The spec's rules for error reports (issue 25), the same in the browser and on the server: every error is
 * sent (no sampling), a tenth of the sessions are replayed and every session that hits an error, and the
 * failures that are part of normal use are not errors.
 */
export const ERROR_SAMPLE_RATE = 1
export const REPLAY_SESSION_SAMPLE_RATE = 0.1
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1

type BodyTarget = 'incomingRequest' | 'outgoingRequest' | 'incomingResponse' | 'outgoingResponse'

/**
 * What the SDKs may gather on their own (Sentry 11's `dataCollection`, which by default takes users,
 * cookies, headers, bodies and query strings): nothing of the customer's. The user agent stays, for the
 * browser and system a report came from.
 */
export const DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['user-agent'] }, response: false },
  httpBodies: [] as BodyTarget[],
  urlQueryParams: false,
  stackFrameVariables: false,
  databaseQueryData: false,
  queues: false,
  genAI: { inputs: false, outputs: false },
}

/** What the API client's failure (api/client/api-error.ts) carries that the rule reads. */
interface AnsweredFailure {
  status?: unknown
  body?: { code?: unknown; non_field_errors?: unknown }
  cause?: unknown
}

const isSignatureExpired = (body: AnsweredFailure['body']) =>
  body?.code === 'signature_expired' ||
  (Array.isArray(body?.non_field_errors) && body.non_field_errors.includes('signature_expired'))

/**
 * A 401 (a session that ended: the auth journey signs the customer out) or a 400 `signature_expired` (an
 * old entry link): answers the app handles, never a defect. Read from the error or one it wraps.
 */
export function isIgnoredError(error: unknown): boolean {
  let found = error
  for (let depth = 0; depth < 4 && typeof found === 'object' && found !== null; depth += 1) {
    const { status, body, cause } = found as AnsweredFailure
    if (status === 401) return true
    if (status === 400 && isSignatureExpired(body)) return true
    found = cause
  }
  return false
}

/** `beforeSend` on both sides: nothing for an ignored error, else the scrubbed event. */
export const reportable = <E extends object>(event: E, error: unknown): E | null =>
  isIgnoredError(error) ? null : scrubEvent(event)
