import { createFileRoute } from '@tanstack/react-router'
import { requireCustomer } from '../../checkout/funnel-guard'
import { ProfessionPage } from '../../profession/ProfessionPage'

export const Route = createFileRoute('/insurance-calculator/profession')({
  beforeLoad: requireCustomer,
  component: ProfessionPage,
})
