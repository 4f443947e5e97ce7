import { createFileRoute, redirect } from '@tanstack/react-router'

/** `/user` itself: the policy overview is the account area's first page. */
export const Route = createFileRoute('/user/')({
  beforeLoad: () => {
    throw redirect({ to: '/user/policies', replace: true })
  },
})
