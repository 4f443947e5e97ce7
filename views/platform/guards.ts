import { redirect } from '@tanstack/react-router'
import { partnerQuery } from '../partner/partner-query'
import type { AppRuntime } from './app-runtime'

/**
 * Whether this partner offers signing in by e-mail (its `login_via_email_available`,
 * docs/partner-settings.md). Without it the customer signs in through the partner's own platform (a
 * signed link), and the sign-in page sends visitors to the calculator's entry instead. When the partner
 * cannot be loaded the sign-in page stays offered: it is where a failure is explained.
 */
export async function emailSignInOffered(runtime: Pick<AppRuntime, 'http' | 'queryClient'>) {
  try {
    const partner = await runtime.queryClient.ensureQueryData(partnerQuery(runtime.http))
    return partner.login_via_email_available
  } catch {
    return true
  }
}

/** Where a visitor goes to sign in: the sign-in page, or the calculator's entry without e-mail sign-in. */
export async function signInPath(runtime: Pick<AppRuntime, 'http' | 'queryClient'>) {
  return (await emailSignInOffered(runtime)) ? ('/sign-in' as const) : ('/insurance-calculator' as const)
}

/**
 * `beforeLoad` of a guarded route (core §2): waits on the auth journey (no polling) until the session
 * is known; signed out goes to the sign-in page, which brings the customer back to `returnTo` after (or,
 * for a partner without e-mail sign-in, to the calculator's entry).
 * The route shows its pending skeleton meanwhile.
 */
export async function requireSignedIn(runtime: AppRuntime, returnTo?: string) {
  const auth = await runtime.loadAuth()
  const settled = await auth.settled()
  if (!settled.matches('authenticated')) {
    const to = await signInPath(runtime)
    // Loaded only then: the first page does not carry it.
    if (returnTo && to === '/sign-in') await import('./return-to').then((m) => m.rememberReturn(returnTo))
    throw redirect({ to, replace: true })
  }
  return { user: settled.context.user }
}
