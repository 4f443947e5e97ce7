import { asFailure, Reason, type Failure } from '../contract/failure'
import {
  catalogueCode,
  type ApiErrorKind,
  type ErrorBody,
  type ErrorCode,
  type ErrorContext,
} from '../contract/errors'

/** The one error every API call fails with. Carries what a view needs to say what went wrong. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly body: ErrorBody | undefined
  readonly method: string
  readonly path: string

  constructor(init: {
    kind: ApiErrorKind
    method: string
    path: string
    status?: number
    body?: ErrorBody
    cause?: unknown
  }) {
    super(`${init.kind}${init.status ? ` ${init.status}` : ''} on ${init.method} ${init.path}`, {
      cause: init.cause,
    })
    this.kind = init.kind
    this.status = init.status
    this.body = init.body
    this.method = init.method
    this.path = init.path
  }

  /** Field errors of a 400 (translation keys under `validations`), empty otherwise. */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.field_errors ?? {}
  }

  /** The catalogue code for this failure in a context; null for a cancelled request. */
  code(context: ErrorContext = 'general'): ErrorCode | null {
    return catalogueCode({ kind: this.kind, status: this.status, body: this.body }, context)
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

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
