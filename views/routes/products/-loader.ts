import { loadOnce } from '../../platform/load-once'

/**
 * The products pages' loader module (products/products-loader.ts), loaded with the page, not with the
 * route table: the first page carries no products code. The step before fetches it ahead
 * (views/funnel/prefetch-next.ts); every navigation after gets it at once (platform/load-once.ts).
 */
export const productsLoaderModule = loadOnce(() => import('../../products/products-loader'))
