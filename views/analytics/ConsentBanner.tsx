import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useTagManagerId } from './tag-manager-id'

/** The banner and the footer's button, with the consent store: a chunk of their own (./ConsentControls.tsx). */
const controls = () => import('./ConsentControls')
const ConsentBannerWhenAsked = lazy(() => controls().then((m) => ({ default: m.ConsentBannerWhenAsked })))
const CookieSettingsButton = lazy(() => controls().then((m) => ({ default: m.CookieSettingsButton })))

const never = () => () => {}
/**
 * Whether the consent parts show: a tag manager to consent to, and only in the browser. False on the
 * server and while React takes over its page, true after: the choice lives in this browser, and a lazy
 * part the server cannot render would make React report its boundary as failed (#419).
 */
function useConsentParts(): boolean {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
  return useTagManagerId() !== null && inBrowser
}

/**
 * The cookie banner, only where a choice is needed: on a production site of a partner with a tag manager
 * container, while the customer has not chosen yet (or reopened it from the footer). Elsewhere nothing
 * that needs consent is ever loaded, so nothing is asked, and no page carries the banner's code.
 */
export function ConsentBanner() {
  if (!useConsentParts()) return null
  return (
    <Suspense fallback={null}>
      <ConsentBannerWhenAsked />
    </Suspense>
  )
}

/** The footer's "Cookie-instellingen", under the same condition (views/layout/Footer.tsx). */
export function CookieSettings() {
  if (!useConsentParts()) return null
  return (
    <Suspense fallback={null}>
      <CookieSettingsButton />
    </Suspense>
  )
}
