/**
 * A new version of the site, waiting to be taken (docs/offline.md). The service worker's registration
 * (service-worker.ts) offers it here once a new worker has installed behind the open page; the update
 * prompt shows while one is offered. Nothing reloads the page until the customer accepts.
 */
let accept: (() => void) | null = null
const listeners = new Set<() => void>()

/** Offers the update; `take` activates the waiting worker and reloads the page. */
export function offerUpdate(take: () => void): void {
  accept = take
  listeners.forEach((listener) => listener())
}

/** The offered update's action, or null while the page runs the newest version. */
export const offeredUpdate = (): (() => void) | null => accept

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** How long after the page has loaded the worker is registered (then at the browser's next idle moment). */
const REGISTER_AFTER_LOAD_MS = 3000

/**
 * Registers /sw.js in production builds a few seconds after the page has loaded, when the browser is
 * idle: the worker's first download of the site (all of its scripts) and its registration code then
 * compete neither with the first page nor with the next step's code it fetches while the customer types.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const register = () =>
    void import('./service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker(offerUpdate))
      // No worker (blocked, private mode, the chunk unreachable): the site works as before, without offline.
      .catch(() => undefined)
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 2000 })
      else register()
    }, REGISTER_AFTER_LOAD_MS)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}
