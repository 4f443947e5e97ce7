import { asc, eq } from 'drizzle-orm'
import { COLOR_KEYS, type ColorSetting } from '../../contract/colors'
import type { Locale } from '../../contract/common'
import { partnerSchema, type AppEnv, type LanguageOption, type Partner } from '../../contract/partner'
import type { Database } from '../db/client'
import { featureFlags, partnerColors, partners } from '../db/schema'
import type { Logger } from '../logger'
import { evaluateFlags } from './features'

/** Each language named in its own language. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  nl: 'Nederlands',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
}

export const languageOption = (code: Locale): LanguageOption => ({
  code,
  name: LANGUAGE_NAMES[code],
  abbreviation: code.toUpperCase(),
})

const definitions = new Map<string, (typeof COLOR_KEYS)[number]>(COLOR_KEYS.map((d) => [d.key, d]))

/** `button_primary_text` -> `Button primary text`. */
export const humanise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replaceAll('_', ' ')

/** A stored colour row as the API answers it. */
export function colorSetting(row: { id: number; key: string; value: string }): ColorSetting {
  const def = definitions.get(row.key)
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    group: def?.group ?? 'brand',
    title: humanise(row.key),
    global: false,
    fallbackKey: def?.fallbackKey ?? null,
  }
}

/** Reads one partner with its colours and flags; null when no partner has this slug. */
export async function loadPartner(
  db: Database,
  slug: string,
  env: AppEnv,
  logger: Logger,
): Promise<Partner | null> {
  const [row] = await db.select().from(partners).where(eq(partners.slug, slug)).limit(1)
  if (!row) return null
  const [colors, flags] = await Promise.all([
    db
      .select()
      .from(partnerColors)
      .where(eq(partnerColors.partner_id, row.id))
      .orderBy(asc(partnerColors.id)),
    db.select({ key: featureFlags.key, payload: featureFlags.payload }).from(featureFlags),
  ])
  // Parsed with the contract, so the server can never answer a partner the browser would reject.
  return partnerSchema.parse({
    slug: row.slug,
    name: row.name,
    languages: row.languages,
    default_language: row.default_language,
    translations: row.translations,
    available_languages: row.languages.map(languageOption),
    hide_kvk: row.hide_kvk,
    allow_manual_company_information_input: row.allow_manual_company_information_input,
    login_via_email_available: row.login_via_email_available,
    google_tag_manager_code: row.google_tag_manager_code,
    google_tag_manager_id: row.google_tag_manager_id,
    validate_policy_start_date: row.validate_policy_start_date,
    brand: {
      logo_primary: row.logo_primary,
      logo_secondary: row.logo_secondary,
      font_primary: row.font_primary,
    },
    colors: colors.map(colorSetting),
    support_email: row.support_email,
    support_phone_number: row.support_phone_number,
    trengo_key: row.trengo_key,
    is_direct: row.is_direct,
    enable_visual_effects: row.enable_visual_effects,
    hide_professions_on_welcome_screen: row.hide_professions_on_welcome_screen,
    hide_profession_page: row.hide_profession_page,
    currency: row.currency,
    expo_ip: row.expo_ip,
    returnURL: row.return_url,
    features: evaluateFlags(flags, row.slug, env, logger),
  } satisfies Partner)
}
