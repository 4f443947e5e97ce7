import { createFileRoute } from '@tanstack/react-router'
import { requireCustomer } from '../../funnel/lazy-guards'
import { ProfessionPage } from '../../profession/ProfessionPage'

export const Route = createFileRoute('/insurance-calculator/profession')({
  beforeLoad: requireCustomer,
  component: ProfessionPage,
})
