import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../../funnel/lazy-guards'
import { AvailableProductsPage } from '../../products/AvailableProductsPage'

export const Route = createFileRoute('/insurance-calculator/available-products')({
  beforeLoad: requireFunnel,
  component: AvailableProductsPage,
})
