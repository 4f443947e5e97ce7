import { Menu } from '@mantine/core'
import type { LazyMenuBodyProps } from '../ui/LazyMenu'
import { SupportMenuItems } from './SupportItems'

/** The header's support menu itself (SupportMenu.tsx loads it on first use: no floating-ui on the first page). */
export default function SupportMenuBody({ target }: LazyMenuBodyProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown data-testid="support-menu">
        <SupportMenuItems />
      </Menu.Dropdown>
    </Menu>
  )
}
