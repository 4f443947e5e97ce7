import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

// The link's token is in the fragment (#token=…): the loader takes it out of the address bar and signs in.
export const Route = createFileRoute('/admin/sign-in/verify')({
  loader: ({ context }) =>
    import('../../../admin/verify-admin-link').then((m) => m.verifyAdminLinkLoader(context.http)),
  pendingComponent: lazyRouteComponent(() => import('../../../admin/AdminVerifyPage'), 'AdminVerifyPending'),
  component: lazyRouteComponent(() => import('../../../admin/AdminVerifyPage'), 'AdminVerifyPage'),
  staleTime: Infinity,
})
