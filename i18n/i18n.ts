import { i18n, type Messages } from '@lingui/core'
import type { Locale } from './languages'
import { CATALOG_RETRY, withRetry, type RetryPolicy } from './retry'
import { messages as nlMessages } from './locales/nl/messages.po'

export { i18n }

// Dutch is the source and the fallback, so it ships with the page: the app can always speak.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  nl: async () => ({ messages: nlMessages }),
  en: () => import('./locales/en/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
  de: () => import('./locales/de/messages.po'),
}

/**
 * Catalogs of the pages behind sign-in (profession, products, cart, checkout) and of the journey
 * charts, in every language including Dutch: the first page never carries them. `loadMessagesPart`
 * adds one when its pages load.
 */
type PartLoaders = Record<Locale, () => Promise<{ messages: Messages }>>
const parts: Record<string, PartLoaders> = {
  funnel: {
    nl: () => import('./locales/nl/funnel.po'),
    en: () => import('./locales/en/funnel.po'),
    fr: () => import('./locales/fr/funnel.po'),
    de: () => import('./locales/de/funnel.po'),
  },
}
/** A lazily loaded part brings its own catalog loaders (the journey charts), so the first page does not. */
export function addMessagesPart(name: string, loaders: PartLoaders): void {
  parts[name] = loaders
}
export type MessagesPart = string
const wantedParts = new Set<MessagesPart>()
/** The partner's compiled texts per locale, laid over every part that loads later too. */
const partnerLayers = new Map<Locale, Messages>()

const partCatalogs = new Map<string, Promise<{ messages: Messages }>>()
/**
 * A part's catalog in one language, fetched once: every page of the part asks for it, and a new
 * `import()` of a catalog the page has already waits for a task of its own in the middle of the step
 * (issue 26). One that failed (its retries spent) is fetched again next time.
 */
function partCatalog(part: MessagesPart, locale: Locale): Promise<{ messages: Messages }> {
  const key = `${part}:${locale}`
  let loading = partCatalogs.get(key)
  if (!loading) {
    loading = withRetry(parts[part]![locale])
    loading.catch(() => partCatalogs.delete(key))
    partCatalogs.set(key, loading)
  }
  return loading
}

/**
 * Loads a part's catalog for the active language (and every later one); resolves once it speaks. Rejects
 * when the retries are spent: no Dutch copy ships with the page, so the page that needs it fails to load.
 */
export async function loadMessagesPart(part: MessagesPart): Promise<void> {
  wantedParts.add(part)
  const locale = i18n.locale as Locale
  if (!locale) return
  const { messages } = await partCatalog(part, locale)
  if (i18n.locale !== locale) return // another language won meanwhile; its load included this part
  // Spoken already (an earlier page of the part, or the language's load, brought it): loading it again
  // would tell every text of the app that the language changed, and render the whole app again in the
  // middle of the next step (issue 26).
  const spoken = i18n.messages
  if (Object.keys(messages).every((id) => id in spoken)) return
  i18n.load(locale, { ...messages, ...partnerLayers.get(locale) })
}

/**
 * Loads a locale's catalog (and the parts loaded so far) and lays the partner's own texts over it
 * (they win over built-in bundles). Each chunk is retried (retry.ts); rejects when one still cannot be
 * loaded (a bad network), and the caller keeps or falls back to Dutch.
 */
export async function loadLocale(
  locale: Locale,
  overrides: Record<string, string> = {},
  policy: RetryPolicy = CATALOG_RETRY,
): Promise<Messages> {
  const [{ messages: main }, ...extra] = await Promise.all([
    withRetry(catalogs[locale], policy),
    ...[...wantedParts].map((part) => withRetry(parts[part]![locale], policy)),
  ])
  const messages: Messages = Object.assign({}, ...extra.map((e) => e.messages), main)
  const entries = Object.entries(overrides)
  partnerLayers.delete(locale)
  if (entries.length === 0) return messages
  // Partner texts are ICU strings; compile them like the catalog's own. Plain text compiles to [text],
  // so the compiler (a parser of some 6 KB) is only fetched for texts with placeholders or plurals.
  const icu = entries.some(([, text]) => /[{}#'<]/.test(text))
  const { compileMessage } = icu
    ? await withRetry(() => import('@lingui/message-utils/compileMessage'), policy)
    : { compileMessage: (text: string) => [text] }
  const partnerMessages: Messages = {}
  for (const [id, text] of entries) {
    try {
      partnerMessages[id] = compileMessage(text)
    } catch {
      // A partner text that is not valid ICU is skipped; the built-in text stays.
    }
  }
  partnerLayers.set(locale, partnerMessages)
  return { ...messages, ...partnerMessages }
}

/** Makes loaded messages the active language (synchronous, so the caller decides which load wins). */
export function applyLocale(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages)
  i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

export async function activateLocale(locale: Locale, overrides: Record<string, string> = {}): Promise<void> {
  applyLocale(locale, await loadLocale(locale, overrides))
}

/**
 * The fallback once a language's retries are spent: Dutch with the partner's Dutch texts. Only those
 * texts may need a chunk (the ICU compiler); it gets one try, not a second round of retries, and
 * without it the built-in Dutch alone is activated: the page is never blank.
 */
export async function activateFallbackLocale(overrides: Record<string, string> = {}): Promise<void> {
  try {
    applyLocale('nl', await loadLocale('nl', overrides, { retries: 0, firstDelayMs: 0 }))
  } catch {
    activateSourceLocale()
  }
}

/** Activates Dutch, which ships with the page; cannot fail. */
export function activateSourceLocale(): void {
  applyLocale('nl', nlMessages)
}
