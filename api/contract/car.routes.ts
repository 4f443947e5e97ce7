import { carChoiceRequestSchema, carQuoteSchema } from './car'
import { route } from './route'

/**
 * The car quote (api/contract/car.ts). The quote body is checked against today's date
 * (`carQuoteRequestSchema({ today })`), so it has no fixed body schema here.
 */
export const carRoutes = {
  carQuote: route({ method: 'POST', path: '/car/quote', auth: 'user', response: carQuoteSchema }),
  carQuoteChoice: route({
    method: 'POST',
    path: '/car/quote/choice',
    body: carChoiceRequestSchema,
    auth: 'user',
    response: carQuoteSchema,
  }),
}
