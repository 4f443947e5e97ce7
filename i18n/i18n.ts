import { i18n, type Messages } from '@lingui/core'
import type { Locale } from './languages'
import { messages as nlMessages } from './locales/nl/messages.po'

export { i18n }

// Dutch is the source and the fallback, so it ships with the page: the app can always speak.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  nl: async () => ({ messages: nlMessages }),
  en: () => import('./locales/en/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
  de: () => import('./locales/de/messages.po'),
}

/**
 * Loads a locale's catalog and lays the partner's own texts over it (they win over built-in bundles).
 * Rejects when the catalog cannot be loaded (a chunk that fails on a bad network).
 */
export async function loadLocale(locale: Locale, overrides: Record<string, string> = {}): Promise<Messages> {
  const { messages } = await catalogs[locale]()
  const entries = Object.entries(overrides)
  if (entries.length === 0) return messages
  // Partner texts are ICU strings; compile them like the catalog's own. Plain text compiles to [text],
  // so the compiler (a parser of some 6 KB) is only fetched for texts with placeholders or plurals.
  const icu = entries.some(([, text]) => /[{}#'<]/.test(text))
  const { compileMessage } = icu
    ? await import('@lingui/message-utils/compileMessage')
    : { compileMessage: (text: string) => [text] }
  const partnerMessages: Messages = {}
  for (const [id, text] of entries) {
    try {
      partnerMessages[id] = compileMessage(text)
    } catch {
      // A partner text that is not valid ICU is skipped; the built-in text stays.
    }
  }
  return { ...messages, ...partnerMessages }
}

/** Makes loaded messages the active language (synchronous, so the caller decides which load wins). */
export function applyLocale(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages)
  i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

export async function activateLocale(locale: Locale, overrides: Record<string, string> = {}): Promise<void> {
  applyLocale(locale, await loadLocale(locale, overrides))
}

/** Activates Dutch, which ships with the page; cannot fail. */
export function activateSourceLocale(): void {
  applyLocale('nl', nlMessages)
}
