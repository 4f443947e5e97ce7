import {
  insuranceProductsQuerySchema,
  insuranceProductsResponseSchema,
  presetPricesResponseSchema,
} from './products'
import {
  professionSchema,
  professionSearchQuerySchema,
  professionSuggestRequestSchema,
  professionSuggestResponseSchema,
  professionsResponseSchema,
} from './professions'
import { route } from './route'

/** Professions (public) and the customer's insurance products (forms §2, §3). */
export const productRoutes = {
  professionSearch: route({
    method: 'GET',
    path: '/professions',
    auth: 'optional',
    query: professionSearchQuerySchema,
    response: professionsResponseSchema,
  }),
  professionSuggest: route({
    method: 'POST',
    path: '/professions/suggest',
    auth: 'optional',
    body: professionSuggestRequestSchema,
    response: professionSuggestResponseSchema,
  }),
  profession: route({
    method: 'GET',
    path: '/professions/:id',
    auth: 'optional',
    response: professionSchema,
  }),
  insuranceProducts: route({
    method: 'GET',
    path: '/insurance-products',
    auth: 'user',
    query: insuranceProductsQuerySchema,
    response: insuranceProductsResponseSchema,
  }),
  presetPrices: route({
    method: 'GET',
    path: '/insurance-products/:id/preset-prices',
    auth: 'user',
    response: presetPricesResponseSchema,
  }),
}
