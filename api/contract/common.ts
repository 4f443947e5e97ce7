import * as z from 'zod/mini'

export const localeSchema = z.enum(['nl', 'en', 'fr', 'de'])
export type Locale = z.infer<typeof localeSchema>
export const LOCALES: readonly Locale[] = localeSchema.options
export const SOURCE_LOCALE: Locale = 'nl'

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
    const parsed = localeSchema.safeParse(tag)
    if (parsed.success) return parsed.data
  }
  return SOURCE_LOCALE
}

/** A list answer, as the API wraps lists (`{ result: [...] }`). */
export const listOf = <T extends z.ZodMiniType>(item: T) => z.object({ result: z.array(item) })

export const REQUEST_TIMEOUT_MS = 30_000
