import type { AnyRouter } from '@tanstack/react-router'

/**
 * The first pages whose bytes are budgeted (`npm run bench`): there the next steps' prefetch, and its
 * own code, wait for the customer's first input (a key, a tap, typing).
 */
const ENTRY_PAGES = new Set(['/welcome'])

/**
 * Starts the next steps' prefetch (prefetch-next.ts), whose code is not on the first page: on an entry
 * page at the customer's first input, on any other page at the browser's first idle moment. Only in a
 * browser that can wait for an idle moment (never in jsdom tests, where there is nothing to gain).
 */
export function startPrefetchingNextSteps(router: AnyRouter): void {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return
  let state: 'waiting' | 'loading' | 'started' = 'waiting'
  let stopWaiting: (() => void) | null = null
  const start = () => {
    if (state !== 'waiting') return
    state = 'loading'
    stopWaiting?.()
    import('./prefetch-next').then(
      ({ prefetchNextSteps }) => {
        state = 'started'
        unsubscribe()
        prefetchNextSteps(router)
      },
      // Tried again on the next page: the prefetch is only a head start.
      () => (state = 'waiting'),
    )
  }
  const unsubscribe = router.subscribe('onResolved', () => {
    if (state !== 'waiting') return
    stopWaiting?.()
    stopWaiting = null
    const here = router.state.matches.at(-1)?.routeId
    if (here && ENTRY_PAGES.has(here)) stopWaiting = onFirstInput(start)
    else requestIdleCallback(start, { timeout: 2000 })
  })
}

/** Runs `run` on the first input (a key, a tap, typing) anywhere on the page; returns how to stop waiting. */
function onFirstInput(run: () => void): () => void {
  const events = ['keydown', 'pointerdown', 'input'] as const
  const stop = () => events.forEach((type) => document.removeEventListener(type, once, true))
  const once = () => {
    stop()
    run()
  }
  events.forEach((type) => document.addEventListener(type, once, true))
  return stop
}
