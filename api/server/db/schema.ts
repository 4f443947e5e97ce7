import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { AovOptionsResponse, MedicalMode, ReviewAction } from '../../contract/aov'
import type { ClaimStatus } from '../../contract/claims'
import type { Locale } from '../../contract/common'
import type { FlowType, ListItem } from '../../contract/cart'
import type { CancelReason } from '../../contract/cancellation'
import type { CarCover, CarQuoteForm } from '../../contract/car'
import type { DocumentKind } from '../../contract/checkin'
import type { Vehicle } from '../../contract/vehicles'
import type { AddressForm, CompanyForm, PersonForm } from '../../contract/checkout-forms'
import type { AddressType } from '../../contract/user-details'
import type { PaymentMethod, PaymentStatus } from '../../contract/payments'
import type { IdentityError, IdentityStatus } from '../../contract/identity'
import type { InvoiceStatus } from '../../contract/purchase'
import type { ProductType } from '../../contract/products'
import type { Consequence, QuestionGroup, QuestionType } from '../../contract/questions'
import type { Attempt, QuizKind } from '../../contract/quiz'
import type { SurveySlug } from '../../contract/survey'
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

/**
 * Every saved colour change (issue 20 item 4): one row per key a save changed, from what to what (null:
 * the key was not set), by which admin. One save (POST or PATCH) is one `change` number, counted per
 * partner; undo reverts the latest change not undone as a whole and stamps `undone_at`.
 */
