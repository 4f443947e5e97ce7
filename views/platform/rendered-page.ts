import type { AnyRouter } from '@tanstack/react-router'
import {
  asRenderedPage,
  PARTNER_DATA_ELEMENT_ID,
  type RenderedPageData,
} from '../../api/contract/rendered-page'
import { activateLocale } from '../../i18n/i18n'
import { initialLanguage, readStoredLanguage, type Locale } from '../../i18n/languages'
import { readPageData } from './page-data'

/**
 * The partner and language the server rendered this page in (api/server/http/page-render.ts), or null: a
 * page served empty (no server render, the dev server) or data that does not parse. Never throws.
 */
export const readRenderedPage = (doc: Document = document): RenderedPageData | null =>
  readPageData(doc, PARTNER_DATA_ELEMENT_ID, asRenderedPage)

/**
 * Whether the browser's first render will be the server's, so React may take over its HTML (hydrate)
 * instead of drawing anew: the visitor starts in the language the server chose (no stored other choice),
 * its texts are active, and the route, once loaded here, is the one rendered whole there (no redirect
 * for a stored session, no page the server only drew as the skeleton). Returns that language, or null.
 */
export async function hydratableLocale(
  rendered: RenderedPageData,
  router: AnyRouter,
): Promise<Locale | null> {
  const { partner, locale } = rendered
  if (initialLanguage(readStoredLanguage(), partner) !== locale) return null
  const href = router.state.location.href
  try {
    await Promise.all([activateLocale(locale, partner.translations[locale]), router.load()])
  } catch {
    return null
  }
  const wholeOnServer = router.state.matches.every(
    (match) =>
      (router.routesById as Record<string, { options: { ssr?: unknown } }>)[match.routeId]?.options.ssr ===
      true,
  )
  if (!wholeOnServer || router.state.location.href !== href) return null
  // As TanStack's own hydration does: the routes render as on the server (no Suspense around the matches).
  router.ssr = { manifest: undefined }
  return locale
}
