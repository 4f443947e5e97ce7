import { addMessagesPart, loadMessagesPart } from '../../i18n/i18n'

addMessagesPart('admin', {
  nl: () => import('../../i18n/locales/nl/admin.po'),
  en: () => import('../../i18n/locales/en/admin.po'),
  fr: () => import('../../i18n/locales/fr/admin.po'),
  de: () => import('../../i18n/locales/de/admin.po'),
})

/** Loads the `admin` catalog (the admin sign-in page and the colour editor) in the current language. */
export const loadAdminMessages = () => loadMessagesPart('admin')
