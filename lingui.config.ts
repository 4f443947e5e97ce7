import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/** Views of the pages behind sign-in: their texts are in the lazily loaded `funnel` catalog. */
const FUNNEL = ['checkout', 'cart', 'products', 'profession'].map((dir) => `<rootDir>/views/${dir}`)

export default defineConfig({
  sourceLocale: 'nl',
  locales: ['nl', 'en', 'fr', 'de'],
  fallbackLocales: { default: 'nl' },
  // The first page carries `messages`; the pages behind sign-in bring `funnel` when they load.
  catalogs: [
    {
      path: '<rootDir>/i18n/locales/{locale}/messages',
      include: ['<rootDir>/views', '<rootDir>/i18n'],
      exclude: FUNNEL,
    },
    { path: '<rootDir>/i18n/locales/{locale}/funnel', include: FUNNEL },
  ],
  // File names without line numbers, so catalogs only change when a message does.
  format: formatter({ lineNumbers: false }),
})
