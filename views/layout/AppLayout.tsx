import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { Header } from './Header'
import { PromoTicker } from './PromoTicker'
import classes from './layout.module.css'

/** Every page: skip link, header, optional ticker, and the route's content. */
export function AppLayout() {
  const { t } = useLingui()
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t`Naar de inhoud`}
      </a>
      <Header />
      <PromoTicker />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  )
}
