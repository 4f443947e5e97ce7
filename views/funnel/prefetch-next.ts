import type { AnyRouter } from '@tanstack/react-router'
import { loadRouteChunks, preloadRouteChunks } from '../platform/route-preloads'
import { loadFunnelGuards } from './lazy-guards'

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

/**
 * The first page's bytes are budgeted (`npm run bench`), so there the next steps wait for the
 * customer's first input; elsewhere for the browser's first idle moment.
 */
const ENTRY_PAGES = new Set(['/welcome'])

const GUARD_MODULES = [
  loadFunnelGuards,
  () => import('../platform/auth-runtime'),
  () => import('../platform/return-to'),
]

const whenIdle = (run: () => void) => requestIdleCallback(run, { timeout: 2000 })

/** On the first input (a key, a tap, typing) anywhere on the page. */
function onFirstInput(run: () => void): () => void {
  const events = ['keydown', 'pointerdown', 'input'] as const
  const once = () => {
    stop()
    run()
  }
  const stop = () => events.forEach((type) => document.removeEventListener(type, once, true))
  events.forEach((type) => document.addEventListener(type, once, true))
  return stop
}

/**
 * Prefetches the next steps' code of every page the router shows. Only in a browser that can wait for
 * an idle moment (never in jsdom tests, where there is nothing to gain).
 */
export function prefetchNextSteps(router: AnyRouter): void {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return
  const fetched = new Set<string>()
  let stopWaiting: (() => void) | null = null
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
  router.subscribe('onResolved', () => {
    stopWaiting?.()
    stopWaiting = null
    const here = router.state.matches.at(-1)?.routeId
    const next = here ? NEXT_STEPS[here]?.filter((id) => !fetched.has(id)) : undefined
    if (!next?.length) return
    if (ENTRY_PAGES.has(here!)) stopWaiting = onFirstInput(() => whenIdle(() => prefetch(next)))
    else whenIdle(() => prefetch(next))
  })
}
