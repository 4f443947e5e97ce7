import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import type { Http } from '../api/client/http'
import { BootSkeleton } from './app/BootSkeleton'
import { RootErrorBoundary } from './errors/CrashPage'
import { NotFoundPage } from './errors/NotFoundPage'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
  http: Http
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPendingComponent: BootSkeleton,
    defaultErrorComponent: RootErrorBoundary,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
