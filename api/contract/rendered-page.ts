import { isLocale, type Locale } from './locales'
import type { Partner } from './partner'
import { isRecord, isTextOrNull } from './plain-checks'
import type { RuntimeConfig } from './runtime-config'

/**
 * The first HTML of a page rendered on the server (issue 26): what views/entry-server.tsx `renderPage`
 * answers and api/server/http/page-render.ts writes into index.html.
 */
export interface RenderedPage {
  /** The app as the browser's first render makes it, for `#root`. */
  html: string
  /** 404 for a path no route has. */
  status: 200 | 404
  /** The page's title, "<page> | <partner>", as the browser sets it. */
  title: string
  /** The partner's colours and font as CSS variables (the browser's applyPartnerTheme sets the same). */
  cssVariables: Record<string, string>
  /** The ids of the routes it rendered (`__root__`, `/welcome`): their code is fetched with the app's. */
  routes?: string[]
}

/** Renders a path of a partner's site in a language, its inline script under the page's CSP `nonce`. */
export type RenderPage = (
  path: string,
  partner: Partner,
  locale: Locale,
  nonce?: string,
  /** The run-time configuration the page carries: the render reads what the browser will read. */
  runtime?: RuntimeConfig,
) => Promise<RenderedPage>

/**
 * The partner and language a page was rendered in, written into the page as
 * `<script id="partner-data" type="application/json">`: the browser paints with it and asks
 * `GET /partners` only to refresh.
 */
export interface RenderedPageData {
  partner: Partner
  locale: Locale
}
export const PARTNER_DATA_ELEMENT_ID = 'partner-data'
/** The style element with the partner's colours as CSS variables, until the page applies its own. */
export const PARTNER_THEME_ELEMENT_ID = 'partner-theme'

/**
 * What the visitor sent before the page's code took over the server's HTML (views/platform/early-input.ts):
 * the global the page's inline script keeps it in.
 */
export const EARLY_INPUT_GLOBAL = '__earlyInput'
/** The start of the key React keeps an element's fiber under: set once React owns (has hydrated) it. */
export const REACT_FIBER_KEY = '__reactFiber$'

type Kind = 'string' | 'boolean' | 'text?' | 'object' | 'array'
/** The type of each field of the partner (partnerSchema), as asRenderedPage checks it. */
const PARTNER_FIELDS: Record<keyof Partner, Kind> = {
  slug: 'string',
  name: 'string',
  languages: 'array',
  default_language: 'string',
  translations: 'object',
  available_languages: 'array',
  hide_kvk: 'boolean',
  allow_manual_company_information_input: 'boolean',
  login_via_email_available: 'boolean',
  google_tag_manager_code: 'text?',
  google_tag_manager_id: 'text?',
  validate_policy_start_date: 'boolean',
  brand: 'object',
  colors: 'array',
  support_email: 'text?',
  support_phone_number: 'text?',
  trengo_key: 'text?',
  is_direct: 'boolean',
  enable_visual_effects: 'boolean',
  hide_professions_on_welcome_screen: 'boolean',
  hide_profession_page: 'boolean',
  currency: 'string',
  expo_ip: 'text?',
  returnURL: 'text?',
  features: 'object',
}
const hasKind = (value: unknown, kind: Kind) =>
  kind === 'text?'
    ? isTextOrNull(value)
    : kind === 'array'
      ? Array.isArray(value)
      : kind === 'object'
        ? isRecord(value)
        : typeof value === kind

/**
 * The rendered page's data when the value (parsed JSON) is that shape, else null. Checked by hand, field by
 * field and the languages within, not with renderedPageSchema (page-data.ts): the first page's code has no
 * zod (issue 26). The server wrote it from a partner its schema had parsed; a refresh of GET /partners,
 * parsed with the schema, replaces it.
 */
export function asRenderedPage(value: unknown): RenderedPageData | null {
  if (!isRecord(value) || !isLocale(value.locale) || !isRecord(value.partner)) return null
  const partner = value.partner
  for (const [field, kind] of Object.entries(PARTNER_FIELDS)) if (!hasKind(partner[field], kind)) return null
  const languages = partner.languages as unknown[]
  if (!languages.length || !languages.every(isLocale) || !isLocale(partner.default_language)) return null
  if (!/^[A-Z]{3}$/.test(partner.currency as string)) return null
  const lists = [partner.colors, partner.available_languages] as unknown[][]
  if (!lists.every((list) => list.every(isRecord))) return null
  const brand = partner.brand as Record<string, unknown>
  if (!['logo_primary', 'logo_secondary', 'font_primary'].every((key) => hasKind(brand[key], 'text?')))
    return null
  return { partner: partner as unknown as Partner, locale: value.locale }
}