export const colorChanges = pgTable(
  'color_changes',
  {
    id: serial('id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    old_value: varchar('old_value', { length: 9 }),
    new_value: varchar('new_value', { length: 9 }),
    admin_name: text('admin_name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undone_at: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('color_changes_partner_change').on(t.partner_id, t.change)],
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
    /** The account area's details (issue 18): phone (forms §5 rule) and company, first kept at purchase. */
    phone_number: varchar('phone_number', { length: 40 }),
    company_name: text('company_name'),
    chamber_of_commerce_number: varchar('chamber_of_commerce_number', { length: 8 }),
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

/** A file sent with an e-mail, as the local outbox keeps it (the content base64-encoded). */
export interface OutboxAttachment {
  filename: string
  contentType: string
  /** base64 */
  content: string
}

/** E-mail kept by the local mail adapter instead of sending it (shown at /dev/outbox). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
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

/**
 * A policy of a user, created by a purchase (purchase/effects.ts); counts as `active_policies`.
 * `started_at`: when it was taken out; `start_date`: the first day of cover. `number` is derived from
 * both the start year and the id (`VZ-2026-000123`), so it is unique without a counter of its own.
 * `monthly_*`: the cart item's price when purchased (null for rows from before purchases existed).
 */
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
    start_date: date('start_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    number: varchar('number', { length: 32 })
      .notNull()
      .generatedAlwaysAs(
        sql`'VZ-' || extract(year from start_date)::int::text || '-' || lpad(id::text, greatest(6, length(id::text)), '0')`,
      ),
    monthly_price_cents: integer('monthly_price_cents'),
    monthly_net_price_cents: integer('monthly_net_price_cents'),
    /** The last day of cover (a cancellation sets it); null: it runs on. Past it the policy is expired. */
    end_date: date('end_date', { mode: 'string' }),
    /** When the customer cancelled it (forms §4 Cancellation); null: not cancelled. */
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * What it covers: the cart card's lines at purchase (cart/list-items.ts) in every language, so the
     * account area answers them in the request's. Null: bought before they were kept.
     */
    cover: jsonb('cover').$type<Partial<Record<Locale, ListItem[]>>>(),
    /** The policy document (a PDF made after the purchase committed); null until it is made. */
    document_id: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('policies_user').on(t.user_id),
    unique('policies_number').on(t.number),
    check('policies_status', sql`${t.status} in ('active', 'ended')`),
    check('policies_monthly_price_cents', sql`${t.monthly_price_cents} >= 0`),
  ],
)

/**
 * A user's invoice. A purchase creates the first one over its policies' monthly premiums, due on the
 * start date, and starts its direct debit (`processing`; `unfinished` only when no debit was started).
 * Only the last 4 characters of the IBAN it is debited from are kept here. `origin` and `locale` are
 * the partner site and language of the purchase: a payment reminder is sent long after the request, and
 * its link and words must fit the site the customer bought on. `reminder_sent_at` makes that e-mail go once.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<InvoiceStatus>().notNull(),
    amount_cents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    iban_last4: varchar('iban_last4', { length: 4 }).notNull(),
    origin: text('origin'),
    locale: varchar('locale', { length: 2 }).$type<Locale>(),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    reminder_sent_at: timestamp('reminder_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('invoices_user').on(t.user_id),
    check(
      'invoices_status',
      sql`${t.status} in ('paid', 'canceled', 'unfinished', 'processing', 'unknown', 'refunded', 'disputed', 'failed')`,
    ),
    check('invoices_amount_cents', sql`${t.amount_cents} >= 0`),
  ],
)

/**
 * Which policies an invoice bills (a reminder names their products), and for which billing period of each:
 * `period_start` is the period's billing date (billing-rules.ts; the purchase's invoice bills period 0, the
 * start date; the monthly run (billing/invoice-run.ts) the later ones). Unique per policy, so no period is
 * ever billed twice, not even by two runs at once. Null only on rows from before periods were kept: those
 * are purchase invoices, so null counts as period 0 (the run treats it so).
 */
export const invoicePolicies = pgTable(
  'invoice_policies',
  {
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    policy_id: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    period_start: date('period_start', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.invoice_id, t.policy_id] }),
    unique('invoice_policies_period').on(t.policy_id, t.period_start),
  ],
)

export type PaymentProviderKind = 'local' | 'stripe'
export type PaymentMethodKind = 'sepa_debit' | PaymentMethod

/**
 * A customer's SEPA direct-debit mandate at the payment provider (one per user: a purchase with another
 * IBAN replaces it). `iban_hash` (SHA-256 of the IBAN) tells whether the next purchase's IBAN is the
 * same one without keeping it twice; `payment_method_id` is what is debited, under `mandate_id`.
 */
export const paymentMandates = pgTable(
  'payment_mandates',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 8 }).$type<PaymentProviderKind>().notNull(),
    customer_id: text('customer_id').notNull(),
    payment_method_id: text('payment_method_id').notNull(),
    mandate_id: text('mandate_id'),
    iban_hash: varchar('iban_hash', { length: 64 }).notNull(),
    iban_last4: varchar('iban_last4', { length: 4 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payment_mandates_provider', sql`${t.provider} in ('local', 'stripe')`)],
)

/**
 * A payment of an invoice at the provider, keyed by the provider's payment intent id: the direct debit
 * a purchase starts (`sepa_debit`) or a reminder's iDEAL or card payment. `status` as Stripe names a
 * PaymentIntent's; a failed attempt is `requires_payment_method` with its `failure_code`.
 * `client_secret` is the browser's proof for `GET /payments/{id}`.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 8 }).$type<PaymentProviderKind>().notNull(),
    method: varchar('method', { length: 16 }).$type<PaymentMethodKind>().notNull(),
    status: varchar('status', { length: 32 }).$type<PaymentStatus>().notNull(),
    client_secret: text('client_secret').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    failure_code: text('failure_code'),
    ...timestamps,
  },
  (t) => [
    index('payments_invoice').on(t.invoice_id),
    check('payments_provider', sql`${t.provider} in ('local', 'stripe')`),
    check('payments_method', sql`${t.method} in ('sepa_debit', 'ideal', 'card')`),
    check(
      'payments_status',
      sql`${t.status} in ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')`,
    ),
    check('payments_amount_cents', sql`${t.amount_cents} >= 0`),
  ],
)

/** The company of the company form as kept for the account area. */
export type ProfileCompany = CompanyForm
/** The person form as kept (first/last name and birth date are also copied to the user). */
export type ProfilePerson = PersonForm
/** The personal address as kept (the lookup flag is a form matter, not kept). */
export type ProfileAddress = Omit<AddressForm, 'have_address_looked_up'>

/**
 * The customer's details from the last purchase, for the account area and the follow-up of items that
 * were not insured. The IBAN is kept in full (the direct debit needs it) and never answered in full.
 */
export const customerProfiles = pgTable('customer_profiles', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company: jsonb('company').$type<ProfileCompany>(),
  person: jsonb('person').$type<ProfilePerson>().notNull(),
  address: jsonb('address').$type<ProfileAddress>().notNull(),
  iban: varchar('iban', { length: 34 }).notNull(),
  ...timestamps,
})

