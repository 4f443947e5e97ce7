/** Context fields never shown in live mode, wherever they are: e-mail, IBAN, tokens, answers, medical data. */
const SENSITIVE =
  /e-?mail|iban|token|^access$|^refresh$|signature|password|answer|medical|health|phone|birth|bsn|first_?name|last_?name|address|postal|kvk|^value$/i
/** Values that give themselves away whatever their field is called: an e-mail, an IBAN, a JWT. */
const SENSITIVE_VALUE = [
  /[^\s@]+@[^\s@]+\.[^\s@]+/,
  /\b[A-Z]{2}\d{2}[A-Z0-9]{4}\d{7,}/i,
  /\beyJ[\w-]+\.[\w-]+/,
]
export const MASK = '•••'

/**
 * A copy of a context for live mode with every sensitive field replaced by •••: fields whose name says
 * so (a cart item's list values too: address, licence plate, income), the journey's own list, and
 * any text that looks like an e-mail address, an IBAN or a token. Deep values are cut off.
 */
export function maskContext(value: unknown, extra: readonly string[] = [], depth = 0): unknown {
  if (depth > 6) return '…'
  if (typeof value === 'string') return SENSITIVE_VALUE.some((pattern) => pattern.test(value)) ? MASK : value
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => maskContext(v, extra, depth + 1))
  if (typeof value !== 'object' || value === null) return value
  if (typeof (value as { getSnapshot?: unknown }).getSnapshot === 'function') return '[actor]'
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [
      key,
      SENSITIVE.test(key) || extra.includes(key) ? (v == null ? v : MASK) : maskContext(v, extra, depth + 1),
    ]),
  )
}
