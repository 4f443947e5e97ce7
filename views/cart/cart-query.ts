import { queryOptions } from '@tanstack/react-query'
import type { Http } from '../../api/client/http'
import { getCart, getInsuranceProducts, getPresetPrices } from '../../api/client/products'

/** Prefix of the cart's query keys (labels come in the page's language, so the locale is part of the key). */
export const cartQueryKey = ['cart'] as const
export const productsQueryKey = ['insurance-products'] as const

export const cartQuery = (http: Http, locale: string) =>
  queryOptions({
    queryKey: [...cartQueryKey, locale],
    queryFn: ({ signal }) => getCart(http, signal).then((r) => r.result),
    staleTime: 30_000,
  })

/** The products the user's profession may buy (the profession is part of the key: changing it refetches). */
export const productsQuery = (http: Http, locale: string, professionId: number | null) =>
  queryOptions({
    queryKey: [...productsQueryKey, locale, professionId],
    queryFn: ({ signal }) => getInsuranceProducts(http, signal).then((r) => r.result),
    staleTime: 60_000,
  })

/**
 * The presets of an income-protection product, priced for the customer (under the products' key: a cart
 * change, such as a new premium choice, refetches them with the products).
 */
export const presetPricesQuery = (http: Http, locale: string, productId: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...productsQueryKey, 'presets', locale, productId],
    queryFn: ({ signal }) => getPresetPrices(http, productId, signal),
    enabled,
    staleTime: 60_000,
  })
