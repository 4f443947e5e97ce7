import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { i18n } from '../../i18n/i18n'
import type { createAppRouter } from '../router'
import { theme } from '../theme/theme'
import { AppDepsProvider, type AppDeps } from './deps'
import { PartnerBoundary } from './PartnerBoundary'

/** The whole app: deps, server data, i18n, theme, the partner, then the routes. */
export function App({ deps, router }: { deps: AppDeps; router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppDepsProvider deps={deps}>
      <QueryClientProvider client={deps.queryClient}>
        <I18nProvider i18n={i18n}>
          <MantineProvider theme={theme}>
            <Notifications position="top-right" />
            <PartnerBoundary>
              <RouterProvider router={router} />
            </PartnerBoundary>
          </MantineProvider>
        </I18nProvider>
      </QueryClientProvider>
    </AppDepsProvider>
  )
}
