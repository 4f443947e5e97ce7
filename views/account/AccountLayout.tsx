import { useLingui } from '@lingui/react/macro'
import { Badge, VisuallyHidden } from '@mantine/core'
import { Link, Outlet } from '@tanstack/react-router'
import { useAccountLinks } from '../layout/account-links'
import { Graphic } from '../layout/Graphic'
import classes from './account.module.css'

/**
 * The account area's frame (core §2): the left navigation (policy overview, my details, invoices,
 * inbox) beside the page; below 768 px the navigation is a row of tabs above it.
 */
export function AccountLayout() {
  const { t } = useLingui()
  const links = useAccountLinks()
  return (
    <div className={classes.frame}>
      <nav className={classes.nav} aria-label={t`Mijn account`}>
        <ul className={classes.navList}>
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={classes.navLink}
                activeProps={{ className: classes.navLinkActive, 'aria-current': 'page' }}
                activeOptions={{ exact: false }}
              >
                <span>{t(link.label)}</span>
                {link.badge > 0 && (
                  <Badge size="sm" circle data-testid="inbox-badge">
                    {link.badge}
                    <VisuallyHidden>{t`nieuw`}</VisuallyHidden>
                  </Badge>
                )}
              </Link>
            </li>
          ))}
        </ul>
        {/* In the nav column's free space below the links; its size is fixed, so nothing moves when it paints. */}
        <Graphic name="circle_top" className={classes.navGraphic} />
      </nav>
      <div className={classes.page}>
        <Outlet />
      </div>
    </div>
  )
}
