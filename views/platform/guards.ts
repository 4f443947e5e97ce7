import { redirect } from '@tanstack/react-router'
import type { AppRuntime } from './app-runtime'

/** Where a signed-out visitor is sent: the sign-in page, or (no e-mail sign-in) the calculator's entry. */
export type SignInPath = '/sign-in' | '/insurance-calculator'

/** A visitor with no session stored, whose auth journey has not run in this tab, is signed out. */
const knownSignedOut = (runtime: AppRuntime) => !runtime.loadedAuth() && !runtime.hasStoredSession()

/**
 * `beforeLoad` of a guarded route (core §2): waits on the auth journey (no polling) until the session
 * is known; signed out goes to the sign-in page, which brings the customer back to `returnTo` after.
 * `signInPath` tells where signing in is for this partner (views/partner/sign-in-path.ts: the calculator's
 * entry where the partner offers no e-mail sign-in). The route shows its pending skeleton meanwhile.
 */
export async function requireSignedIn(
  runtime: AppRuntime,
  returnTo?: string,
  signInPath: () => Promise<SignInPath> = () => Promise.resolve('/sign-in'),
) {
  // The journey's code (a statechart library among it) is not fetched and run for a visitor known to be
  // signed out before the sign-in page shows.
  const settled = knownSignedOut(runtime) ? null : await (await runtime.loadAuth()).settled()
  if (!settled?.matches('authenticated')) {
    const to = await signInPath()
    // Loaded only then: the first page does not carry it.
    if (returnTo && to === '/sign-in') await import('./return-to').then((m) => m.rememberReturn(returnTo))
    throw redirect({ to, replace: true })
  }
  return { user: settled.context.user }
}

/**
 * The first look of a guarded funnel page's `beforeLoad` (views/funnel/lazy-guards.ts), before its own
 * guard code is fetched: a visitor known to be signed out (as in `requireSignedIn`) whose sign-in path
 * is known already (`knownSignInPath`, from the partner the app shows) is sent there at once, in the same
 * task. The redirect then replaces the navigation before its page's chunks are asked for
 * (platform/route-preloads.ts), and the sign-in page shows without the guarded page's code loading
 * alongside. The page to come back to is remembered just after (its code is not on the first page);
 * the customer needs it only once the e-mailed link is opened. Otherwise it returns, and the guard runs.
 */
export function redirectKnownSignedOut(
  runtime: AppRuntime,
  returnTo: string,
  signInPath: SignInPath | null,
): void {
  if (!knownSignedOut(runtime) || !signInPath) return
  if (signInPath === '/sign-in') void import('./return-to').then((m) => m.rememberReturn(returnTo))
  throw redirect({ to: signInPath, replace: true })
}
