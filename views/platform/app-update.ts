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

/**
 * Registers /sw.js in production builds once the page has loaded, so neither the worker's first
 * download of the site nor its registration code competes with the first page.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const register = () =>
    void import('./service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker(offerUpdate))
      // No worker (blocked, private mode, the chunk unreachable): the site works as before, without offline.
      .catch(() => undefined)
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
