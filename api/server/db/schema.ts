import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { Locale } from '../../contract/common'
import type { FlowType } from '../../contract/cart'
import type { ProductType } from '../../contract/products'
import type { RiskFactors } from '../products/pricing'

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
  /**
   * HMAC key of the partner's signature login (`POST /jwt/create-by-external-id`). Seeded partners get a
   * fixed development secret; a real partner gets its own. Null: signature login is off for the partner.
   */
  signature_secret: text('signature_secret'),
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

/** Text per locale (every locale present). */
export type LocalizedText = Record<Locale, string>

/** The profession catalogue (forms §2); the seed owns it (professions-data.ts), keyed by slug. */
export const professions = pgTable(
  'professions',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 100 }).notNull().unique(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    /** 1 (office work) to 4 (heavy or dangerous work). */
    risk_class: smallint('risk_class').notNull(),
    /** Extra search words (synonyms, any language), lower case. */
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [check('professions_risk_class', sql`${t.risk_class} between 1 and 4`)],
)

/**
 * A customer of one partner: signed in by magic link (email) or by the partner's signature login
 * (external_id). The same e-mail address on two partners is two users.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    external_id: varchar('external_id', { length: 200 }),
    first_name: text('first_name'),
    last_name: text('last_name'),
    profession_id: integer('profession_id').references(() => professions.id, { onDelete: 'set null' }),
    /** The user's own words when no catalogue profession fits (describe-manually form). */
    profession_description: text('profession_description'),
    birth_date: date('birth_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    unique('users_partner_email').on(t.partner_id, t.email),
    unique('users_partner_external_id').on(t.partner_id, t.external_id),
    index('users_email').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
)

/** A sign-in link sent by e-mail. Only the SHA-256 of its token is kept; single use. */
export const magicLinks = pgTable('magic_links', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
  partner_id: integer('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
})

/** Issued refresh tokens, for rotation (replaced_by) and reuse detection (revoked_at). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    replaced_by: uuid('replaced_by'),
  },
  (t) => [index('refresh_tokens_user').on(t.user_id)],
)

/** E-mail kept by the local mail adapter instead of sending it (shown at /dev/outbox). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
})

/** One question and its answer, each in every locale. */
export interface LocalizedFaqEntry {
  question: LocalizedText
  answer: LocalizedText
}

/**
 * The insurance products (core §3 Product); the seed owns them (products-data.ts), keyed by slug. The price
 * of a profession's risk class is `base_net_cents` × `risk_factors[class - 1]` (see products/pricing.ts).
 */
export const insuranceProducts = pgTable(
  'insurance_products',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    type: varchar('type', { length: 32 }).$type<ProductType>().notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    faq: jsonb('faq').$type<LocalizedFaqEntry[]>().notNull().default([]),
    /** Net monthly premium in euro cents for risk factor 1; null: calculated later (car, building). */
    base_net_cents: integer('base_net_cents'),
    /** Multiplier per risk class 1..4 (index 0..3); null: the same price for every class. */
    risk_factors: jsonb('risk_factors').$type<RiskFactors>(),
    require_identity_verification: boolean('require_identity_verification').notNull().default(false),
    /** The profession risk classes (1..4) that may buy the product. */
    risk_classes: smallint('risk_classes')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4}'::smallint[]`),
    ...timestamps,
  },
  (t) => [check('insurance_products_base_net_cents', sql`${t.base_net_cents} >= 0`)],
)

/** A policy of a user (minimal for now: purchases create them later); counts as `active_policies`. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    insurance_product_id: integer('insurance_product_id')
      .notNull()
      .references(() => insuranceProducts.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).$type<'active' | 'ended'>().notNull().default('active'),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('policies_user').on(t.user_id),
    check('policies_status', sql`${t.status} in ('active', 'ended')`),
  ],
)

/**
 * A product in a user's cart with its monthly price for the user's profession when it was added
 * (null: calculated later). One row per user and product, so two concurrent adds cannot both succeed.
 * `in_checkout`: part of the checkout cart (core §3 Cart state), whose flow is in `checkout_carts`.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    insurance_product_id: integer('insurance_product_id')
      .notNull()
      .references(() => insuranceProducts.id, { onDelete: 'cascade' }),
    price_cents: integer('price_cents'),
    net_price_cents: integer('net_price_cents'),
    in_checkout: boolean('in_checkout').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cart_items_user_product').on(t.user_id, t.insurance_product_id)],
)

/** The flow of a user's checkout cart; no row: an empty normal one. */
export const checkoutCarts = pgTable(
  'checkout_carts',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    flow: varchar('flow', { length: 16 }).$type<FlowType>().notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('checkout_carts_flow', sql`${t.flow} in ('car', 'consumer', 'aov', 'normal')`)],
)
