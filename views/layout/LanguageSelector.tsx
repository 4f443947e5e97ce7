import { useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { lazy } from 'react'
import { useLanguage } from '../platform/language'
import { LazyMenu } from '../ui/LazyMenu'

const loadMenu = () => import('./LanguageMenu')
const LanguageMenu = lazy(loadMenu)

/** The language menu; only rendered when the partner has more than one language (core §2). */
export function LanguageSelector() {
  const { t } = useLingui()
  const { locale, options } = useLanguage()
  if (options.length < 2) return null
  const abbreviation = options.find((o) => o.code === locale)?.abbreviation ?? locale.toUpperCase()
  return (
    // The accessible name starts with the visible abbreviation (WCAG 2.5.3 label in name).
    <LazyMenu
      body={LanguageMenu}
      preload={loadMenu}
      buttonProps={{ 'aria-label': `${abbreviation} – ${t`Taal kiezen`}` }}
    >
      {abbreviation}
    </LazyMenu>
  )
}

/** The same choice as a list, for the mobile navigation drawer. */
export function LanguageList({ onChosen }: { onChosen?: () => void }) {
  const { locale, options, changeLanguage } = useLanguage()
  if (options.length < 2) return null
  return (
    <>
      {options.map((option) => (
        <Button
          key={option.code}
          lang={option.code}
          variant={option.code === locale ? 'filled' : 'default'}
          aria-pressed={option.code === locale}
          onClick={() => void changeLanguage(option.code).then(onChosen)}
        >
          {option.name}
        </Button>
      ))}
    </>
  )
}
