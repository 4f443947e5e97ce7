import {
  catalogueCode,
  type ApiErrorKind,
  type ErrorCode,
  type ErrorContext,
} from '../contract/error-catalogue'
import type { ErrorBody } from '../contract/errors'

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
