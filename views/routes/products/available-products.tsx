import { createFileRoute } from '@tanstack/react-router'
import { requireFunnel } from '../../funnel/lazy-guards'
import { AvailableProductsPage } from '../../products/AvailableProductsPage'
import type { loadProducts } from '../../products/products-loader'
import { productsLoaderModule } from './-loader'

export const Route = createFileRoute('/products/available-products')({
  beforeLoad: requireFunnel,
  staticData: { loaderModule: productsLoaderModule },
  loader: (match: Parameters<typeof loadProducts>[0]) =>
    productsLoaderModule().then(({ loadProducts }) => loadProducts(match)),
  component: AvailableProductsPage,
})
