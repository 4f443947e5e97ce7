import { createFileRoute } from '@tanstack/react-router'
import { AccountLayout } from '../../account/AccountLayout'
import { requireAccount } from '../../account/lazy-account-guard'

/** The account area (`/user/...`, core §2): guarded; every page sits in its left navigation. */
export const Route = createFileRoute('/user')({
  beforeLoad: requireAccount,
  component: AccountLayout,
})