/**
 * A customer's company and personal address (core §3 `company_address`, `personal_address`): one per user
 * and type, filled at purchase and changed in the account area (`POST /addresses`, `PATCH /addresses/{id}`).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).$type<AddressType>().notNull(),
    street: text('street').notNull(),
    house_number: varchar('house_number', { length: 6 }).notNull(),
    house_number_addition: varchar('house_number_addition', { length: 10 }),
    postal_code: varchar('postal_code', { length: 16 }).notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('addresses_user_type').on(t.user_id, t.type),
    check('addresses_type', sql`${t.type} in ('company', 'personal')`),
  ],
)

/**
 * A product in a user's cart with its monthly price for the user's profession when it was added
 * (null: calculated later). One row per user and product, so two concurrent adds cannot both succeed.
 * `in_checkout`: part of the checkout cart (core §3 Cart state), whose flow is in `checkout_carts`.
 * `base_*`: the price when added before any answer; `price_cents` / `net_price_cents` are those times the
 * price factors of the user's chosen answer options for the product (questions/reprice.ts).
 * `start_date`: the first day of cover the customer chose on the payment step (`PUT /cart-item/start-date`);
 * null, or a day the rules no longer allow: the earliest allowed (contract/date-rules.ts `policyStartDate`).
 * `choice`: income protection's cover as the customer last had it priced (`POST /aov/premium`): the
 * options and the birth date; the item lists and costs it (null: the medium preset, aov/income-pricing.ts).
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
    base_price_cents: integer('base_price_cents'),
    base_net_price_cents: integer('base_net_price_cents'),
    in_checkout: boolean('in_checkout').notNull().default(false),
    start_date: date('start_date', { mode: 'string' }),
    choice: jsonb('choice').$type<{ birth_date: string; options: AovOptionsResponse }>(),
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

/**
 * The questions of a product (forms §3 Question); the seed owns them (questions-data.ts), keyed by
 * product and `key`. `position` is the order within the product (answered as `order`).
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    insurance_product_id: integer('insurance_product_id')
      .notNull()
      .references(() => insuranceProducts.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    group: varchar('group', { length: 16 }).$type<QuestionGroup>().notNull(),
    type: varchar('type', { length: 16 }).$type<QuestionType>().notNull(),
    texts: jsonb('texts').$type<LocalizedText>().notNull(),
    help: jsonb('help').$type<LocalizedText>(),
    position: smallint('position').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('questions_product_key').on(t.insurance_product_id, t.key),
    check('questions_group', sql`${t.group} in ('normal', 'price', 'extra_coverage')`),
    check('questions_type', sql`${t.type} in ('single', 'multi', 'date', 'money', 'number', 'text')`),
  ],
)

/** The options of a single or multi question; `price_factor` multiplies the product's price when chosen. */
export const questionOptions = pgTable(
  'question_options',
  {
    id: serial('id').primaryKey(),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    texts: jsonb('texts').$type<LocalizedText>().notNull(),
    consequence: varchar('consequence', { length: 16 }).$type<Consequence>().notNull().default('none'),
    /** A decimal string with two decimals ("1.15"), read exactly (products/price-factors.ts). */
    price_factor: numeric('price_factor', { precision: 4, scale: 2 }).notNull().default('1.00'),
    position: smallint('position').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('question_options_question_key').on(t.question_id, t.key),
    check(
      'question_options_consequence',
      sql`${t.consequence} in ('none', 'price_increase', 'approve', 'reject', 'drop_out', 'hard_drop_out')`,
    ),
    check('question_options_price_factor', sql`${t.price_factor} > 0`),
  ],
)

