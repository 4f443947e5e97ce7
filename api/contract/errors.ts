import * as z from 'zod/mini'

/**
 * One text/background pair of a partner theme below its WCAG minimum (issue 20 item 3): the colour keys,
 * the pair's ratio (rounded down to 2 decimals), the minimum (4.5 or 3) and the nearest passing foreground.
 */
export const contrastFailureSchema = z.object({
  foreground: z.string(),
  background: z.string(),
  ratio: z.number(),
  min: z.number(),
  suggestion: z.string(),
})
export type ContrastFailureBody = z.infer<typeof contrastFailureSchema>

/** The broker of a quote that ended (`quote_expired`, `quote_used`: api/contract/broker.ts). */
const quoteBrokerSchema = z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) })

/**
 * The shape of every error body the API sends (400, 401, 403, 404, 5xx).
 * `field_errors` carries per-field messages (translation keys under `validations`),
 * `non_field_errors` carries codes such as `signature_expired`. A colour save refused by the contrast gate
 * (`code: 'contrast'`) also lists the failing pairs in `contrast`, with `field_errors` keyed
 * `foreground/background` (`{ 'button_primary_text/button_primary': ['contrast'] }`).
 */
export const errorBodySchema = z.object({
  code: z.string(),
  detail: z.optional(z.string()),
  field_errors: z._default(z.record(z.string(), z.array(z.string())), {}),
  non_field_errors: z._default(z.array(z.string()), []),
  contrast: z.optional(z.array(contrastFailureSchema)),
  /** A broker quote's link that ended (410 `quote_expired` / `quote_used`): whom to ask for a new one. */
  broker: z.optional(quoteBrokerSchema),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

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
