import { queryOptions } from '@tanstack/react-query'
import type { Http } from '../../api/client/http'
import { getCart, getInsuranceProducts, getPresetPrices } from '../../api/client/products'

/** Prefix of the cart's query keys (labels come in the page's language, so the locale is part of the key). */
export const cartQueryKey = ['cart'] as const
export const productsQueryKey = ['insurance-products'] as const

/**
 * The customer's cart. Asked only while signed in: the page a sign-out leaves stays on screen until the
 * app has moved on, and must not ask the server for what it now refuses (401s after signing out).
 */
export const cartQuery = (http: Http, locale: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...cartQueryKey, locale],
    // Without the signal: a cart answer is worth keeping even when the page that asked has gone. After a
    // purchase the cart is asked again just as the result page replaces the checkout (its code is fetched
    // ahead now), and an abort there only wasted the request the next page makes again.
    queryFn: () => getCart(http).then((r) => r.result),
    staleTime: 30_000,
    enabled: signedIn,
  })

/**
 * The products a customer of the profession may buy, priced for it (the key and the request name it, so
 * the profession page can ask for the products of the profession being chosen before it is saved); without
 * one, those of the user's stored profession (none). Like the cart, only while signed in.
 */
export const productsQuery = (http: Http, locale: string, professionId: number | null, signedIn: boolean) =>
  queryOptions({
    queryKey: [...productsQueryKey, locale, professionId],
    queryFn: ({ signal }) => getInsuranceProducts(http, signal, professionId).then((r) => r.result),
    staleTime: 60_000,
    enabled: signedIn,
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