/**
 * A customer's answer to a question (forms §3 Answer): one per user and question. The value sits in the
 * column of the question's type; `multi_select_options` holds option ids of the same question (checked
 * on write), `files` ids of the user's own documents (checked on write). `override`: set by an advisor.
 */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    option_id: integer('option_id').references(() => questionOptions.id, { onDelete: 'set null' }),
    date_value: date('date_value', { mode: 'string' }),
    money_value: numeric('money_value', { precision: 11, scale: 2 }),
    float_value: doublePrecision('float_value'),
    text_value: text('text_value'),
    files: integer('files')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    multi_select_options: integer('multi_select_options')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    override: boolean('override').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    unique('answers_user_question').on(t.user_id, t.question_id),
    index('answers_question').on(t.question_id),
  ],
)

/** A reason that explains an answer (forms §3 additional answer detail); one per answer. */
export const additionalAnswerDetails = pgTable('additional_answer_details', {
  id: serial('id').primaryKey(),
  answer_id: integer('answer_id')
    .notNull()
    .unique('additional_answer_details_answer')
    .references(() => answers.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  ...timestamps,
})

/**
 * An uploaded document (forms §3, §7): the file is `<upload dir>/<user_id>/<stored_name>`, a server-made
 * UUID (the client's file name never reaches the disk; `original_name` is sanitized metadata only).
 * `content_type` is the type the content's magic bytes show, not the one the client declared.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stored_name: uuid('stored_name').notNull().unique('documents_stored_name'),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    content_type: varchar('content_type', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_user').on(t.user_id), check('documents_size_positive', sql`${t.size} > 0`)],
)

/**
 * A customer's survey answer (core §2 `/survey/:slug/:productId`): one per user, survey slug and
 * product; a second answer replaces the first (api/contract/survey.ts).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 32 }).$type<SurveySlug>().notNull(),
    insurance_product_id: integer('insurance_product_id')
      .notNull()
      .references(() => insuranceProducts.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    feedback: text('feedback'),
    /** Why the customer cancelled (the `cancel-policy` survey's reason, api/contract/cancellation.ts); null otherwise. */
    reason: varchar('reason', { length: 32 }).$type<CancelReason>(),
    ...timestamps,
  },
  (t) => [
    unique('surveys_user_slug_product').on(t.user_id, t.slug, t.insurance_product_id),
    check('surveys_rating', sql`${t.rating} between 1 and 5`),
    check('surveys_slug', sql`${t.slug} in ('purchase-policy', 'cancel-policy', 'general')`),
  ],
)

/**
 * What a purchase answered, by the client's request id (api/contract/purchase.ts `request_id`): a repeat
 * of the same purchase (a reload while it was under way) gets the same answer instead of `cart_empty`.
 */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    request_id: uuid('request_id').notNull(),
    response: jsonb('response').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.request_id] })],
)

/**
 * A knowledge quiz (forms §4 Quiz, §9); the seed owns them (quiz-data.ts), keyed by `key`. A quiz belongs
 * to product types, not products: every product of a type in `product_types` uses it, one quiz per kind.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 64 }).notNull().unique('quizzes_key'),
    kind: varchar('kind', { length: 16 }).$type<QuizKind>().notNull(),
    product_types: varchar('product_types', { length: 32 }).array().$type<ProductType[]>().notNull(),
    ...timestamps,
  },
  (t) => [check('quizzes_kind', sql`${t.kind} in ('primary', 'alternative')`)],
)

/** A question of a quiz, keyed by quiz and `key`; `position` is the order asked. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quiz_id: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    texts: jsonb('texts').$type<LocalizedText>().notNull(),
    position: smallint('position').notNull(),
    ...timestamps,
  },
  (t) => [unique('quiz_questions_quiz_key').on(t.quiz_id, t.key)],
)

/** An option of a quiz question; `correct` is only read for grading and never sent to the client. */
export const quizOptions = pgTable(
  'quiz_options',
  {
    id: serial('id').primaryKey(),
    question_id: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    texts: jsonb('texts').$type<LocalizedText>().notNull(),
    correct: boolean('correct').notNull().default(false),
    position: smallint('position').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('quiz_options_question_key').on(t.question_id, t.key),
    // At most one correct option per question (the seed checks there is one).
    uniqueIndex('quiz_options_one_correct')
      .on(t.question_id)
      .where(sql`${t.correct}`),
  ],
)

/** One answer of a quiz attempt, as submitted. */
export interface QuizAnswer {
  question: number
  option: number
}

