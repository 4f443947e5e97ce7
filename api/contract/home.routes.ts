import {
  acceptedQuoteSchema,
  acceptQuoteSchema,
  createHomeAnswersSchema,
  createQuoteSchema,
  homeAnswersResponseSchema,
  homeQuoteSchema,
  updateHomeAnswersSchema,
} from './home'
import { route } from './route'

/**
 * The home journey's calls (api/contract/home.ts). A refused quote is a 400 with
 * `rejected_reason: { error_code }` (api/contract/refusals.ts), its code also in `non_field_errors`.
 */
export const homeRoutes = {
  homeAnswersCreate: route({
    method: 'POST',
    path: '/allianz/answer',
    auth: 'user',
    body: createHomeAnswersSchema,
    response: homeAnswersResponseSchema,
  }),
  homeAnswersUpdate: route({
    method: 'PATCH',
    path: '/allianz/answer',
    auth: 'user',
    body: updateHomeAnswersSchema,
    response: homeAnswersResponseSchema,
  }),
  homeQuote: route({
    method: 'POST',
    path: '/allianz/create-quote',
    auth: 'user',
    body: createQuoteSchema,
    response: homeQuoteSchema,
  }),
  homeQuoteAccept: route({
    method: 'POST',
    path: '/allianz/accept-quote',
    auth: 'user',
    body: acceptQuoteSchema,
    response: acceptedQuoteSchema,
  }),
}
