import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'
import type { Locale } from '../../contract/common'

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/** Partner-supplied translations: locale -> message id -> text. */
export type PartnerTranslations = Record<string, Record<string, string>>

/** A partner (core §3). The slug is the first label of the partner's host name. */
export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 63 }).notNull().unique(),
  name: text('name').notNull(),
  languages: jsonb('languages').$type<Locale[]>().notNull(),
  default_language: varchar('default_language', { length: 2 }).$type<Locale>().notNull(),
  translations: jsonb('translations').$type<PartnerTranslations>().notNull().default({}),
  hide_kvk: boolean('hide_kvk').notNull().default(false),
  allow_manual_company_information_input: boolean('allow_manual_company_information_input')
    .notNull()
    .default(false),
  login_via_email_available: boolean('login_via_email_available').notNull().default(false),
  google_tag_manager_code: text('google_tag_manager_code'),
  google_tag_manager_id: text('google_tag_manager_id'),
  validate_policy_start_date: boolean('validate_policy_start_date').notNull().default(true),
  logo_primary: text('logo_primary'),
  logo_secondary: text('logo_secondary'),
  font_primary: text('font_primary'),
  support_email: text('support_email'),
  support_phone_number: text('support_phone_number'),
  trengo_key: text('trengo_key'),
  is_direct: boolean('is_direct').notNull().default(true),
  enable_visual_effects: boolean('enable_visual_effects').notNull().default(false),
  hide_professions_on_welcome_screen: boolean('hide_professions_on_welcome_screen').notNull().default(false),
  hide_profession_page: boolean('hide_profession_page').notNull().default(false),
  currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
  expo_ip: text('expo_ip'),
  return_url: text('return_url'),
  ...timestamps,
})

/** A partner's colour settings; one row per key. */
export const partnerColors = pgTable(
  'partner_colors',
  {
    id: serial('id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    value: varchar('value', { length: 9 }).notNull(),
    ...timestamps,
  },
  (t) => [unique('partner_colors_partner_key').on(t.partner_id, t.key)],
)

/** Feature flags; `payload` holds one rule per environment (see featureFlagPayloadSchema). */
export const featureFlags = pgTable('feature_flags', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 64 }).notNull().unique(),
  payload: jsonb('payload').notNull(),
  ...timestamps,
})
