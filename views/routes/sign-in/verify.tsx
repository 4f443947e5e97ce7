import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { getAccountEnvironments } from '../../../api/client/auth'
import { loadAuth } from '../../auth/auth-loader'
import { VerifyFailed } from '../../auth/VerifyPage'

const searchSchema = z.object({ token: z.optional(z.string()) })

export const Route = createFileRoute('/sign-in/verify')({
  validateSearch: (search) =>
    searchSchema.parse({ token: typeof search.token === 'string' ? search.token : undefined }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  // Signing in is an effect of the auth journey; the route only asks for it and follows the outcome.
  loader: async ({ deps, context }) => {
    if (!deps.token) return { failed: true }
    const auth = await loadAuth()
    auth.send({ type: 'session.signOut' })
    auth.send({ type: 'login.magicLink', token: deps.token })
    const settled = await auth.settled()
    if (settled.matches('authenticated')) {
      // Insured with several partners: let the customer choose where to continue (core §2 /accounts).
      const email = settled.context.user?.email
      const accounts = email ? await getAccountEnvironments(context.http, email).catch(() => null) : null
      if ((accounts?.result.length ?? 0) > 1) throw redirect({ to: '/accounts', replace: true })
      // Back to the page sign-in was asked for (the profession search from the welcome page), else home.
      const back = await import('../../auth/return-to').then((m) => m.takeReturn())
      throw back ? redirect({ href: back, replace: true }) : redirect({ to: '/welcome', replace: true })
    }
    return { failed: true }
  },
  // Not split by the router on its own: loaded like the page, so the first page does not carry it.
  pendingComponent: lazyRouteComponent(() => import('../../auth/VerifyPage'), 'VerifyPending'),
  component: VerifyFailed,
  staleTime: Infinity,
})
