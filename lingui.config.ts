import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * Views of the pages behind sign-in: their texts are in the lazily loaded `funnel` catalog. The forms
 * room's checkout fields and failure words come only with those pages (its validation words are the
 * sign-in page's too, so they stay in the first page's catalog).
 */
const FUNNEL = [
  'checkout',
  'cart',
  'products',
  'profession',
  'funnel',
  'invoices',
  // The broker's quotation and its "session ended" page (their routes load the funnel catalog).
  'broker',
  'forms/fields.tsx',
  'forms/validation-texts.ts',
  'forms/failure-messages.ts',
].map((path) => `<rootDir>/views/${path}`)
/** The journey charts (development and partner admins): their own lazily loaded `journeys` catalog. */
const JOURNEYS = ['<rootDir>/views/journeys']
/** The surveys (`/survey/...`, after a purchase or cancellation): their own lazily loaded `survey` catalog. */
const SURVEY = ['<rootDir>/views/survey']
/** The account area (`/user/...`): its frame and pages, their own lazily loaded `account` catalog. */
const ACCOUNT = [
  'account',
  'my-policies',
  'cancellation',
  'my-details',
  'my-invoices',
  'inbox',
  'claims',
  'contact',
  // Check-in (its entry, steps and the client's confirmation) uses the upload field: the same catalog.
  'checkin',
  // The upload field of the forms room is used by the account pages only (claims, contact).
  'forms/DocumentUpload.tsx',
  'forms/upload.ts',
].map((path) => `<rootDir>/views/${path}`)
/** The partner admin's pages and the colour editor (admins only): their own lazily loaded `admin` catalog. */
const ADMIN = ['<rootDir>/views/admin']
/** The support menu's panels (assistant, chat, FAQ): their own catalog, loaded when one first opens. */
const SUPPORT = ['<rootDir>/views/support/panels']
/** The payment reminder and payment success pages (from an e-mail, no login): their own lazily loaded catalog. */
const PAYMENTS = ['<rootDir>/views/payments']

export default defineConfig({
  sourceLocale: 'nl',
  locales: ['nl', 'en', 'fr', 'de'],
  fallbackLocales: { default: 'nl' },
  // The first page carries `messages`; the pages behind sign-in bring `funnel` when they load.
  catalogs: [
    {
      path: '<rootDir>/i18n/locales/{locale}/messages',
      include: ['<rootDir>/views', '<rootDir>/i18n'],
      exclude: [...FUNNEL, ...JOURNEYS, ...SURVEY, ...PAYMENTS, ...ACCOUNT, ...ADMIN, ...SUPPORT],
    },
    { path: '<rootDir>/i18n/locales/{locale}/funnel', include: FUNNEL },
    { path: '<rootDir>/i18n/locales/{locale}/journeys', include: JOURNEYS },
    { path: '<rootDir>/i18n/locales/{locale}/survey', include: SURVEY },
    { path: '<rootDir>/i18n/locales/{locale}/payments', include: PAYMENTS },
    { path: '<rootDir>/i18n/locales/{locale}/account', include: ACCOUNT },
    { path: '<rootDir>/i18n/locales/{locale}/admin', include: ADMIN },
    { path: '<rootDir>/i18n/locales/{locale}/support', include: SUPPORT },
  ],
  // File names without line numbers, so catalogs only change when a message does.
  format: formatter({ lineNumbers: false }),
})
