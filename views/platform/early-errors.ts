/**
 * Errors thrown before the error reporter has loaded (it loads after the first paint, to keep the first
 * page light: platform/error-reporting.ts). The page's first script (index.html) keeps every uncaught error
 * and rejection from the start, before the app's own scripts run (on a page rendered on the server they
 * load after its first paint), in `window.__earlyErrors`: at most 20, so a loop that throws forever does
 * not fill the memory. `error` is null for a script of another origin ("Script error."): its message is
 * kept then.
 */
const GLOBAL = '__earlyErrors'

type Kept = Record<typeof GLOBAL, unknown[] | null | undefined>

/** The errors kept so far; keeping stops (the reporter's own handlers take over, or nobody wants them). */
export function takeEarlyErrors(): unknown[] {
  if (typeof window === 'undefined') return []
  const win = window as unknown as Kept
  const kept = win[GLOBAL] ?? []
  win[GLOBAL] = null
  return kept.splice(0)
}
