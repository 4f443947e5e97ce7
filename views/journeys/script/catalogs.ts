import { setupI18n, type I18n, type Messages } from '@lingui/core'

/** Every catalog of one language (the exports name buttons of any screen), merged. */
const parts = import.meta.glob<{ messages: Messages }>('../../../i18n/locales/*/*.po', { eager: true })

export const LANGUAGES = ['nl', 'en', 'fr', 'de'] as const
export type Language = (typeof LANGUAGES)[number]

/** An i18n with all of a language's messages, for the exports outside the browser (npm run paths). */
export function allMessages(language: Language): I18n {
  const messages: Messages = {}
  for (const [file, load] of Object.entries(parts))
    if (file.includes(`/locales/${language}/`)) Object.assign(messages, load.messages)
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } })
  return i18n
}
