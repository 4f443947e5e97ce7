/**
 * What an error report may never carry (issue 25): this is insurance, with medical answers, IBANs and
 * addresses. One pure scrubber for the browser's and the server's reports (Sentry's `beforeSend` and
 * `beforeBreadcrumb`), so both sides forget the same things. It copies; it never changes what it is given.
 */
export const FILTERED = '[Filtered]'

/** `jan@example.nl`, also URL-encoded (`jan%40example.nl`). */
const EMAIL = /[\w.%+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi
/** An IBAN's shape, written together or in groups of four; `isIban` decides. */
const IBAN_SHAPE = /\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){2,7}(?: ?[a-z0-9]{1,3})?\b/gi
/** A JSON web token (our access, refresh and admin tokens; Stripe's too). */
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi
/**
 * Query (and form) parameters whose value is a secret or a person's: a sign-in link's `token`, an entry
 * link's `email`, `external_id` and `signature`, Stripe's `payment_intent_client_secret`.
 */
const SECRET_PARAM =
  /(^|[^\w-])([\w-]*(?:token|secret|signature|email|e-mail|iban|password|external_id)[\w-]*|code|sig|key)=[^&#\s"'<>]*/gi

/**
 * Keys whose value goes whole, whatever it holds (compared lower case without `_` and `-`, as a part of
 * the key): the customer's answers, person and contact details, and credentials.
 */
const SENSITIVE_KEY_PARTS = [
  'answer',
  'person',
  'email',
  'iban',
  'phone',
  'address', // postal and IP
  'street',
  'postalcode',
  'zipcode',
  'housenumber',
  'firstname',
  'lastname',
  'initials',
  'birth',
  'bsn',
  'token',
  'secret',
  'password',
  'signature',
  'authorization',
  'cookie',
  'body', // request and error bodies: the forms' fields
]
const normalKey = (key: string) => key.toLowerCase().replace(/[_-]/g, '')
export const isSensitiveKey = (key: string): boolean => {
  const k = normalKey(key)
  return SENSITIVE_KEY_PARTS.some((part) => k.includes(part))
}

/**
 * The report's own ids (hex, 32 characters): one could take the shape of an IBAN, so they are never
 * scrubbed as text. Nothing of a customer's is kept under these keys.
 */
const ID_KEYS = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'replay_id', 'sid', 'debug_id'])

/** ISO 13616's check: the country and check digits moved to the end, read as a number, modulo 97 is 1. */
function hasIbanChecksum(compact: string): boolean {
  const moved = compact.slice(4) + compact.slice(0, 4)
  let rest = 0
  for (const char of moved.toUpperCase()) {
    const value = parseInt(char, 36)
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97
  }
  return rest === 1
}
/**
 * An IBAN as people write it (upper-case country), or any that passes the checksum: a look-alike in
 * lower case (a hash) stays, a real one in lower case goes.
 */
function isIban(candidate: string): boolean {
  const compact = candidate.replace(/ /g, '')
  return /^[A-Z]{2}/.test(compact) || hasIbanChecksum(compact)
}

/** The text without e-mail addresses, IBANs, tokens and secret parameters. */
export function scrubText(text: string): string {
  return text
    .replace(JWT, FILTERED)
    .replace(AUTH_SCHEME, (_all, scheme: string) => `${scheme} ${FILTERED}`)
    .replace(SECRET_PARAM, (_all, before: string, name: string) => `${before}${name}=${FILTERED}`)
    .replace(EMAIL, FILTERED)
    .replace(IBAN_SHAPE, (found) => (isIban(found) ? FILTERED : found))
}

const MAX_DEPTH = 12
const isPlain = (value: object) => {
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * A scrubbed copy of any value: text scrubbed, sensitive keys' values filtered whole, errors reduced to
 * their scrubbed `name: message`, other class instances (elements, requests) to their class name.
 */
export function scrubValue(value: unknown, depth = 0, key = ''): unknown {
  if (typeof value === 'string') return ID_KEYS.has(key) ? value : scrubText(value)
  if (value === null || typeof value !== 'object') return value
  if (depth >= MAX_DEPTH) return FILTERED
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  if (value instanceof Error) return scrubText(`${value.name}: ${value.message}`)
  if (value instanceof Date) return value
  if (!isPlain(value)) return `[${value.constructor?.name ?? 'object'}]`
  const copy: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    copy[k] = isSensitiveKey(k) ? FILTERED : scrubValue(v, depth + 1, k)
  }
  return copy
}

/** Sentry's fields the scrubber treats specially; everything else is walked by `scrubValue`. */
interface EventFields {
  request?: { data?: unknown }
  user?: { id?: unknown }
  sdkProcessingMetadata?: unknown
}

/**
 * A report (error, message or feedback) fit to send: everything scrubbed, the request's body gone, of the
 * user only the id. The SDK's own processing notes (not sent) are left as they are.
 */
export function scrubEvent<E extends object>(event: E): E {
  const { sdkProcessingMetadata, ...rest } = event as E & EventFields
  const copy = scrubValue(rest) as E & EventFields
  if (copy.request && copy.request.data !== undefined) copy.request.data = FILTERED
  if (copy.user) copy.user = copy.user.id === undefined ? {} : { id: copy.user.id }
  if (sdkProcessingMetadata !== undefined) copy.sdkProcessingMetadata = sdkProcessingMetadata
  return copy
}

/** A breadcrumb (a click, a request, a console line) fit to keep: its message and data scrubbed. */
export const scrubBreadcrumb = <B extends object>(breadcrumb: B): B => scrubValue(breadcrumb) as B
