import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { RouterContext } from './platform/app-runtime'
import { BootSkeleton } from './app/BootSkeleton'
import { RootErrorBoundary } from './errors/CrashPage'
import { NotFoundPage } from './errors/NotFoundPage'
import { routeTree } from './routeTree.gen'

export type { RouterContext }

/** The app's router; tests pass a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: BootSkeleton,
    // Guards wait on the auth journey; the skeleton shows if that takes a moment.
    defaultPendingMs: 150,
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
