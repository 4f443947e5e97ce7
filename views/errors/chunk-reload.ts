const KEY = 'chunk-reload-at'
/** A second failure within this window is a real crash, not a stale deployment. */
const WINDOW_MS = 30_000

/** True for the errors a browser gives when a lazily loaded screen chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  )
}

/**
 * Reloads the page once after a failed chunk load (a new deployment replaced the files).
 * Returns false when it already did so recently, so the caller shows the crash page instead.
 */
export function reloadOnce(
  storage: Storage = sessionStorage,
  reload = () => window.location.reload(),
): boolean {
  try {
    const last = Number(storage.getItem(KEY) ?? 0)
    if (Date.now() - last < WINDOW_MS) return false
    storage.setItem(KEY, String(Date.now()))
  } catch {
    return false
  }
  reload()
  return true
}
