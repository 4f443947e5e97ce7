import { useSyncExternalStore } from 'react'
import { failureOf, Reason } from '../../../api/contract/failure'

/** The local stand-in's overlay that is open (one at a time), as Stripe's modal would be. */
export interface LocalOverlay {
  clientSecret: string
  /** The customer may choose the outcome (development and end-to-end tests). */
  chooseOutcome: boolean
  /** Submitted: the overlay closes and the socket tells the rest. */
  submitted(): void
  /** Closed without submitting. */
  cancelled(): void
}

let open: LocalOverlay | null = null
const listeners = new Set<() => void>()
const set = (next: LocalOverlay | null) => {
  open = next
  listeners.forEach((listener) => listener())
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Opens the local verification overlay; settles like Stripe's `verifyIdentity`: resolves once the
 * documents were submitted, rejects with `overlay_cancelled` when the customer closes it first. Leaving
 * the step (the signal) closes it.
 */
export function openLocalIdentityOverlay(
  clientSecret: string,
  chooseOutcome: boolean,
  signal?: AbortSignal,
): Promise<void> {
  open?.cancelled()
  return new Promise<void>((resolve, reject) => {
    const overlay: LocalOverlay = {
      clientSecret,
      chooseOutcome,
      submitted: () => {
        if (open === overlay) set(null)
        resolve()
      },
      cancelled: () => {
        if (open === overlay) set(null)
        reject(failureOf(Reason.overlayCancelled, true))
      },
    }
    signal?.addEventListener('abort', () => {
      if (open === overlay) set(null)
    })
    set(overlay)
  })
}

/** The overlay to show, if any. */
export const useLocalIdentityOverlay = () => useSyncExternalStore(subscribe, () => open)
