import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import type { Http } from '../api/client/http'
import type { RenderPage } from '../api/contract/rendered-page'
import { applyLocale, loadLocale } from '../i18n/i18n'
import { App } from './app/App'
import { PageTitleSink } from './layout/page-title'
import { createAppRuntime } from './platform/app-runtime'
import { renderWithRuntimeConfig } from './platform/runtime-config'
import { createAppRouter } from './router'
import { partnerCssVariables } from './theme/partner-theme'

/** No call leaves a render on the server: what needs data the browser has not sent waits for the browser. */
const noCalls: Http = async (options) => {
  throw new Error(`a request while rendering on the server: ${options.path}`)
}

/**
 * Renders `path` of `partner`'s site in `locale` with the app the browser runs: the same routes, layout
 * and texts, so the browser's first render matches it. The routes marked `ssr: true` render whole (the
 * welcome, sign-in and not-found pages); the others, which need the browser's session, render as the
 * partner's page with the skeleton the browser then fills in. `nonce`: the page's CSP nonce.
 */
export const renderPage: RenderPage = async (path, partner, locale, nonce, runtimeConfig) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(['partner'], partner)
  const runtime = createAppRuntime(
    queryClient,
    () => noCalls,
    () => import('./checkout/checkout-runtime'),
  )
  const router = createAppRouter(
    { queryClient, http: noCalls, runtime },
    createMemoryHistory({ initialEntries: [path] }),
  )
  // The router's own inline script (scroll restoration) runs under the page's CSP with its nonce.
  Object.assign(router.options, { ssr: { nonce } })
  const messages = await loadLocale(locale, partner.translations[locale])
  await router.load()
  let title = partner.name
  // The texts are one instance for the process: this page's language is made active right before its
  // render, which runs to the end without giving way to another request.
  applyLocale(locale, messages)
  renderWithRuntimeConfig(runtimeConfig)
  const html = renderToString(
    <PageTitleSink.Provider value={(text) => (title = text)}>
      <App deps={{ http: noCalls, queryClient, runtime }} router={router} initialLocale={locale} />
    </PageTitleSink.Provider>,
  )
  const notFound = router.state.matches.some(
    (match) => match.status === 'notFound' || match._notFound === true,
  )
  return {
    html,
    status: notFound ? 404 : 200,
    title,
    cssVariables: partnerCssVariables(partner),
    routes: router.state.matches.map((match) => match.routeId),
  }
}
