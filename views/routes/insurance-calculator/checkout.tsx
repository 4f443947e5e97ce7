import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../../funnel/lazy-guards'
import { CheckoutPage } from '../../checkout/CheckoutPage'

export const Route = createFileRoute('/insurance-calculator/checkout')({
  beforeLoad: requireFunnel,
  component: CheckoutPage,
})
