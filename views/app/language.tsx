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
import { activateLocale } from '../../i18n/i18n'
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

  const changeLanguage = useCallback(
    async (next: Locale) => {
      try {
        await activateLocale(next, partner.translations[next])
        storeLanguage(next)
        setLocale(next)
        // Server answers depend on Accept-Language: fetch them again in the new language.
        await queryClient.invalidateQueries()
      } catch (error) {
        void showErrorToast(i18n, error)
      }
    },
    [partner.translations, queryClient, i18n],
  )

  // Partner texts can change while the page is open (they arrive with the partner): lay them over again.
  const overrides = partner.translations[locale]
  const overridesKey = JSON.stringify(overrides ?? {})
  const applied = useRef(overridesKey)
  useEffect(() => {
    if (applied.current === overridesKey) return
    applied.current = overridesKey
    activateLocale(locale, overrides).catch(() => undefined)
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
