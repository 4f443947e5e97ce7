import { redirect } from '@tanstack/react-router'
import type { AppRuntime } from './app-runtime'

/** Where a signed-out visitor is sent: the sign-in page, or (no e-mail sign-in) the calculator's entry. */
export type SignInPath = '/sign-in' | '/insurance-calculator'

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
  // A visitor with no session stored, whose auth journey has not run in this tab, is signed out: the
  // journey's code (a statechart library among it) is not fetched and run before the sign-in page shows.
  const signedOut = !runtime.loadedAuth() && !runtime.hasStoredSession()
  const settled = signedOut ? null : await (await runtime.loadAuth()).settled()
  if (!settled?.matches('authenticated')) {
    const to = await signInPath()
    // Loaded only then: the first page does not carry it.
    if (returnTo && to === '/sign-in') await import('./return-to').then((m) => m.rememberReturn(returnTo))
    throw redirect({ to, replace: true })
  }
  return { user: settled.context.user }
}
