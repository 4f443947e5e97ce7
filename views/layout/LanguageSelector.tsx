import { useLingui } from '@lingui/react/macro'
import { Button, Menu } from '@mantine/core'
import { useLanguage } from '../platform/language'

/** The language menu; only rendered when the partner has more than one language (core §2). */
export function LanguageSelector() {
  const { t } = useLingui()
  const { locale, options, changeLanguage } = useLanguage()
  if (options.length < 2) return null
  const abbreviation = options.find((o) => o.code === locale)?.abbreviation ?? locale.toUpperCase()
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* The accessible name starts with the visible abbreviation (WCAG 2.5.3 label in name). */}
        <Button variant="subtle" size="compact-md" aria-label={`${abbreviation} – ${t`Taal kiezen`}`}>
          {abbreviation}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => (
          <Menu.Item
            key={option.code}
            lang={option.code}
            // Mantine fixes the role to menuitem, which cannot be checked: aria-current marks the active one.
            aria-current={option.code === locale ? 'true' : undefined}
            onClick={() => void changeLanguage(option.code)}
            fw={option.code === locale ? 700 : undefined}
          >
            {option.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
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
