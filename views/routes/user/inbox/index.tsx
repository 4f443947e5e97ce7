import { createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '../../../inbox/InboxPage'

export const Route = createFileRoute('/user/inbox/')({
  component: InboxPage,
})
