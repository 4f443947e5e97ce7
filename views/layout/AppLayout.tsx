import { useLingui } from '@lingui/react/macro'
import { Outlet, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { focusAfterPaint } from '../ui/after-paint'
import { ConsentBanner } from '../analytics/ConsentBanner'
import { AdminBanner } from './AdminBanner'
import { AuthNotice } from './AuthNotice'
import { Footer } from './Footer'
import { Header } from './Header'
import { PromoTicker } from './PromoTicker'
import classes from './layout.module.css'

/**
 * Every page: skip link, the cookie banner when a choice is needed, header, optional ticker, the route's
 * content and the footer.
 */
export function AppLayout() {
  const { t } = useLingui()
  const main = useRef<HTMLElement>(null)
  const router = useRouter()

  // After moving to another page, focus its content, so a screen reader announces the new page
  // and keyboard users start there instead of on the link they left: after the new page's first paint
  // (see focusAfterPaint). The router has scrolled already, so the focus does not scroll.
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
        if (fromLocation && fromLocation.pathname !== toLocation.pathname && main.current)
          focusAfterPaint(main.current, { preventScroll: true })
      }),
    [router],
  )

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t`Naar de inhoud`}
      </a>
      {/* Early in the page's order, so the keyboard reaches it at once; it shows at the bottom. */}
      <ConsentBanner />
      <AdminBanner />
      <Header />
      <PromoTicker />
      <main
        id="main"
        ref={main}
        className={classes.main}
        tabIndex={-1}
        data-theme-keys="background surface text text_muted heading link backdrop"
      >
        <AuthNotice />
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
