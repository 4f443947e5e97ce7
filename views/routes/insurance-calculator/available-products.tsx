import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../../funnel/lazy-guards'
import { AvailableProductsPage } from '../../products/AvailableProductsPage'
import type { loadProducts } from '../../products/products-loader'

export const Route = createFileRoute('/insurance-calculator/available-products')({
  beforeLoad: requireFunnel,
  // Loaded with the page, not with the route table: the first page carries no products code.
  loader: (match: Parameters<typeof loadProducts>[0]) =>
    import('../../products/products-loader').then(({ loadProducts }) => loadProducts(match)),
  component: AvailableProductsPage,
})
