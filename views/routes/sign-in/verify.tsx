import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { textParams } from '../../platform/search-params'
import { VerifyFailed } from '../../sign-in/VerifyPage'

export const Route = createFileRoute('/sign-in/verify')({
  validateSearch: (search) => textParams(search, ['token'], 4096),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ deps, context }) =>
    import('../../sign-in/verify-loader').then((m) => m.verifyLoader(deps.token, context.runtime)),
  // Not split by the router on its own: loaded like the page, so the first page does not carry it.
  pendingComponent: lazyRouteComponent(() => import('../../sign-in/VerifyPage'), 'VerifyPending'),
  component: VerifyFailed,
  staleTime: Infinity,
})
