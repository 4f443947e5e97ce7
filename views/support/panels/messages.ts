import { addMessagesPart, loadMessagesPart } from '../../../i18n/i18n'

addMessagesPart('support', {
  nl: () => import('../../../i18n/locales/nl/support.po'),
  en: () => import('../../../i18n/locales/en/support.po'),
  fr: () => import('../../../i18n/locales/fr/support.po'),
  de: () => import('../../../i18n/locales/de/support.po'),
})

/** Loads the `support` catalog (the assistant, the chat and the FAQ panels) in the current language. */
export const loadSupportMessages = () => loadMessagesPart('support')
