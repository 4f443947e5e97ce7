import { deviceQuoteSchema, storedDeviceQuoteSchema } from './device'
import { route } from './route'

/**
 * Device insurance's quote (api/contract/device.ts) of one cart item, `:id` the cart item's id. The body
 * of `PUT` is checked against today's date (`deviceQuoteFormSchema({ today })`), so it has no fixed body
 * schema here.
 */
export const deviceRoutes = {
  deviceQuoteSave: route({
    method: 'PUT',
    path: '/device-quote/:id',
    auth: 'user',
    response: deviceQuoteSchema,
  }),
  deviceQuoteGet: route({
    method: 'GET',
    path: '/device-quote/:id',
    auth: 'user',
    response: storedDeviceQuoteSchema,
  }),
}
