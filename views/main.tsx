import './styles'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createHttp } from '../api/client/http'
import { ACCEPT_LANGUAGE, localeSchema } from '../api/contract/common'
import { i18n } from '../i18n/i18n'
import { readStoredLanguage, SOURCE_LOCALE } from '../i18n/languages'
import { App } from './app/App'
import {
  bindAuthHttp,
  currentAccessToken,
  handleUnauthorized,
  hasStoredSession,
  loadAuth,
} from './auth/auth-loader'
import { createAppRouter } from './router'

const http = createHttp({
  getToken: currentAccessToken,
  onUnauthorized: handleUnauthorized,
  // Before the first catalog is active, the stored choice already tells the language.
  getAcceptLanguage: () => {
    const locale = localeSchema.safeParse(i18n.locale)
    return ACCEPT_LANGUAGE[locale.success ? locale.data : (readStoredLanguage() ?? SOURCE_LOCALE)]
  },
})
bindAuthHttp(http)
// A returning customer's session is checked at once; anonymous visitors never load the auth journey.
if (hasStoredSession()) void loadAuth()
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })
const router = createAppRouter({ queryClient, http })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App deps={{ http, queryClient }} router={router} />
  </StrictMode>,
)
