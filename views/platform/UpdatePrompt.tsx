import { lazy, Suspense, useSyncExternalStore } from 'react'
import { offeredUpdate, subscribeUpdate } from './app-update'

// Loaded when a new version is offered, which most visits never see (from the worker's cache, then).
const UpdateNotice = lazy(() => import('./UpdateNotice'))

/** The update prompt's place in the app: empty until a new service worker waits (app-update.ts). */
export function UpdatePrompt() {
  const take = useSyncExternalStore(subscribeUpdate, offeredUpdate, () => null)
  if (!take) return null
  return (
    <Suspense fallback={null}>
      <UpdateNotice take={take} />
    </Suspense>
  )
}
