import { purchaseResponseSchema } from './purchase'
import { route } from './route'

/**
 * The purchase of the checkout cart (api/contract/purchase.ts). Its body is checked by the server with
 * rules of the checkout cart (`purchaseSchema(rules)`), so it has no fixed body schema here.
 */
export const purchaseRoutes = {
  purchase: route({
    method: 'POST',
    path: '/cart-item/purchase',
    auth: 'user',
    response: purchaseResponseSchema,
  }),
}
