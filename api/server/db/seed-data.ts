import type { ColorKey } from '../../contract/colors'
import type { FeatureFlag, FeatureFlagPayload, FeatureFlagRule } from '../../contract/partner'
import type { partners } from './schema'

export type SeedPartner = Omit<typeof partners.$inferInsert, 'id' | 'created_at' | 'updated_at'> & {
  colors: Partial<Record<ColorKey, string>>
}

const logo = (slug: string) => `/logos/${slug}.svg`

/**
 * The signature-login secret every seeded partner starts with, known to tests and demos. It is only set
 * when a partner has none, so a real secret put in the database survives the seed.
 */
export const devSignatureSecret = (slug: string) => `dev-signature-secret-${slug}`

/** Demo partners; they differ in name, languages, colours, logo, flags and support details. */
export const SEED_PARTNERS: SeedPartner[] = [
  {
    slug: 'zzp',
    name: 'ZZP Schild',
    languages: ['nl', 'en', 'fr', 'de'],
    default_language: 'nl',
    translations: {
      nl: { 'welcome.title': 'Welkom bij ZZP Schild' },
      en: { 'welcome.title': 'Welcome to ZZP Schild' },
    },
    logo_primary: logo('zzp'),
    font_primary: 'Inter, system-ui, sans-serif',
    support_email: 'support@zzpschild.example',
    support_phone_number: '+31 20 123 4567',
    enable_visual_effects: true,
    // The four settings of docs/partner-settings.md, spelled out for every partner: the seed upserts.
    hide_kvk: false,
    allow_manual_company_information_input: true,
    login_via_email_available: true,
    validate_policy_start_date: true,
    colors: {
      primary: '#0f766e',
      secondary: '#14b8a6',
      accent: '#22c55e',
      text: '#1f2933',
      heading: '#134e4a',
      background: '#ffffff',
      surface: '#f0fdfa',
      button_primary_text: '#ffffff',
      ticker_background: '#134e4a',
      ticker_text: '#ecfdf5',
    },
  },
  {
    slug: 'kroonbank',
    name: 'Kroonbank',
    languages: ['nl', 'en'],
    default_language: 'nl',
    logo_primary: logo('kroonbank'),
    // Its business-insurance mark, shown after the bank's own logo (docs/partner-settings.md).
    logo_secondary: '/logos/kroonbank-zakelijk.svg',
    font_primary: "'Helvetica Neue', Arial, sans-serif",
    support_email: 'zakelijk@kroonbank.example',
    support_phone_number: '+31 88 765 4321',
    enable_visual_effects: false,
    is_direct: false,
    // A bank knows its business customers: no KvK number asked, the company comes from the register.
    hide_kvk: true,
    allow_manual_company_information_input: false,
    login_via_email_available: true,
    validate_policy_start_date: true,
    return_url: 'https://www.kroonbank.example/zakelijk',
    colors: {
      primary: '#0b2a5b',
      secondary: '#f28c28',
      text: '#1b1f29',
      heading: '#0b2a5b',
      header_background: '#0b2a5b',
      navigation_item: '#ffffff',
      navigation_item_active: '#f28c28',
      // The brand orange darkened to the nearest shade white text reads on (4.5:1; #f28c28 was 2.45:1).
      button_primary: '#ac631c',
      button_primary_text: '#ffffff',
      background: '#ffffff',
      surface: '#f4f6fa',
    },
  },
  {
    slug: 'testpartner',
    name: 'Testpartner',
    languages: ['nl'],
    default_language: 'nl',
    logo_primary: logo('testpartner'),
    support_email: 'support@testpartner.example',
    hide_profession_page: true,
    hide_kvk: false,
    allow_manual_company_information_input: true,
    login_via_email_available: true,
    // Start dates beyond a month (up to a year) ahead: the partner plans cover for later assignments.
    validate_policy_start_date: false,
    colors: { primary: '#6b21a8', text: '#222222', button_primary_text: '#ffffff', background: '#ffffff' },
  },
  {
    slug: 'testpartner2',
    name: 'Testpartner Twee',
    languages: ['nl', 'en'],
    default_language: 'nl',
    logo_primary: logo('testpartner2'),
    support_phone_number: '+31 10 555 0101',
    hide_professions_on_welcome_screen: true,
    hide_kvk: false,
    allow_manual_company_information_input: false,
    // Its customers sign in through its own platform (a signed link), not by e-mail.
    login_via_email_available: false,
    validate_policy_start_date: true,
    colors: {
      primary: '#be123c',
      secondary: '#fb7185',
      text: '#1f1f1f',
      button_primary_text: '#ffffff',
      background: '#fffafa',
    },
  },
  {
    slug: 'bouwzeker',
    name: 'BouwZeker',
    languages: ['nl', 'de'],
    default_language: 'nl',
    logo_primary: logo('bouwzeker'),
    // The one seeded partner with a tag manager container (docs/partner-settings.md).
    google_tag_manager_id: 'GTM-BZ7K2Q9',
    font_primary: 'Georgia, serif',
    support_email: 'service@bouwzeker.example',
    support_phone_number: '+31 30 222 3344',
    enable_visual_effects: true,
    hide_kvk: false,
    allow_manual_company_information_input: false,
    login_via_email_available: true,
    validate_policy_start_date: true,
    colors: {
      primary: '#ea580c',
      secondary: '#374151',
      accent: '#f59e0b',
      text: '#1f2937',
      heading: '#111827',
      // Links and buttons: the brand orange darkened to the nearest shades that pass WCAG AA (the orange
      // itself reads 3.4:1 as link text on the page and 3.55:1 under white button text).
      link: '#c74b0a',
      button_primary: '#cc4d0a',
      background: '#fafaf9',
      surface: '#ffffff',
      button_primary_text: '#ffffff',
      ticker_background: '#374151',
      ticker_text: '#fed7aa',
    },
  },
]

const everywhere = (
  rule: FeatureFlagRule,
  production: Partial<FeatureFlagRule> = {},
): FeatureFlagPayload => ({
  development: rule,
  qa: rule,
  stage: rule,
  production: { ...rule, ...production },
})
const on = (include: string[], exclude: string[] = []): FeatureFlagRule => ({
  active: true,
  include,
  exclude,
})

export const SEED_FLAGS: Record<FeatureFlag, FeatureFlagPayload> = {
  promo_ticker: everywhere(on(['zzp', 'bouwzeker'])),
  hide_invoices: everywhere(on(['testpartner', 'testpartner2'])),
  disable_logo_click: everywhere(on(['testpartner', 'testpartner2'])),
  prefill_deep_link: everywhere(on(['kroonbank'])),
  back_to_partner_link: everywhere(on(['kroonbank'])),
  // Everywhere but one test partner while testing; in production one demo partner shows it (bouwzeker).
  ai_support: everywhere(
    { ...on(['*'], ['testpartner']), extra: { support_times: 'office-hours' } },
    { include: ['bouwzeker'] },
  ),
  start_date_from_tomorrow: everywhere(on(['kroonbank'])),
}
