import { createFileRoute } from '@tanstack/react-router'
import { PolicyDetailPage } from '../../../../my-policies/PolicyDetailPage'

/** `/user/policies/$policyId`: one policy with its documents (forms §2). */
export const Route = createFileRoute('/user/policies/$policyId/')({
  component: PolicyDetailPage,
})
