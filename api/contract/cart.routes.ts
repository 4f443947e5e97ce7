import * as z from 'zod/mini'
import {
  addCartItemSchema,
  cartItemSchema,
  cartResponseSchema,
  checkoutCartSchema,
  prepareCheckoutQuerySchema,
  prepareCheckoutResponseSchema,
  startDateChoiceSchema,
} from './cart'
import { route } from './route'

const noContent = z.null()

/** The cart and the checkout cart (core §3, §4, §7). */
export const cartRoutes = {
  cart: route({ method: 'GET', path: '/cart-item', auth: 'user', response: cartResponseSchema }),
  cartAdd: route({
    method: 'POST',
    path: '/cart-item',
    auth: 'user',
    body: addCartItemSchema,
    response: cartItemSchema,
  }),
  cartDelete: route({ method: 'DELETE', path: '/cart-item/:id', auth: 'user', response: noContent }),
  cartClear: route({ method: 'POST', path: '/cart-item/clear', auth: 'user', response: noContent }),
  prepareCheckout: route({
    method: 'POST',
    path: '/cart-item/prepare-checkout',
    auth: 'user',
    query: prepareCheckoutQuerySchema,
    response: prepareCheckoutResponseSchema,
  }),
  checkoutCart: route({
    method: 'GET',
    path: '/cart-item/checkout-cart',
    auth: 'user',
    response: checkoutCartSchema,
  }),
  checkoutCartSet: route({
    method: 'PUT',
    path: '/cart-item/checkout-cart',
    auth: 'user',
    body: checkoutCartSchema,
    response: checkoutCartSchema,
  }),
  startDateSet: route({
    method: 'PUT',
    path: '/cart-item/start-date',
    auth: 'user',
    body: startDateChoiceSchema,
    response: cartResponseSchema,
  }),
  checkoutCartClear: route({
    method: 'DELETE',
    path: '/cart-item/checkout-cart',
    auth: 'user',
    response: noContent,
  }),
}
