/**
 * The service worker's registration (loaded after the first page, app-update.ts). Written against the
 * browser's own API rather than workbox-window: these few steps are about 0.4 KB gzip against its 1.4 KB,
 * on a first page that is at its budget.
 */

/** How often an open page asks for a new version, besides each time it is shown again. */
const CHECK_EVERY_MS = 60 * 60_000

export async function registerServiceWorker(offer: (take: () => void) => void): Promise<void> {
  const container = navigator.serviceWorker
  const registration = await container.register('/sw.js')
  // A worker installed behind a page it controls is a new version; the very first worker has nothing to replace.
  const announce = () => {
    if (registration.waiting && container.controller) offer(() => take(registration))
  }
  announce()
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announce()
    })
  })
  const check = () => void registration.update().catch(() => undefined)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
  setInterval(check, CHECK_EVERY_MS)
}

/**
 * How long the page waits for the new worker to take over before reloading anyway. The browser activates
 * it once the old worker is idle (seen taking a minute on a starved machine); a reload brings the new
 * version all the same, since pages always come from the network, and lets the old worker go.
 */
const TAKEOVER_WAIT_MS = 3000

/** Activates the waiting worker (generateSW's SKIP_WAITING message), then reloads under it. */
function take(registration: ServiceWorkerRegistration): void {
  let reloading = false
  const reload = () => {
    if (reloading) return
    reloading = true
    window.location.reload()
  }
  const waiting = registration.waiting
  // Taken meanwhile in another tab: this page only needs the reload.
  if (!waiting) return reload()
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true })
  setTimeout(reload, TAKEOVER_WAIT_MS)
  waiting.postMessage({ type: 'SKIP_WAITING' })
}
