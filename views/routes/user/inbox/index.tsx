import { createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '../../../inbox/InboxPage'

/** `/user/inbox`: the customer's messages (forms §2). */
export const Route = createFileRoute('/user/inbox/')({
  component: InboxPage,
})
