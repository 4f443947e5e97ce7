import { i18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Locale } from './languages'

export { i18n }

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  nl: () => import('./locales/nl/messages.po'),
  en: () => import('./locales/en/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
  de: () => import('./locales/de/messages.po'),
}

/**
 * Loads a locale's catalog, lays the partner's own texts over it (they win over built-in
 * bundles) and activates it. Rejects when the catalog cannot be loaded (a chunk that fails on a
 * bad network), so the caller can keep the current language and say so.
 */
export async function activateLocale(locale: Locale, overrides: Record<string, string> = {}): Promise<void> {
  const { messages } = await catalogs[locale]()
  // Partner texts are plain ICU strings; compile them like the catalog's own (@lingui/core bundles the compiler).
  const partnerMessages = Object.fromEntries(
    Object.entries(overrides).map(([id, text]) => [id, compileMessage(text)]),
  )
  i18n.load(locale, { ...messages, ...partnerMessages })
  i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}
