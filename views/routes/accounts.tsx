import { createFileRoute } from '@tanstack/react-router'
import { AccountsPage } from '../sign-in/AccountsPage'
import { requireSignedIn } from '../platform/guards'

export const Route = createFileRoute('/accounts')({
  beforeLoad: ({ context }) => requireSignedIn(context.runtime),
  component: function AccountsRoute() {
    const { user } = Route.useRouteContext()
    return <AccountsPage email={user?.email ?? ''} />
  },
})
