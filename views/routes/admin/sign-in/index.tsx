import { createFileRoute } from '@tanstack/react-router'
import { AdminSignInPage } from '../../../admin/AdminSignInPage'

// The return address (the partner portal's page the admin came from) is checked when the admin leaves.
export const Route = createFileRoute('/admin/sign-in/')({
  validateSearch: (search: Record<string, unknown>): { return_url?: string } =>
    typeof search.return_url === 'string' && search.return_url ? { return_url: search.return_url } : {},
  loader: () => import('../../../admin/messages').then((m) => m.loadAdminMessages()),
  component: function AdminSignInRoute() {
    const { return_url } = Route.useSearch()
    return <AdminSignInPage returnURL={return_url ?? null} />
  },
})
