import type { ErrorCode } from './errors'

/**
 * Why something a journey asked for did not happen: the one failure shape every machine stores and
 * the client throws (HOUSE_STYLE §5). Views turn `reason` (else `code`) into words; `retryable` says
 * whether trying the same thing again may work (a network drop, a provider down) or whether the
 * customer must change something first (a refusal, a validation error).
 */
export interface Failure {
  /** The error catalogue's code (core §8); null when the failure is our own, not a call's. */
  code: ErrorCode | null
  /** A reason constant below, or the server's non-field error code; null when only the code is known. */
  reason: string | null
  retryable: boolean
}

/**
 * The reasons a journey compares or shows by name. The server's codes are the wire's own words; the
 * browser's (overlay, socket, address lookup) are ours. Views map each to a translated text.
 */
export const Reason = {
  // cart and checkout (core §4)
  cartEmpty: 'cart_empty',
  alreadyInCart: 'already_in_cart',
  /** A product the customer holds an active policy for (409). */
  alreadyInsured: 'already_insured',
  professionRequired: 'profession_required',
  productsNotAvailable: 'products_not_available',
  cartFull: 'cart_full',
  // any call: too many requests in a row (429)
  throttled: 'throttled',
  // lookups (forms §3, §8)
  addressNotFound: 'address_not_found',
  lookupUnavailable: 'lookup_unavailable',
  // sign-in and session (core §4, §8): the journey's own words for why a login failed or a session ended
  loginFailed: 'loginFailed',
  invalidLink: 'invalidLink',
  sessionExpired: 'sessionExpired',
  brokerQuote: 'brokerQuote',
  network: 'network',
  // a broker quote's link that ended (the server's codes, api/contract/broker.ts): ask the broker anew
  quoteExpired: 'quote_expired',
  quoteUsed: 'quote_used',
  // income protection (forms §8, §9)
  quizNotPassed: 'quiz_not_passed',
  noAttemptLeft: 'no_attempt_left',
  alreadyPassed: 'already_passed',
  /** The quiz attempt sent is not the next one (the server's field error on `attempt`). */
  notNextAttempt: 'notNextAttempt',
  // identity verification (forms §4)
  identityProviderUnavailable: 'identity_provider_unavailable',
  overlayFailed: 'overlay_failed',
  overlayCancelled: 'overlay_cancelled',
  socketUnavailable: 'socket_unavailable',
  // payments
  directDebitFailed: 'direct_debit_failed',
  paymentCreationFailed: 'payment_creation_failed',
  invalidReminder: 'invalid_reminder',
  invoiceAlreadyPaid: 'invoice_already_paid',
} as const
export type Reason = (typeof Reason)[keyof typeof Reason]

/** A failure of the browser's own making (no call's catalogue code). */
export const failureOf = (
  reason: string | null,
  retryable = false,
  code: ErrorCode | null = null,
): Failure => ({
  code,
  reason,
  retryable,
})

export const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' &&
  value !== null &&
  'code' in value &&
  'reason' in value &&
  typeof (value as { retryable?: unknown }).retryable === 'boolean'

/**
 * The failure an effect threw, as a journey stores it: its code and reason when it carries them, and
 * whether to offer a retry (when unstated: yes, unless the reason is a refusal the customer must act on).
 */
export function asFailure(error: unknown): Failure {
  if (isFailure(error)) return { code: error.code, reason: error.reason, retryable: error.retryable }
  const e = (typeof error === 'object' && error !== null ? error : {}) as Partial<Failure>
  const reason = typeof e.reason === 'string' ? e.reason : null
  return { code: e.code ?? null, reason, retryable: reason === null }
}

/** True when the failure is for this reason. */
export const hasReason = (failure: Failure | null | undefined, reason: Reason): boolean =>
  failure?.reason === reason
