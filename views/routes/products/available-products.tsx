import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../../funnel/lazy-guards'
import { AvailableProductsPage } from '../../products/AvailableProductsPage'

export const Route = createFileRoute('/products/available-products')({
  beforeLoad: requireFunnel,
  component: AvailableProductsPage,
})
