import { Menu } from '@mantine/core'
import type { LazyMenuBodyProps } from '../ui/LazyMenu'
import { useLanguage } from '../platform/language'

/** The language menu's dropdown (LanguageSelector.tsx loads it on first use: no floating-ui on the first page). */
export default function LanguageMenu({ target }: LazyMenuBodyProps) {
  const { locale, options, changeLanguage } = useLanguage()
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
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
