/** Amounts per month with two decimals: EUR in Dutch number format, other currencies in en-GB (core §9). */
export function formatPrice(amount: number, currency = 'EUR'): string {
  const locale = currency === 'EUR' ? 'nl-NL' : 'en-GB'
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
}

/** Dates as DD-MM-YYYY. Accepts a Date or an ISO date (YYYY-MM-DD...); an invalid date gives ''. */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value
  if (!date || Number.isNaN(date.getTime())) return ''
  const dd = String(date.getDate()).padStart(2, '0')
  const mm = String(date.getMonth() + 1).padStart(2, '0')
  return `${dd}-${mm}-${date.getFullYear()}`
}

function parseIsoDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!m) return null
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return date.getMonth() === Number(m[2]) - 1 ? date : null
}

/** A list in the language's words: "a, b en c" (nl), "a, b and c" (en). */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items)
}
