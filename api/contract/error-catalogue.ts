import type { ErrorBody } from './errors'

/*
 * The error catalogue (core §8) apart from the error body's schema (errors.ts): the first page's code
 * names its codes, and zod comes only with the first call to the API (issue 26: a small first page).
 */

/** The internal error codes of the spec's error catalogue (core §8). */
export const ErrorCode = {
  loginFailed: '35001',
  emailExists: '35002',
  invalidLink: '35003',
  notFound: '35004',
  notImplemented: '35005',
  badGateway: '35006',
  serviceUnavailable: '35007',
  httpVersionNotSupported: '35008',
  answers: '35009',
  unknown: '35010',
  network: '35011',
  /** Used for both an invalid postal code and a 504 gateway timeout, as the spec says. */
  invalidPostalCodeOrGatewayTimeout: '35012',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** The kinds of failure one API call can end in. */
export type ApiErrorKind =
  'http' | 'validation' | 'unauthorized' | 'network' | 'timeout' | 'cancelled' | 'contract'

/** Where a call was made: the same status means different things on a login or a magic link. */
export type ErrorContext = 'general' | 'login' | 'link'

export interface ErrorFacts {
  kind: ApiErrorKind
  status?: number
  body?: ErrorBody
}

/**
 * The error catalogue as a function: HTTP status and server error shape to a catalogue code.
 * Returns `null` for a cancelled request (no message is shown).
 */
export function catalogueCode(facts: ErrorFacts, context: ErrorContext = 'general'): ErrorCode | null {
  const { kind, status, body } = facts
  if (kind === 'cancelled') return null
  if (kind === 'timeout') return ErrorCode.network
  if (kind === 'network' || status === undefined) return ErrorCode.unknown
  if (context === 'login' && status === 401) return ErrorCode.loginFailed
  if (context === 'link') {
    if (status === 401 || status === 403 || status === 400 || status >= 500) return ErrorCode.invalidLink
    if (status !== 404) return ErrorCode.invalidLink
  }
  if (status === 400 && body) {
    if (body.non_field_errors.includes('signature_expired')) return ErrorCode.invalidLink
    if (body.field_errors.email) return ErrorCode.emailExists
    if (body.field_errors.postal_code) return ErrorCode.invalidPostalCodeOrGatewayTimeout
    if (body.field_errors.answers) return ErrorCode.answers
  }
  switch (status) {
    case 401:
      return ErrorCode.invalidLink
    case 404:
      return ErrorCode.notFound
    case 501:
      return ErrorCode.notImplemented
    case 502:
      return ErrorCode.badGateway
    case 503:
      return ErrorCode.serviceUnavailable
    case 504:
      return ErrorCode.invalidPostalCodeOrGatewayTimeout
    case 505:
      return ErrorCode.httpVersionNotSupported
    default:
      return ErrorCode.unknown
  }
}
