import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { RouterContext } from './platform/app-runtime'
import { BootSkeleton } from './app/BootSkeleton'
import { RootErrorBoundary } from './errors/CrashPage'
import { NotFoundPage } from './errors/NotFoundPage'
import { prefetchNextSteps } from './funnel/prefetch-next'
import { keepVisitorsFirstScroll } from './platform/first-scroll'
import { preloadChunksOfRoutes } from './platform/route-preloads'
import { routeTree } from './routeTree.gen'

export type { RouterContext }

/** The app's router; tests pass a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: BootSkeleton,
    // Guards wait on the auth journey and loaders on the server; the skeleton shows only for a wait
    // longer than a step may take, and then stays no longer than that wait had already lasted, so a
    // wait just over the threshold is not stretched by a skeleton that must finish showing.
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    defaultErrorComponent: RootErrorBoundary,
    defaultNotFoundComponent: NotFoundPage,
    // The visitor's scroll of the server's page stays (first-scroll.ts); on the server and with a test's
    // memory history, the router's own.
    scrollRestoration:
      typeof window === 'undefined' || history ? true : keepVisitorsFirstScroll(window.location.pathname),
  })
  // On the server (views/entry-server.tsx) only the routes that say `ssr: true` run their guards and
  // render; the others need the browser (a session, storage) and render as the skeleton it fills in.
  // Not a constructor option outside TanStack Start, but what the router's server load reads.
  Object.assign(router.options, { defaultSsr: false })
  prefetchNextSteps(router)
  preloadChunksOfRoutes(router)
  return router
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** What the route's loader imports when it runs: fetched ahead with the route's code (funnel/prefetch-next.ts). */
    loaderModule?: () => Promise<unknown>
  }
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
