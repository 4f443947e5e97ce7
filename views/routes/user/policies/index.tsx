import { createFileRoute } from '@tanstack/react-router'
import { PoliciesPage } from '../../../my-policies/PoliciesPage'

/** `/user/policies`: the policy overview (forms §2). */
export const Route = createFileRoute('/user/policies/')({
  component: PoliciesPage,
})
