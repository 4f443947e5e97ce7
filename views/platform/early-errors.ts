/**
 * Errors thrown before the error reporter has loaded (it loads after the first paint, to keep the first
 * page light: platform/error-reporting.ts). This module is the first the page runs, so from then on an
 * uncaught error or rejection is kept here, and handed to the reporter when it starts.
 */

/** Enough to see what broke the start; a loop that throws forever does not fill the memory. */
const MAX_KEPT = 20
const kept: unknown[] = []

const keep = (error: unknown) => {
  if (kept.length < MAX_KEPT) kept.push(error)
}
// `error` is null for a script of another origin ("Script error."): its message is all there is.
const onError = (event: ErrorEvent) => keep(event.error ?? event.message)
const onRejection = (event: PromiseRejectionEvent) => keep(event.reason)

if (typeof window !== 'undefined') {
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
}

/** The errors kept so far; keeping stops (the reporter's own handlers take over, or nobody wants them). */
export function takeEarlyErrors(): unknown[] {
  if (typeof window !== 'undefined') {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
  return kept.splice(0)
}
