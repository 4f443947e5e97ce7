import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../../funnel/lazy-guards'
import { AvailableProductsPage } from '../../products/AvailableProductsPage'
import { loadProducts } from '../../products/products-loader'

export const Route = createFileRoute('/insurance-calculator/available-products')({
  beforeLoad: requireFunnel,
  loader: loadProducts,
  component: AvailableProductsPage,
})