/**
 * A graded quiz attempt of a user for a product (api/contract/quiz.ts). Results are never changed; one
 * per user, product and attempt, so two submissions of the same attempt at once cannot both count.
 */
export const quizResults = pgTable(
  'quiz_results',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    insurance_product_id: integer('insurance_product_id')
      .notNull()
      .references(() => insuranceProducts.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').$type<Attempt>().notNull(),
    quiz_id: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'restrict' }),
    answers: jsonb('answers').$type<QuizAnswer[]>().notNull(),
    score: smallint('score').notNull(),
    passed: boolean('passed').notNull(),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('quiz_results_user_product_attempt').on(t.user_id, t.insurance_product_id, t.attempt),
    check('quiz_results_attempt', sql`${t.attempt} between 1 and 2`),
    check('quiz_results_score', sql`${t.score} >= 0`),
  ],
)

/**
 * A customer's income-protection application for an aov or aov_acture product (api/contract/aov.ts): the
 * stored medical review (`POST /aov/medical-review`, one per user and product, a new one replaces it) and,
 * once the customer confirmed the premium (`POST /aov/application`), the birth date, the options as answered
 * and the monthly premium (incl. tax) and its net. The confirmed fields are all set or all null: a new review
 * clears them, so the customer confirms the premium again. The purchase decides on it (purchase/facts.ts).
 */
export const aovApplications = pgTable(
  'aov_applications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    insurance_product_id: integer('insurance_product_id')
      .notNull()
      .references(() => insuranceProducts.id, { onDelete: 'cascade' }),
    medical_mode: varchar('medical_mode', { length: 32 }).$type<MedicalMode>().notNull(),
    review_action: varchar('review_action', { length: 16 }).$type<ReviewAction>().notNull(),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    birth_date: date('birth_date', { mode: 'string' }),
    options: jsonb('options').$type<AovOptionsResponse>(),
    monthly_premium_cents: integer('monthly_premium_cents'),
    monthly_net_cents: integer('monthly_net_cents'),
    ...timestamps,
  },
  (t) => [
    unique('aov_applications_user_product').on(t.user_id, t.insurance_product_id),
    check('aov_applications_medical_mode', sql`${t.medical_mode} in ('none', 'medical_underwriting')`),
    check(
      'aov_applications_review_action',
      sql`${t.review_action} in ('none', 'approve', 'price_increase', 'drop_out', 'reject', 'hard_drop_out')`,
    ),
    check(
      'aov_applications_confirmed',
      sql`num_nulls(${t.birth_date}, ${t.options}, ${t.monthly_premium_cents}, ${t.monthly_net_cents}) in (0, 4)`,
    ),
    check(
      'aov_applications_premium',
      sql`${t.monthly_premium_cents} >= ${t.monthly_net_cents} and ${t.monthly_net_cents} >= 0`,
    ),
  ],
)

/**
 * A customer's identity-verification session for a product (api/contract/identity.ts), one row per request
 * (one verified session verifies the customer for every product). `room_name` names the session's socket and is unguessable;
 * `session_id` and `client_secret` are what the provider (Stripe, or the local stand-in) answered: the local
 * overlay's submit is authorised by the client secret. `version` rises with every recorded status, so a
 * socket that sent the current status skips older messages still on their way (identity/status.ts).
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    insurance_product_id: integer('insurance_product_id')
      .notNull()
      .references(() => insuranceProducts.id, { onDelete: 'cascade' }),
    room_name: varchar('room_name', { length: 64 }).notNull().unique('identity_verifications_room_name'),
    provider: varchar('provider', { length: 16 }).$type<'local' | 'stripe'>().notNull(),
    session_id: varchar('session_id', { length: 255 }).notNull().unique('identity_verifications_session_id'),
    client_secret: varchar('client_secret', { length: 512 }).notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 64 }).$type<IdentityStatus>().notNull(),
    error: varchar('error', { length: 64 }).$type<IdentityError>(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('identity_verifications_user_product').on(t.user_id, t.insurance_product_id, t.created_at),
    check('identity_verifications_provider', sql`${t.provider} in ('local', 'stripe')`),
    check(
      'identity_verifications_status',
      sql`${t.status} in ('identity.verification_session.created', 'identity.verification_session.requires_input', 'identity.verification_session.processing', 'identity.verification_session.verified', 'identity.verification_session.canceled')`,
    ),
  ],
)

/** What an inbox message is about (the account area's inbox lists them with their kind). */
export type MessageKind = 'policy' | 'quiz' | 'payment_reminder' | 'cancellation' | 'claim' | 'contact'

