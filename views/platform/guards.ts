import { redirect } from '@tanstack/react-router'
import type { AppRuntime } from './app-runtime'

/**
 * `beforeLoad` of a guarded route (core §2): waits on the auth journey (no polling) until the session
 * is known; signed out goes to the sign-in page, which brings the customer back to `returnTo` after.
 * The route shows its pending skeleton meanwhile.
 */
export async function requireSignedIn(runtime: AppRuntime, returnTo?: string) {
  const auth = await runtime.loadAuth()
  const settled = await auth.settled()
  if (!settled.matches('authenticated')) {
    // Loaded only then: the first page does not carry it.
    if (returnTo) await import('./return-to').then((m) => m.rememberReturn(returnTo))
    throw redirect({ to: '/sign-in', replace: true })
  }
  return { user: settled.context.user }
}
