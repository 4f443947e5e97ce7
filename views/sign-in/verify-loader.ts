import { redirect } from '@tanstack/react-router'
import { getAccountEnvironments } from '../../api/client/auth'
import type { AppRuntime } from '../platform/app-runtime'
import { takeReturn } from '../platform/return-to'

/**
 * `/sign-in/verify`'s loader: signing in is an effect of the auth journey; the route only asks for it and
 * follows the outcome. Loaded with the link, so the first page does not carry it.
 */
export async function verifyLoader(token: string | undefined, { http, loadAuth }: AppRuntime) {
  if (!token) return { failed: true }
  const auth = await loadAuth()
  auth.send({ type: 'session.signOut' })
  auth.send({ type: 'login.magicLink', token })
  const settled = await auth.settled()
  if (!settled.matches('authenticated')) return { failed: true }
  // Insured with several partners: let the customer choose where to continue (core §2 /accounts).
  const email = settled.context.user?.email
  const accounts = email ? await getAccountEnvironments(http, email).catch(() => null) : null
  if ((accounts?.result.length ?? 0) > 1) throw redirect({ to: '/accounts', replace: true })
  // Back to the page sign-in was asked for (the profession search from the welcome page), else home.
  const back = takeReturn()
  throw back ? redirect({ href: back, replace: true }) : redirect({ to: '/welcome', replace: true })
}