/**
 * The customer's inbox (forms §1 account area, core §2 `/user/inbox`): every e-mail the product sends a
 * signed-in customer is also kept here (mail/customer-mail.ts), so it can be read on the site. `link`: the
 * e-mail's action (a quiz or payment link); `document_id`: its attachment, downloadable by its owner.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).$type<MessageKind>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    document_id: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp('read_at', { withTimezone: true }),
    /**
     * What the message is once for (`policy-<first policy id>`, `payment-reminder-<invoice id>`): a job
     * run again after a crash finds it kept and neither keeps nor mails it twice. Null for the rest.
     */
    once_key: varchar('once_key', { length: 64 }).unique('messages_once_key'),
  },
  (t) => [
    index('messages_user').on(t.user_id),
    check(
      'messages_kind',
      sql`${t.kind} in ('policy', 'quiz', 'payment_reminder', 'cancellation', 'claim', 'contact')`,
    ),
  ],
)

/**
 * A claim a customer reported on one of their current policies (issue 18 item 6; api/contract/claims.ts).
 * `amount_cents`: the damage the customer names, if any; `status` starts `received` and is the
 * insurer's to change.
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policy_id: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    occurred_on: date('occurred_on', { mode: 'string' }).notNull(),
    amount_cents: integer('amount_cents'),
    status: varchar('status', { length: 16 }).$type<ClaimStatus>().notNull().default('received'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claims_user').on(t.user_id),
    check('claims_status', sql`${t.status} in ('received', 'in_progress', 'closed')`),
    check('claims_amount_cents', sql`${t.amount_cents} >= 0 and ${t.amount_cents} <= 100000000`),
  ],
)

/** The documents (uploaded by the claim's own customer) that go with a claim. */
export const claimDocuments = pgTable(
  'claim_documents',
  {
    claim_id: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    document_id: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.claim_id, t.document_id] }),
    index('claim_documents_document').on(t.document_id),
  ],
)

/**
 * Device insurance's quote of a cart item (api/contract/device.ts, `PUT /device-quote/:id`), one per cart
 * item (deleted with it): the device (its own id, kept across changes; its type and price in euros; the
 * IMEI of a smartphone or tablet, else the serial number), the amounts paid out per claim and per year,
 * and the chosen last day of cover. The purchase insures a device item only with a valid one
 * (device/facts.ts) and gives its policy this end date.
 */
export const deviceQuotes = pgTable(
  'device_quotes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cart_item_id: integer('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    device_id: uuid('device_id').notNull().defaultRandom(),
    device_type: varchar('device_type', { length: 16 }).notNull(),
    device_price: integer('device_price').notNull(),
    imei: varchar('imei', { length: 15 }),
    serial_number: varchar('serial_number', { length: 64 }),
    per_claim: integer('per_claim').notNull(),
    per_year: integer('per_year').notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    unique('device_quotes_cart_item').on(t.cart_item_id),
    index('device_quotes_user').on(t.user_id),
    check('device_quotes_claim_amounts', sql`${t.per_claim} <= ${t.per_year}`),
    check('device_quotes_price', sql`${t.device_price} > 0`),
  ],
)

/** What a home quote offered (issue 19): net monthly cents per coverage option and extra coverage. */
export interface HomeQuoteOffer {
  options: { id: string; net_cents: number }[]
  extras: { id: number; net_cents: number }[]
  consumer: {
    house_conformity: string | null
    home_ownership: string | null
    family_composition: string | null
  }
  clause: string
}

/**
 * A customer's last home quote per product (`POST /allianz/create-quote`, issue 19): the offer, or the
 * refusal code when the quote refused it; then the coverage and extra coverages accepted
 * (`POST /allianz/accept-quote`), which priced the cart item. The purchase takes a home product out only
 * on an accepted quote (api/server/home/facts.ts). A changed home answer makes the quote stale (deleted).
 */
