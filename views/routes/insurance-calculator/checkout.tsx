import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../../funnel/lazy-guards'
import { CalculatorPage } from '../../checkout/calculator/CalculatorPage'

/** The calculator's calculate and result steps: no company, IBAN or purchase here (core §2). */
export const Route = createFileRoute('/insurance-calculator/checkout')({
  beforeLoad: requireFunnel,
  component: CalculatorPage,
})
