/**
 * Local-storage keys an earlier version wrote and this one no longer does (docs/local-storage.md): `cart`
 * held the checkout journey and `checkin` the check-in, with the answers, personal details, IBAN and a
 * client's e-mail address typed in. Both journeys now live in the tab's session storage; what a device
 * kept from before is removed at start, so it does not stay on disk.
 */
export const RETIRED_LOCAL_KEYS = ['cart', 'checkin'] as const

export function forgetRetiredStorage(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    for (const key of RETIRED_LOCAL_KEYS) storage?.removeItem(key)
  } catch {
    // Storage blocked: then nothing was kept in it either.
  }
}
