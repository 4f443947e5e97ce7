import type { Locale } from './locales'
import type { Partner } from './partner'

/*
 * What the first page reads of a partner, apart from the partner's schema (partner.ts): zod comes only
 * with the first call to the API (issue 26: a small first page).
 */

/** Flags the product reads. The server evaluates include/exclude lists per environment. */
export const FEATURE_FLAGS = [
  'promo_ticker',
  'hide_invoices',
  'disable_logo_click',
  'prefill_deep_link',
  'back_to_partner_link',
  'ai_support',
  'start_date_from_tomorrow',
] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]

/**
 * The language a visitor with no stored choice starts in (core §4): the partner's default when it offers
 * it, else its first. The server renders the first HTML in it; the browser starts in it too.
 */
export const startLanguage = (partner: Pick<Partner, 'languages' | 'default_language'>): Locale =>
  partner.languages.includes(partner.default_language) ? partner.default_language : partner.languages[0]!

export const isFlagOn = (partner: Pick<Partner, 'features'>, flag: FeatureFlag): boolean =>
  partner.features[flag]?.active === true

/** The partner socket: who keeps it open hears of every change to the host's partner. */
export const PARTNER_SOCKET_PATH = '/ws/partner'

/** The type of the partner socket's message (`/ws/partner`) that tells the partner changed. */
export const PARTNER_UPDATED = 'partner.updated'

/** Whether a socket message (parsed JSON) says the partner changed: its schema is partnerSocketMessageSchema. */
export const isPartnerUpdate = (message: unknown): boolean =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === PARTNER_UPDATED &&
  typeof (message as { slug?: unknown }).slug === 'string'
