import './styles'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode, useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createHttp } from '../api/client/http'
import { ACCEPT_LANGUAGE, isLocale } from '../api/contract/locales'
import { i18n } from '../i18n/i18n'
import { readStoredLanguage, SOURCE_LOCALE } from '../i18n/languages'
import { App } from './app/App'
import { startAdminSession } from './platform/admin-handover'
import { startServiceWorker } from './platform/app-update'
import { createAppRuntime } from './platform/app-runtime'
import { startErrorReporting } from './platform/error-reporting'
import { forgetRetiredStorage } from './platform/retired-storage'
import { takeOverEarlyInput } from './platform/early-input'
import { hydratableLocale, readRenderedPage } from './platform/rendered-page'
import { storePartner } from './partner/partner-query'
import { createAppRouter } from './router'

// Only with the server's SENTRY_DSN, and after the first paint.
startErrorReporting()
// What an earlier version kept in local storage and must not stay there (docs/local-storage.md).
forgetRetiredStorage()
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })
// A page the server rendered brings its partner: no wait for GET /partners before the first render.
const rendered = readRenderedPage()
// Kept as an answer of the API would be: the offline page and the next load paint with it.
if (rendered) {
  queryClient.setQueryData(['partner'], rendered.partner)
  storePartner(rendered.partner)
}
const runtime = createAppRuntime(
  queryClient,
  (session) =>
    createHttp({
      ...session,
      // Before the first catalog is active, the stored choice already tells the language.
      getAcceptLanguage: () => {
        const locale = i18n.locale
        return ACCEPT_LANGUAGE[isLocale(locale) ? locale : (readStoredLanguage() ?? SOURCE_LOCALE)]
      },
    }),
  () => import('./checkout/checkout-runtime'),
)
// A returning customer's session is checked at once; anonymous visitors never load the auth journey.
if (runtime.hasStoredSession()) void runtime.loadAuth()
const { http } = runtime
// A partner admin's hand-over leaves the address bar before anything else reads it; only an admin's tab
// loads the admin module (the exchange, the confirmation of a stored admin session).
startAdminSession(http, () => import('./admin/admin-boot'))
const router = createAppRouter({ queryClient, http, runtime })
// The journeys' outcomes become navigation and toasts in one place, loaded with the first funnel page.
const stopWaiting = runtime.onCheckoutReplaced(() => {
  stopWaiting()
  void import('./app/follow-journeys').then(({ followJourneys }) => followJourneys(runtime, router))
})

// The offline page and update prompt's worker, registered once the page has loaded (docs/offline.md).
startServiceWorker()

/** Once the first render is on screen (its effects run last, after every child's): see early-input.ts. */
function AfterFirstRender({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => takeOverEarlyInput(container), [container])
  return children
}

/**
 * React takes over the server's HTML when its first render here is the same page (rendered-page.ts);
 * otherwise it draws anew, and the server's HTML stays on screen until then. What the visitor typed and
 * sent on the server's HTML meanwhile reaches the app (early-input.ts).
 */
async function mount(container: HTMLElement) {
  const locale = rendered && container.firstElementChild ? await hydratableLocale(rendered, router) : null
  const app = (
    <StrictMode>
      <AfterFirstRender container={container}>
        <App deps={{ http, queryClient, runtime }} router={router} initialLocale={locale ?? undefined} />
      </AfterFirstRender>
    </StrictMode>
  )
  if (locale) hydrateRoot(container, app)
  else createRoot(container).render(app)
}
void mount(document.getElementById('root')!)
