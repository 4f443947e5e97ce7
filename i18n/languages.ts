import { isLocale, LOCALES, SOURCE_LOCALE, type Locale } from '../api/contract/locales'
import { startLanguage } from '../api/contract/partner-rules'

export { LOCALES, SOURCE_LOCALE, type Locale }

/** The local-storage key the chosen language is kept under (core §3). */
export const LANGUAGE_STORAGE_KEY = 'language'

/** The stored language, or null when nothing (or something unreadable) is stored. Never throws. */
export function readStoredLanguage(storage: Storage | undefined = globalThis.localStorage): Locale | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY)
    return isLocale(stored) ? stored : null
  } catch {
    return null
  }
}

export function storeLanguage(locale: Locale, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // Storage full or blocked (private mode): the choice then lasts for this page only.
  }
}

/**
 * The language to start with: the stored one when the partner offers it, else the partner default
 * (core §4: on load the stored language, else the partner default language).
 */
export function initialLanguage(
  stored: Locale | null,
  partner: { languages: Locale[]; default_language: Locale },
) {
  if (stored && partner.languages.includes(stored)) return stored
  return startLanguage(partner)
}