export const homeQuotes = pgTable(
  'home_quotes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    insurance_product_id: integer('insurance_product_id')
      .notNull()
      .references(() => insuranceProducts.id, { onDelete: 'cascade' }),
    offer: jsonb('offer').$type<HomeQuoteOffer>(),
    refusal: varchar('refusal', { length: 16 }),
    coverage: varchar('coverage', { length: 32 }),
    extra_coverages: integer('extra_coverages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [unique('home_quotes_user_product').on(t.user_id, t.insurance_product_id)],
)

/**
 * The car journey's quote of a car cart item (issue 19; api/server/car): the vehicle found by its plate,
 * the form's inputs, the premium of each cover and of breakdown assistance (net cents a month), then the
 * cover chosen and its gross premium (the cart item's price), or the refusal code of forms §8. One per
 * cart item: a new quote replaces it.
 */
export const carQuotes = pgTable(
  'car_quotes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cart_item_id: integer('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    license_plate: varchar('license_plate', { length: 8 }).notNull(),
    vehicle: jsonb('vehicle').$type<Vehicle>().notNull(),
    inputs: jsonb('inputs').$type<CarQuoteForm>().notNull(),
    /** Net monthly cents per cover (`wa`, `wa_limited`, `allrisk`) and of `breakdown_assistance`; null when refused. */
    prices: jsonb('prices').$type<Record<string, number>>(),
    cover: varchar('cover', { length: 16 }).$type<CarCover>(),
    breakdown_assistance: boolean('breakdown_assistance').notNull().default(false),
    monthly_premium_cents: integer('monthly_premium_cents'),
    monthly_net_cents: integer('monthly_net_cents'),
    refusal_code: varchar('refusal_code', { length: 8 }),
    ...timestamps,
  },
  (t) => [
    unique('car_quotes_cart_item').on(t.cart_item_id),
    index('car_quotes_user').on(t.user_id),
    check('car_quotes_cover', sql`${t.cover} is null or ${t.cover} in ('wa', 'wa_limited', 'allrisk')`),
  ],
)

// --- Admin sessions (issue 20 item 1, core §6): partner admins sign in by e-mail link or arrive by
// impersonation; their refresh token is an HttpOnly cookie whose hash is stored here. ---

/** A partner's admin, who can sign in by e-mail link (created by `scripts/admin-user.ts` or the seed). */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('admin_users_partner_email').on(t.partner_id, t.email)],
)

/** A single-use admin sign-in link: only its token's SHA-256 is stored. */
export const adminMagicLinks = pgTable('admin_magic_links', {
  id: serial('id').primaryKey(),
  admin_user_id: integer('admin_user_id')
    .notNull()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * An admin session: the hash of its current refresh token (rotated on every refresh). An impersonation
 * (the partner portal's hand-over) has no admin user, only the name the portal signed.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    admin_user_id: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    refresh_token_hash: varchar('refresh_token_hash', { length: 64 }).notNull().unique(),
    /**
     * The token the last rotation replaced, and when: accepted once more for a few seconds, for the
     * browser that never got the rotation's answer (a reload cut it off; admin-sessions.ts).
     */
    previous_refresh_token_hash: varchar('previous_refresh_token_hash', { length: 64 }),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_sessions_partner').on(t.partner_id),
    index('admin_sessions_previous').on(t.previous_refresh_token_hash),
  ],
)

/**
 * Insurance check-in (api/contract/checkin.ts, docs/checkin.md): a freelancer's assignment for a client,
 * the policies that cover it and the documents with it. The client's confirmation link carries a random
 * token; only its SHA-256 is kept (`token_hash`), and the link works until `token_expires_at`.
 * `locale`: the freelancer's language at check-in, the client's e-mail and page default to it.
 */
export const checkins = pgTable(
  'checkins',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client_name: text('client_name').notNull(),
    client_email: varchar('client_email', { length: 254 }).notNull(),
    description: text('description').notNull(),
    period_from: date('period_from', { mode: 'string' }).notNull(),
    period_to: date('period_to', { mode: 'string' }).notNull(),
    locale: varchar('locale', { length: 2 }).$type<Locale>().notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    token_expires_at: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkins_user').on(t.user_id),
    unique('checkins_token_hash').on(t.token_hash),
    check('checkins_period', sql`${t.period_to} >= ${t.period_from}`),
  ],
)

