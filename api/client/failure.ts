import { asFailure, Reason, type Failure } from '../contract/failure'
import { isApiError } from './api-error'

/** Server error codes that are themselves the reason (a provider's refusal, not a field). */
const REASON_CODES = new Set<string>(Object.values(Reason))

/**
 * The one failure shape (api/contract/failure.ts) of any error a call threw: the catalogue code; the
 * server's reason, which is its non-field error, else its first field error's key (a quiz attempt not
 * next, an age over 57), else its own code when that is a known reason; retryable when the network,
 * a time-out, a rate limit or the server (5xx) was at fault.
 */
export function toFailure(error: unknown): Failure {
  if (!isApiError(error)) return asFailure(error)
  const field = Object.values(error.fieldErrors)[0]?.[0]
  const own = error.body?.code
  const status = error.status ?? 0
  return {
    code: error.code(),
    reason: error.body?.non_field_errors[0] ?? field ?? (own && REASON_CODES.has(own) ? own : null),
    retryable: error.kind === 'network' || error.kind === 'timeout' || status === 429 || status >= 500,
  }
}

/** Rethrows a call's error as a journey's failure data (HOUSE_STYLE §5): effects end with `.catch(rethrow)`. */
export const rethrow = (error: unknown): never => {
  throw toFailure(error)
}
