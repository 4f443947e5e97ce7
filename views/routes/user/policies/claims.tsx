import { createFileRoute } from '@tanstack/react-router'
import { ClaimsPage } from '../../../claims/ClaimsPage'

export const Route = createFileRoute('/user/policies/claims')({
  component: ClaimsPage,
})
