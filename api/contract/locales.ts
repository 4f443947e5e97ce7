/**
 * The languages of the site, without a schema (common.ts has `localeSchema`): the first page's code reads
 * them, and zod comes only with the first call to the API (issue 26: a small first page).
 */
export const LOCALES = ['nl', 'en', 'fr', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const SOURCE_LOCALE: Locale = 'nl'

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value)

/** Accept-Language value per locale; the client sends `nl-nl` when nothing is chosen. */
export const ACCEPT_LANGUAGE: Record<Locale, string> = {
  nl: 'nl-nl',
  en: 'en-gb',
  fr: 'fr-fr',
  de: 'de-de',
}
export const DEFAULT_ACCEPT_LANGUAGE = ACCEPT_LANGUAGE.nl

/** Reads the locale from an Accept-Language header (first supported tag wins, else nl). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase()
    if (isLocale(tag)) return tag
  }
  return SOURCE_LOCALE
}
