import * as z from 'zod/mini'

/**
 * The customer's cookie choice: kept in local storage under `consent` (core §3 lists no key for it, so
 * this one is new: docs/analytics.md), with the version of what was asked and when.
 */
export const CONSENT_KEY = 'consent'
/** Raised when what the banner asks changes: a choice made under another version is asked again. */
export const CONSENT_VERSION = 1
/** A choice is asked again after a year, as consent tools commonly do, so it does not hold forever. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000

/** Accept: statistics and advertising cookies; refuse: only what the site needs to work. */
export type ConsentChoice = 'granted' | 'denied'

const storedConsentSchema = z.object({
  version: z.literal(CONSENT_VERSION),
  choice: z.enum(['granted', 'denied']),
  at: z.iso.datetime(),
})
export type StoredConsent = z.infer<typeof storedConsentSchema>

/**
 * The stored choice, or null when the customer is to be asked: nothing stored, not JSON, another shape or
 * version, older than a year, or dated in the future. Never throws: a corrupted value must not stop the
 * site from starting.
 */
export function parseConsent(raw: string | null, now: number): StoredConsent | null {
  if (raw === null) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = storedConsentSchema.safeParse(json)
  if (!parsed.success) return null
  const age = now - Date.parse(parsed.data.at)
  return age >= 0 && age <= CONSENT_MAX_AGE_MS ? parsed.data : null
}

/** What the banner needs: the choice in force (null: ask), and whether the customer reopened it to change it. */
export interface ConsentState {
  choice: ConsentChoice | null
  reviewing: boolean
}

export interface ConsentStore {
  get(): ConsentState
  subscribe(listener: () => void): () => void
  /** Keeps the choice (dated, versioned) and closes the banner. */
  choose(choice: ConsentChoice): void
  /** The footer's "Cookie-instellingen": shows the banner again to change the choice. */
  review(): void
  /** Closes a reopened banner without changing the choice. */
  closeReview(): void
}

/**
 * The choice as a store React reads with useSyncExternalStore (the same object until it changes). Storage
 * that is blocked or full is survived: the choice then holds for this page only. Another tab's choice
 * (the `storage` event) is taken over.
 */
export function createConsentStore(storage: () => Storage, now: () => number = Date.now): ConsentStore {
  const read = (): ConsentChoice | null => {
    try {
      return parseConsent(storage().getItem(CONSENT_KEY), now())?.choice ?? null
    } catch {
      return null // storage blocked: ask
    }
  }
  let state: ConsentState | null = null
  const listeners = new Set<() => void>()
  const get = () => (state ??= { choice: read(), reviewing: false })
  const set = (next: ConsentState) => {
    state = next
    listeners.forEach((listener) => listener())
  }
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) set({ ...get(), choice: read() })
  }
  return {
    get,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.addEventListener('storage', fromOtherTab)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', fromOtherTab)
      }
    },
    choose(choice) {
      const stored: StoredConsent = { version: CONSENT_VERSION, choice, at: new Date(now()).toISOString() }
      try {
        storage().setItem(CONSENT_KEY, JSON.stringify(stored))
      } catch {
        // Storage blocked or full: the choice holds for this page.
      }
      set({ choice, reviewing: false })
    },
    review: () => set({ ...get(), reviewing: true }),
    closeReview: () => set({ ...get(), reviewing: false }),
  }
}

/** This site's store, over the browser's local storage. */
export const consentStore = createConsentStore(() => localStorage)
