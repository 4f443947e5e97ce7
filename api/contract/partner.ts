import * as z from 'zod/mini'
import { colorSettingSchema } from './colors'
import { listOf, localeSchema } from './common'
import { PARTNER_UPDATED } from './partner-rules'
import { APP_ENVS, type AppEnv } from './runtime-config'

export { FEATURE_FLAGS, isFlagOn, startLanguage, type FeatureFlag } from './partner-rules'

export const languageOptionSchema = z.object({
  code: localeSchema,
  name: z.string(),
  /** The short label shown in the selector (NL, EN, ...). */
  abbreviation: z.string(),
})
export type LanguageOption = z.infer<typeof languageOptionSchema>

/** A feature flag as evaluated for this partner in this environment. */
export const featureFlagStateSchema = z.object({
  active: z.boolean(),
  extra: z.optional(z.record(z.string(), z.unknown())),
})
export type FeatureFlagState = z.infer<typeof featureFlagStateSchema>

export const brandSchema = z.object({
  logo_primary: z.nullable(z.string()),
  logo_secondary: z.nullable(z.string()),
  font_primary: z.nullable(z.string()),
})

/** The partner as `GET /partners` answers it (core §3). */
export const partnerSchema = z.object({
  /** The partner's slug: the first label of its host name. */
  slug: z.string(),
  name: z.string(),
  languages: z.array(localeSchema).check(z.minLength(1)),
  default_language: localeSchema,
  /** Partner-supplied translations per locale, keyed by message id; they override built-in texts. */
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  available_languages: z.array(languageOptionSchema),
  hide_kvk: z.boolean(),
  allow_manual_company_information_input: z.boolean(),
  login_via_email_available: z.boolean(),
  google_tag_manager_code: z.nullable(z.string()),
  google_tag_manager_id: z.nullable(z.string()),
  validate_policy_start_date: z.boolean(),
  brand: brandSchema,
  colors: z.array(colorSettingSchema),
  support_email: z.nullable(z.string()),
  support_phone_number: z.nullable(z.string()),
  trengo_key: z.nullable(z.string()),
  is_direct: z.boolean(),
  enable_visual_effects: z.boolean(),
  hide_professions_on_welcome_screen: z.boolean(),
  hide_profession_page: z.boolean(),
  /** ISO 4217, upper case (EUR). */
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  expo_ip: z.nullable(z.string()),
  returnURL: z.nullable(z.string()),
  features: z.record(z.string(), featureFlagStateSchema),
})
export type Partner = z.infer<typeof partnerSchema>

export const partnersResponseSchema = listOf(partnerSchema)
export type PartnersResponse = z.infer<typeof partnersResponseSchema>

/** The body of the partner socket's messages (`/ws/partner`). */
export const partnerSocketMessageSchema = z.object({ type: z.literal(PARTNER_UPDATED), slug: z.string() })
export type PartnerSocketMessage = z.infer<typeof partnerSocketMessageSchema>

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })

/** The environments feature flags are evaluated for. */
export const appEnvSchema = z.enum(APP_ENVS)
export type { AppEnv }

/** One environment's rule of a feature flag; include/exclude hold partner slugs or `*` for all partners. */
export const featureFlagRuleSchema = z.object({
  active: z.boolean(),
  include: z._default(z.array(z.string()), []),
  exclude: z._default(z.array(z.string()), []),
  extra: z.optional(z.record(z.string(), z.unknown())),
})
export type FeatureFlagRule = z.infer<typeof featureFlagRuleSchema>

/** A feature flag's stored payload (core §3): one rule per environment. */
export const featureFlagPayloadSchema = z.object({
  development: featureFlagRuleSchema,
  qa: featureFlagRuleSchema,
  stage: featureFlagRuleSchema,
  production: featureFlagRuleSchema,
})
export type FeatureFlagPayload = z.infer<typeof featureFlagPayloadSchema>
