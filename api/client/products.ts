import * as z from 'zod/mini'
import {
  addCartItemSchema,
  cartItemSchema,
  cartResponseSchema,
  checkoutCartSchema,
  prepareCheckoutResponseSchema,
  type CheckoutCart,
} from '../contract/cart'
import { insuranceProductsResponseSchema, presetPricesResponseSchema } from '../contract/products'
import {
  professionSchema,
  professionSuggestResponseSchema,
  professionsResponseSchema,
  type ProfessionSuggestRequest,
} from '../contract/professions'
import type { Http } from './http'

const noContent = z.null()

/** `GET /professions?q=&limit=`. */
export const searchProfessions = (http: Http, q: string, signal?: AbortSignal, limit = 20) =>
  http({
    path: '/professions',
    query: { q: q || undefined, limit },
    schema: professionsResponseSchema,
    signal,
  })

export const getProfession = (http: Http, id: number, signal?: AbortSignal) =>
  http({ path: `/professions/${id}`, schema: professionSchema, signal })

/** `POST /professions/suggest`: the assistant's suggestions for a description of the work. */
export const suggestProfessions = (http: Http, request: ProfessionSuggestRequest, signal?: AbortSignal) =>
  http({
    method: 'POST',
    path: '/professions/suggest',
    body: request,
    schema: professionSuggestResponseSchema,
    signal,
  })

/** `GET /insurance-products`: what the user's profession may buy, priced for it. */
export const getInsuranceProducts = (http: Http, signal?: AbortSignal) =>
  http({ path: '/insurance-products', schema: insuranceProductsResponseSchema, signal })

export const getPresetPrices = (http: Http, productId: number, signal?: AbortSignal) =>
  http({ path: `/insurance-products/${productId}/preset-prices`, schema: presetPricesResponseSchema, signal })

export const getCart = (http: Http, signal?: AbortSignal) =>
  http({ path: '/cart-item', schema: cartResponseSchema, signal })

export const addCartItem = (http: Http, productId: number) =>
  http({
    method: 'POST',
    path: '/cart-item',
    body: addCartItemSchema.parse({ insurance_product: productId }),
    schema: cartItemSchema,
  })

export const deleteCartItem = (http: Http, id: number) =>
  http({ method: 'DELETE', path: `/cart-item/${id}`, schema: noContent })

export const clearCart = (http: Http) => http({ method: 'POST', path: '/cart-item/clear', schema: noContent })

export const prepareCheckout = (http: Http) =>
  http({ method: 'POST', path: '/cart-item/prepare-checkout', schema: prepareCheckoutResponseSchema })

export const getCheckoutCart = (http: Http, signal?: AbortSignal) =>
  http({ path: '/cart-item/checkout-cart', schema: checkoutCartSchema, signal })

export const setCheckoutCart = (http: Http, cart: CheckoutCart) =>
  http({ method: 'PUT', path: '/cart-item/checkout-cart', body: cart, schema: checkoutCartSchema })

export const clearCheckoutCart = (http: Http) =>
  http({ method: 'DELETE', path: '/cart-item/checkout-cart', schema: noContent })
