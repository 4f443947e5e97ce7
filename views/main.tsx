import './styles'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createHttp } from '../api/client/http'
import { ACCEPT_LANGUAGE, localeSchema } from '../api/contract/common'
import { i18n } from '../i18n/i18n'
import { App } from './app/App'
import { reloadOnce } from './errors/chunk-reload'
import { createAppRouter } from './router'

const http = createHttp({
  getAcceptLanguage: () => {
    const locale = localeSchema.safeParse(i18n.locale)
    return locale.success ? ACCEPT_LANGUAGE[locale.data] : ACCEPT_LANGUAGE.nl
  },
})
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })
const router = createAppRouter({ queryClient, http })

// A preloaded chunk that fails (a new deployment replaced it) reloads the page once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault()
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App deps={{ http, queryClient }} router={router} />
  </StrictMode>,
)
