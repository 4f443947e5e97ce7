import { acceptedQuoteSchema, brokerQuoteSchema } from './broker'
import { route } from './route'

/**
 * Broker quotation (api/contract/broker.ts). The login with a quote is `POST /jwt/create-by-external-id`
 * (auth.routes.ts); these are the signed-in customer's own quote: another customer's is a 404.
 */
export const brokerRoutes = {
  brokerQuote: route({
    method: 'GET',
    path: '/broker-quotes/:id',
    auth: 'user',
    response: brokerQuoteSchema,
  }),
  brokerQuoteAccept: route({
    method: 'POST',
    path: '/broker-quotes/:id/accept',
    auth: 'user',
    response: acceptedQuoteSchema,
  }),
}
