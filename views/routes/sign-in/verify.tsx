import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { VerifyFailed } from '../../sign-in/VerifyPage'

const searchSchema = z.object({ token: z.optional(z.string()) })

export const Route = createFileRoute('/sign-in/verify')({
  validateSearch: (search) =>
    searchSchema.parse({ token: typeof search.token === 'string' ? search.token : undefined }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ deps, context }) =>
    import('../../sign-in/verify-loader').then((m) => m.verifyLoader(deps.token, context.runtime)),
  // Not split by the router on its own: loaded like the page, so the first page does not carry it.
  pendingComponent: lazyRouteComponent(() => import('../../sign-in/VerifyPage'), 'VerifyPending'),
  component: VerifyFailed,
  staleTime: Infinity,
})
