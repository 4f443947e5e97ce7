import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../../funnel/lazy-guards'
import { AvailableProductsPage } from '../../products/AvailableProductsPage'
import type { loadProducts } from '../../products/products-loader'

const productsLoader = () => import('../../products/products-loader')

export const Route = createFileRoute('/products/available-products')({
  beforeLoad: requireFunnel,
  // Loaded with the page, not with the route table: the first page carries no products code. The step
  // before fetches it ahead (views/funnel/prefetch-next.ts).
  staticData: { loaderModule: productsLoader },
  loader: (match: Parameters<typeof loadProducts>[0]) =>
    productsLoader().then(({ loadProducts }) => loadProducts(match)),
  component: AvailableProductsPage,
})
