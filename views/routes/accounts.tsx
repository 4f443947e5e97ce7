import { createFileRoute } from '@tanstack/react-router'
import { AccountsPage } from '../auth/AccountsPage'
import { requireSignedIn } from '../auth/guards'

export const Route = createFileRoute('/accounts')({
  beforeLoad: ({ context }) => requireSignedIn(context.runtime),
  component: function AccountsRoute() {
    const { user } = Route.useRouteContext()
    return <AccountsPage email={user?.email ?? ''} />
  },
})
