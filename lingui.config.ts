import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'nl',
  locales: ['nl', 'en', 'fr', 'de'],
  fallbackLocales: { default: 'nl' },
  catalogs: [
    {
      path: '<rootDir>/i18n/locales/{locale}/messages',
      include: ['<rootDir>/views', '<rootDir>/i18n'],
    },
  ],
  // File names without line numbers, so catalogs only change when a message does.
  format: formatter({ lineNumbers: false }),
})
