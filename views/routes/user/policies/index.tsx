import { createFileRoute } from '@tanstack/react-router'
import { PoliciesPage } from '../../../my-policies/PoliciesPage'

export const Route = createFileRoute('/user/policies/')({
  component: PoliciesPage,
})
