import { CookieSettings } from '../analytics/ConsentBanner'
import { useTagManagerId } from '../analytics/tag-manager-id'
import classes from './layout.module.css'

/**
 * The site's footer: "Cookie-instellingen", which reopens the cookie banner to change or withdraw the
 * choice (docs/analytics.md). Only where there is a choice to change (production, a partner with a tag
 * manager); elsewhere it would be empty, so there is no footer.
 */
export function Footer() {
  if (!useTagManagerId()) return null
  return (
    <footer className={classes.footer}>
      <CookieSettings />
    </footer>
  )
}
