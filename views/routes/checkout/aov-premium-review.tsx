import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../../funnel/lazy-guards'
import { CheckoutPage } from '../../checkout/CheckoutPage'

export const Route = createFileRoute('/checkout/aov-premium-review')({
  beforeLoad: requireFunnel,
  component: CheckoutPage,
})
