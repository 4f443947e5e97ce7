import type { AnyRouter } from '@tanstack/react-router'
import { loadRouteChunks, preloadRouteChunks } from '../platform/route-preloads'

/**
 * The funnel's next steps (by route id) after each page: their code is fetched while the customer
 * reads this page, so the click that goes there waits for no chunk (issue 26). Only code: a route's
 * guard and loader run on the real navigation, with what the customer chose by then.
 */
const NEXT_STEPS: Record<string, string[]> = {
  '/welcome': ['/sign-in/'],
  '/sign-in/': ['/confirmation'],
  '/profession': ['/products/available-products'],
  '/products/available-products': ['/checkout/'],
  '/insurance-calculator/profession': ['/insurance-calculator/available-products'],
  '/checkout/': ['/result'],
}

const GUARD_MODULES = [
  () => import('./funnel-guard'),
  () => import('../platform/auth-runtime'),
  () => import('../platform/return-to'),
]

const whenIdle = (run: () => void) => requestIdleCallback(run, { timeout: 2000 })

/**
 * Prefetches the next steps' code of the page the router shows now and of every page it shows after,
 * each at the browser's first idle moment. Started by start-prefetch.ts, which decides when this code
 * itself is fetched (not on the first page).
 */
export function prefetchNextSteps(router: AnyRouter): void {
  const fetched = new Set<string>()
  // All of a step's chunks at once (route-preloads.ts), then the router's own load of the route.
  const prefetch = (ids: string[]) => void loadRouteChunks().then(() => prefetchCode(ids))
  const prefetchCode = (ids: string[]) => {
    preloadRouteChunks(ids)
    for (const id of ids) {
      const route = router.routesById[id]
      if (!route || fetched.has(id)) continue
      fetched.add(id)
      // A failed prefetch is tried again by the navigation itself.
      // With what its loader imports on the navigation itself (the route's `staticData.loaderModule`), so
      // the loader's request is not queued behind a script on the click.
      void Promise.all([router.loadRouteChunk(route), route.options.staticData?.loaderModule?.()]).catch(() =>
        fetched.delete(id),
      )
    }
    // The funnel pages' guard and what it loads one after another (the customer's session, the
    // return address of a visitor sent to sign in): fetched together instead of in a chain.
    for (const load of GUARD_MODULES) void load().catch(() => undefined)
  }
  const onPage = () => {
    const here = router.state.matches.at(-1)?.routeId
    const next = here ? NEXT_STEPS[here]?.filter((id) => !fetched.has(id)) : undefined
    if (next?.length) whenIdle(() => prefetch(next))
  }
  onPage()
  router.subscribe('onResolved', onPage)
}
