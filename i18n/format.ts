import { isLocale, SOURCE_LOCALE, type Locale } from '../api/contract/locales'

/**
 * Money and dates as the reader of the page's language reads them. Core §9 writes the rule for the Dutch
 * site: two decimals, EUR in the Dutch number format, other currencies in en-GB, dates DD-MM-YYYY. A
 * reader who chose English, French or German gets the same two decimals and the same day-month-year
 * order, in the separators of their language: "€ 1.250,00" reads as one euro and a quarter to an English
 * reader, "€1,250.00" does not.
 */

const languageOf = (locale: string): Locale => {
  const language = locale.slice(0, 2).toLowerCase()
  return isLocale(language) ? language : SOURCE_LOCALE
}

/** The number conventions of each language (en: British, as core §9's other currencies). */
const NUMBER_LOCALE: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB', fr: 'fr-FR', de: 'de-DE' }

/**
 * An amount with two decimals in `locale` (the page's language): on the Dutch site EUR in the Dutch
 * format and other currencies in en-GB (core §9); in another language in that language's format.
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const language = languageOf(locale)
  const numbers = language === 'nl' && currency !== 'EUR' ? 'en-GB' : NUMBER_LOCALE[language]
  return formatter(
    priceFormats,
    `${numbers} ${currency}`,
    () =>
      new Intl.NumberFormat(numbers, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(amount)
}

/**
 * Intl's formatters, made once per language (and currency) and kept: making one costs about as much as
 * rendering a card, and a page of prices made one per price (issue 26).
 */
const priceFormats = new Map<string, Intl.NumberFormat>()
const listFormats = new Map<string, Intl.ListFormat>()
function formatter<F>(made: Map<string, F>, key: string, make: () => F): F {
  let format = made.get(key)
  if (!format) made.set(key, (format = make()))
  return format
}

/** Between day, month and year: DD-MM-YYYY on the Dutch site (core §9), DD/MM/YYYY or DD.MM.YYYY elsewhere. */
const DATE_SEPARATOR: Record<Locale, string> = { nl: '-', en: '/', fr: '/', de: '.' }

/**
 * A date as day, month and year (two, two and four digits) in `locale`'s separators. Accepts a Date or an
 * ISO date (YYYY-MM-DD...); an invalid date gives ''.
 */
export function formatDate(value: Date | string, locale: string): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value
  if (!date || Number.isNaN(date.getTime())) return ''
  const dd = String(date.getDate()).padStart(2, '0')
  const mm = String(date.getMonth() + 1).padStart(2, '0')
  const separator = DATE_SEPARATOR[languageOf(locale)]
  return [dd, mm, String(date.getFullYear())].join(separator)
}

/** The calendar day of an instant in the Netherlands (every date the product shows is a Dutch day). */
const dutchDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

function parseIsoDate(value: string): Date | null {
  // A moment (`…T…` with an offset, e.g. when a message was sent) is shown as its day in Amsterdam, not
  // as the UTC date it is written in: 00:30 on 26 November in Amsterdam is 25 November in UTC.
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const instant = new Date(value)
    if (Number.isNaN(instant.getTime())) return null
    return parseIsoDate(dutchDay.format(instant))
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!m) return null
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return date.getMonth() === Number(m[2]) - 1 ? date : null
}

/** A list in the language's words: "a, b en c" (nl), "a, b and c" (en). */
export function formatList(items: readonly string[], locale: string): string {
  return formatter(
    listFormats,
    locale,
    () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }),
  ).format(items)
}
