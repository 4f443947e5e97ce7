import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { Locale } from '../../i18n/languages'
import type { createAppRouter } from '../router'
import { cssVariablesResolver, theme } from '../theme/theme'
import { AppDepsProvider, type AppDeps } from '../platform/deps'
import { PartnerBoundary } from './PartnerBoundary'
import { Toasts } from '../platform/toast'
import { UpdatePrompt } from '../platform/UpdatePrompt'

/** The whole app: deps, server data, theme, the partner and its language, then the routes. */
export function App({
  deps,
  router,
  env,
  initialLocale,
}: {
  deps: AppDeps
  router: ReturnType<typeof createAppRouter>
  /** 'test' turns off Mantine's transitions and portals in component tests. */
  env?: 'default' | 'test'
  /** A language already active with the partner's texts (server rendering): see PartnerBoundary. */
  initialLocale?: Locale
}) {
  return (
    <AppDepsProvider deps={deps}>
      <QueryClientProvider client={deps.queryClient}>
        <MantineProvider theme={theme} env={env} cssVariablesResolver={cssVariablesResolver}>
          <PartnerBoundary initialLocale={initialLocale}>
            <Toasts />
            <UpdatePrompt />
            <RouterProvider router={router} />
          </PartnerBoundary>
        </MantineProvider>
      </QueryClientProvider>
    </AppDepsProvider>
  )
}
