import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../../funnel/lazy-guards'
import { FailurePage } from '../../checkout/FailurePage'

export const Route = createFileRoute('/checkout/failure')({
  beforeLoad: requireFunnel,
  component: FailurePage,
})