/** The policies a check-in names as covering its assignment. */
export const checkinPolicies = pgTable(
  'checkin_policies',
  {
    checkin_id: integer('checkin_id')
      .notNull()
      .references(() => checkins.id, { onDelete: 'cascade' }),
    policy_id: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.checkin_id, t.policy_id] }),
    index('checkin_policies_policy').on(t.policy_id),
  ],
)

/** The documents a check-in carries, each with the kind it was asked as. */
export const checkinDocuments = pgTable(
  'checkin_documents',
  {
    checkin_id: integer('checkin_id')
      .notNull()
      .references(() => checkins.id, { onDelete: 'cascade' }),
    document_id: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).$type<DocumentKind>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.checkin_id, t.document_id] }),
    index('checkin_documents_document').on(t.document_id),
  ],
)

// --- Broker quotation (issue 21 point 3, core §3 user_quote/broker_quote, §6 Broker): a broker of a
// partner quotes products to one customer of that partner; the customer's signed link logs them in with
// the quote, and accepting it puts the quoted products with their answers in the cart. ---

/** A broker of a partner: their name and contact are what an expired quote's customer is told. */
export const brokers = pgTable(
  'brokers',
  {
    id: serial('id').primaryKey(),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    /** Lower case. */
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    ...timestamps,
  },
  (t) => [unique('brokers_partner_email').on(t.partner_id, t.email)],
)

/** One quoted product: its premiums as the server priced them, and the answers they were priced on. */
export interface BrokerQuoteItem {
  product_id: number
  price_cents: number
  net_price_cents: number
  /** The answers' value fields as `POST /answers` takes them. */
  answers: BrokerQuoteAnswer[]
}
export interface BrokerQuoteAnswer {
  question: number
  option?: number | null
  date_value?: string | null
  money_value?: string | null
  float_value?: number | null
  text_value?: string | null
  multi_select_options?: number[]
}

/**
 * A broker's quote for one customer (by the partner's external id). `id` is random and unguessable (the
 * link carries it); `accepted_at` marks it used: a used or expired quote no longer logs in.
 */
export const brokerQuotes = pgTable(
  'broker_quotes',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    broker_id: integer('broker_id')
      .notNull()
      .references(() => brokers.id, { onDelete: 'cascade' }),
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    customer_external_id: varchar('customer_external_id', { length: 200 }).notNull(),
    customer_email: varchar('customer_email', { length: 254 }),
    customer_name: varchar('customer_name', { length: 200 }),
    /** The customer's profession the quote was priced for (risk class); given to the user on accepting. */
    profession_id: integer('profession_id')
      .notNull()
      .references(() => professions.id),
    items: jsonb('items').$type<BrokerQuoteItem[]>().notNull(),
    valid_until: timestamp('valid_until', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    accepted_by: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('broker_quotes_partner_customer').on(t.partner_id, t.customer_external_id)],
)

/**
 * Where customers drop off (api/contract/journey-stats.ts): per partner, Amsterdam day and registered
 * journey, how many times a state was entered (`kind` 'state', `key` its id) or a transition taken
 * (`kind` 'transition', `key` its transition key). Only counts: nothing about a person, device or request.
 */
export const journeyCounts = pgTable(
  'journey_counts',
  {
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    journey: varchar('journey', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<'state' | 'transition' | 'exit'>().notNull(),
    key: varchar('key', { length: 300 }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    // The only index: one row per partner, day and key (the upsert's target; the sums read by its prefix).
    primaryKey({ name: 'journey_counts_pkey', columns: [t.partner_id, t.day, t.journey, t.kind, t.key] }),
    check('journey_counts_kind', sql`${t.kind} in ('state', 'transition', 'exit')`),
    check('journey_counts_count', sql`${t.count} >= 0`),
  ],
)

/**
 * The rate limits' counts (http/limits.ts), shared by every server instance on the database: one row per
 * limiter and key (a hash of the customer or client address), `points` the hits in the window that ends at
 * `expire` (epoch ms). rate-limiter-flexible's RateLimiterPostgres layout, column order included (it
 * inserts by position); created here rather than by the library so both databases get it from the
 * migrations and no server creates tables at run time.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
})
