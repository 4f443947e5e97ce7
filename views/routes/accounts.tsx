import { createFileRoute } from '@tanstack/react-router'
import { AccountsPage } from '../sign-in/AccountsPage'
import { requireSignedIn } from '../platform/guards'
import { signInPathOf } from '../partner/sign-in-path'

export const Route = createFileRoute('/accounts')({
  beforeLoad: ({ context }) =>
    requireSignedIn(context.runtime, undefined, () => signInPathOf(context.runtime)),
  component: function AccountsRoute() {
    const { user } = Route.useRouteContext()
    return <AccountsPage email={user?.email ?? ''} />
  },
})
