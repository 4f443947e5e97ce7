/** Context fields never shown in live mode, wherever they are: e-mail, IBAN, tokens, answers, medical data. */
const SENSITIVE =
  /e-?mail|iban|token|^access$|^refresh$|signature|password|answer|medical|health|phone|birth|bsn|first_?name|last_?name|address|postal|kvk/i
export const MASK = '•••'

/**
 * A copy of a context for live mode with every sensitive field replaced by •••: fields whose name
 * says so, and the journey's own list. Deep values are cut off rather than shown in full.
 */
export function maskContext(value: unknown, extra: readonly string[] = [], depth = 0): unknown {
  if (depth > 6) return '…'
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
