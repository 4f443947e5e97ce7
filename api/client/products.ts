import { addCartItemSchema, type CheckoutCart } from '../contract/cart'
import { cartRoutes } from '../contract/cart.routes'
import type { ProfessionSuggestRequest } from '../contract/professions'
import { productRoutes } from '../contract/products.routes'
import { call, type Http } from './http'

/** `GET /professions?q=&limit=`. */
export const searchProfessions = (http: Http, q: string, signal?: AbortSignal, limit = 20) =>
  call(http, productRoutes.professionSearch, { query: { q: q || undefined, limit }, signal })

export const getProfession = (http: Http, id: number, signal?: AbortSignal) =>
  call(http, productRoutes.profession, { params: { id }, signal })

/** `POST /professions/suggest`: the assistant's suggestions for a description of the work. */
export const suggestProfessions = (http: Http, request: ProfessionSuggestRequest, signal?: AbortSignal) =>
  call(http, productRoutes.professionSuggest, { body: request, signal })

/** `GET /insurance-products`: what the user's profession may buy, priced for it; with `profession`, that one's. */
export const getInsuranceProducts = (http: Http, signal?: AbortSignal, profession: number | null = null) =>
  call(http, productRoutes.insuranceProducts, { query: { profession: profession ?? undefined }, signal })

export const getPresetPrices = (http: Http, productId: number, signal?: AbortSignal) =>
  call(http, productRoutes.presetPrices, { params: { id: productId }, signal })

export const getCart = (http: Http, signal?: AbortSignal) => call(http, cartRoutes.cart, { signal })

export const addCartItem = (http: Http, productId: number) =>
  call(http, cartRoutes.cartAdd, { body: addCartItemSchema.parse({ insurance_product: productId }) })

export const deleteCartItem = (http: Http, id: number) =>
  call(http, cartRoutes.cartDelete, { params: { id } })

export const clearCart = (http: Http) => call(http, cartRoutes.cartClear)

/** Prepares the checkout; `startSingleGroup`: a cart of one group becomes the checkout cart as well. */
export const prepareCheckout = (http: Http, { startSingleGroup = false } = {}) =>
  call(http, cartRoutes.prepareCheckout, startSingleGroup ? { query: { start: 'single_group' } } : {})

export const getCheckoutCart = (http: Http, signal?: AbortSignal) =>
  call(http, cartRoutes.checkoutCart, { signal })

export const setCheckoutCart = (http: Http, cart: CheckoutCart) =>
  call(http, cartRoutes.checkoutCartSet, { body: cart })

export const clearCheckoutCart = (http: Http) => call(http, cartRoutes.checkoutCartClear)

/** `PUT /cart-item/start-date`: the payment step's start date becomes the checkout cart's; answers the cart. */
export const setStartDate = (http: Http, startDate: string) =>
  call(http, cartRoutes.startDateSet, { body: { start_date: startDate } })
