import { I18nProvider } from '@lingui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { isApiError } from '../../api/client/api-error'
import { subscribePartnerUpdates } from '../../api/client/partner-updates'
import type { Partner } from '../../api/contract/partner'
import { PARTNER_THEME_ELEMENT_ID } from '../../api/contract/rendered-page'
import { activateFallbackLocale, activateLocale, i18n } from '../../i18n/i18n'
import { initialLanguage, readStoredLanguage, SOURCE_LOCALE, type Locale } from '../../i18n/languages'
import { BootError } from '../errors/BootError'
import { UnknownPartnerPage } from '../errors/UnknownPartnerPage'
import { hostPartnerSlug, partnerQuery, readStoredPartner } from '../partner/partner-query'
import type * as PartnerTheme from '../theme/partner-theme'
import { pageTagManagerId } from '../analytics/tag-manager-id'
import { useAppDeps } from '../platform/deps'
import { LanguageProvider } from '../platform/language'
import { showErrorToast } from '../platform/toast'
import { BootSkeleton } from './BootSkeleton'

/**
 * Loads the host's partner and the first language, then renders the app in that partner's brand.
 * Until then a skeleton; an unknown host gets its own page, a failure a retry. `initialLocale`: a language
 * the caller already activated with this partner's texts (a page rendered on the server, and its hydration),
 * so the first render is the page itself, not the skeleton.
 */
export function PartnerBoundary({
  children,
  initialLocale,
}: {
  children: ReactNode
  initialLocale?: Locale | undefined
}) {
  const { http } = useAppDeps()
  const queryClient = useQueryClient()
  const query = useQuery(partnerQuery(http))
  // A page the server did not render (the dev server, a failed render) paints with the stored partner
  // until GET /partners answers, when that partner is this host's and still parses.
  useEffect(() => {
    if (queryClient.getQueryData(['partner'])) return
    let left = false
    void readStoredPartner(hostPartnerSlug()).then((stored) => {
      if (!left && stored && queryClient.getQueryData(['partner']) === undefined)
        queryClient.setQueryData(['partner'], stored, { updatedAt: 0 })
    })
    return () => {
      left = true
    }
  }, [queryClient])
  const partner = query.data
  const locale = useFirstLocale(partner, query.isError, initialLocale)

  usePartnerTheme(partner)

  // The partner's tag manager: on a production site of a partner that has one, and only once the customer
  // consents (docs/analytics.md). The consent code and the loader are a chunk of their own, loaded only here.
  const tagManagerId = partner ? pageTagManagerId(partner) : null
  useEffect(() => {
    if (!tagManagerId) return
    let disconnect: (() => void) | undefined
    let left = false
    void import('../analytics/consent-mode').then(({ connectPartnerTagManager }) => {
      if (!left) disconnect = connectPartnerTagManager(tagManagerId)
    })
    return () => {
      left = true
      disconnect?.()
    }
  }, [tagManagerId])

  // A later reload that fails (after a language change or a live update) keeps the last partner and says so.
  const { isRefetchError, error } = query
  useEffect(() => {
    if (isRefetchError) showErrorToast(i18n, error)
  }, [isRefetchError, error])

  // Live brand changes (the admin colour editor) reach every open page; only for a known partner.
  const known = partner !== undefined
  useEffect(() => {
    if (!known || typeof WebSocket === 'undefined') return
    return subscribePartnerUpdates(() => void queryClient.invalidateQueries({ queryKey: ['partner'] }))
  }, [known, queryClient])

  // Lingui's provider renders nothing before a locale is active, so it comes in only now.
  if (!locale || (!partner && !query.isError)) return <BootSkeleton />
  if (!partner) {
    const unknown = isApiError(query.error) && query.error.status === 404
    return (
      <I18nProvider i18n={i18n}>
        {/* No partner, so no site frame: the page is the main landmark itself. */}
        <main id="main">
          {unknown ? (
            <UnknownPartnerPage />
          ) : (
            <BootError error={query.error} onRetry={() => void query.refetch()} />
          )}
        </main>
      </I18nProvider>
    )
  }
  return (
    <I18nProvider i18n={i18n}>
      <LanguageProvider partner={partner} initial={locale}>
        {children}
      </LanguageProvider>
    </I18nProvider>
  )
}

// The theme's code, once loaded (see usePartnerTheme).
let theme: typeof PartnerTheme | undefined

/**
 * Paints the partner's colours. The server painted the first page's (its style element, issue 26), so its
 * code is loaded only when the partner changes (an admin's live edit, a refresh) or the page came without
 * them (the dev server, a failed render): it is not part of the first page.
 */
function usePartnerTheme(partner: Partner | undefined) {
  const [painted] = useState(
    () => typeof document !== 'undefined' && document.getElementById(PARTNER_THEME_ELEMENT_ID) !== null,
  )
  const first = useRef<Partner | undefined>(undefined)
  useLayoutEffect(() => {
    if (!partner) return
    first.current ??= partner
    if (painted && partner === first.current) return
    if (theme) return theme.applyPartnerTheme(partner)
    let left = false
    void import('../theme/partner-theme').then((loaded) => {
      theme = loaded
      if (!left) loaded.applyPartnerTheme(partner)
    })
    return () => {
      left = true
    }
  }, [partner, painted])
}

/** Activates the stored language (or the partner's default) once; nl when there is no partner. */
function useFirstLocale(
  partner: Partner | undefined,
  failed: boolean,
  initial: Locale | undefined,
): Locale | null {
  const [active, setActive] = useState<Locale | null>(initial ?? null)
  const want: Locale | null = partner
    ? initialLanguage(readStoredLanguage(), partner)
    : failed
      ? (readStoredLanguage() ?? SOURCE_LOCALE)
      : null
  useEffect(() => {
    if (!want || active) return
    let cancelled = false
    const overrides = partner?.translations[want]
    // A catalog that still cannot be loaded after its retries (bad network) leaves the page in Dutch,
    // with the partner's Dutch texts: never blank. The skeleton stays up while the retries run.
    activateLocale(want, overrides)
      .catch(() => activateFallbackLocale(partner?.translations[SOURCE_LOCALE]))
      .then(() => !cancelled && setActive(i18n.locale as Locale))
    return () => {
      cancelled = true
    }
  }, [want, active, partner])
  return active
}
