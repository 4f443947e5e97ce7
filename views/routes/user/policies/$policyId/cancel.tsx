import { createFileRoute } from '@tanstack/react-router'
import { CancellationPage } from '../../../../cancellation/CancellationPage'

/** `/user/policies/$policyId/cancel` (issue 18): cancelling one's own policy, step by step. */
export const Route = createFileRoute('/user/policies/$policyId/cancel')({
  component: CancelRoute,
})

function CancelRoute() {
  const { policyId } = Route.useParams()
  return <CancellationPage key={policyId} policyId={policyId} />
}
