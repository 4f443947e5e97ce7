import { redirect } from '@tanstack/react-router'
import { getAccountEnvironments } from '../../api/client/auth'
import type { AppRuntime } from '../platform/app-runtime'
import { takeReturn } from '../platform/return-to'

/** What `/sign-in/verify` shows when the link did not sign in: spent or unknown, or not reached (worth a retry). */
export type VerifyOutcome = { failed: true; retryable: boolean }

/**
 * `/sign-in/verify`'s loader: signing in is an effect of the auth journey; the route only asks for it and
 * follows the outcome. Loaded with the link, so the first page does not carry it. The token stays in the
 * address only while it may still work: every outcome but "not reached" replaces the address without it.
 */
export async function verifyLoader(
  token: string | undefined,
  { http, loadAuth }: AppRuntime,
): Promise<VerifyOutcome> {
  if (!token) return { failed: true, retryable: false }
  const auth = await loadAuth()
  auth.send({ type: 'session.signOut' })
  auth.send({ type: 'login.magicLink', token })
  const settled = await auth.settled()
  if (!settled.matches('authenticated')) {
    const failure = settled.context.failure
    // Not reached (offline, the server down): the link may still work, so it stays for the retry.
    if (failure?.retryable) return { failed: true, retryable: true }
    // Spent, expired or unknown: the token leaves the address bar, so no reload or bookmark offers it again.
    throw redirect({ to: '/sign-in/verify', search: {}, replace: true })
  }
  // Insured with several partners: let the customer choose where to continue (core §2 /accounts).
  const email = settled.context.user?.email
  const accounts = email ? await getAccountEnvironments(http, email).catch(() => null) : null
  if ((accounts?.result.length ?? 0) > 1) throw redirect({ to: '/accounts', replace: true })
  // Back to the page sign-in was asked for (the profession search from the welcome page), else home.
  const back = takeReturn()
  throw back ? redirect({ href: back, replace: true }) : redirect({ to: '/welcome', replace: true })
}
