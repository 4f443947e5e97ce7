import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PropsWithChildren,
} from 'react'
import type { LanguageOption, Partner } from '../../api/contract/partner'
import { applyLocale, loadLocale } from '../../i18n/i18n'
import { storeLanguage, type Locale } from '../../i18n/languages'
import { showErrorToast } from './toast'

interface LanguageState {
  locale: Locale
  /** The partner's languages; the selector shows only when there is more than one. */
  options: LanguageOption[]
  changeLanguage: (locale: Locale) => Promise<void>
}

const LanguageContext = createContext<LanguageState | null>(null)

/** Holds the active language. Rendered once the first catalog is active (see PartnerBoundary). */
export function LanguageProvider({
  partner,
  initial,
  children,
}: PropsWithChildren<{ partner: Partner; initial: Locale }>) {
  const [locale, setLocale] = useState(initial)
  const queryClient = useQueryClient()
  const { i18n } = useLingui()

  // Each load gets a number; only the newest may activate, so quick successive choices end on the last one.
  const latest = useRef(0)
  /** The partner texts laid over the active catalog, to notice when the partner's change. */
  const applied = useRef(JSON.stringify(partner.translations[initial] ?? {}))

  const changeLanguage = useCallback(
    async (next: Locale) => {
      const request = ++latest.current
      try {
        const messages = await loadLocale(next, partner.translations[next])
        if (request !== latest.current) return
        applyLocale(next, messages)
        applied.current = JSON.stringify(partner.translations[next] ?? {})
        storeLanguage(next)
        setLocale(next)
        // Server answers depend on Accept-Language: fetch them again in the new language.
        await queryClient.invalidateQueries()
      } catch (error) {
        // The catalog's retries are spent (i18n/retry.ts): the current language stays, and a closable
        // warning says so (forms §9: a language change failure shows a closable warning toast).
        if (request === latest.current) showErrorToast(i18n, error)
      }
    },
    [partner.translations, queryClient, i18n],
  )

  // Partner texts can change while the page is open (they arrive with the partner): lay them over again.
  const overrides = partner.translations[locale]
  const overridesKey = JSON.stringify(overrides ?? {})
  useEffect(() => {
    if (applied.current === overridesKey) return
    applied.current = overridesKey
    const request = ++latest.current
    loadLocale(locale, overrides)
      .then((messages) => request === latest.current && applyLocale(locale, messages))
      .catch(() => undefined)
  }, [locale, overrides, overridesKey])

  const value = useMemo(
    () => ({ locale, options: partner.available_languages, changeLanguage }),
    [locale, partner.available_languages, changeLanguage],
  )
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext)
  if (!state) throw new Error('useLanguage outside LanguageProvider')
  return state
}
