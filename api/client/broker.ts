import { brokerRoutes } from '../contract/broker.routes'
import { call, type Http } from './http'

/** `GET /broker-quotes/{id}`: the signed-in customer's broker quote (404 for anyone else's). */
export const getBrokerQuote = (http: Http, id: string, signal?: AbortSignal) =>
  call(http, brokerRoutes.brokerQuote, { params: { id }, signal })

/**
 * `POST /broker-quotes/{id}/accept`: the quoted products into the cart with the quote's answers (the same
 * answer again when accepted before); 410 `quote_expired` / `quote_used` with the broker when it ended.
 */
export const acceptBrokerQuote = (http: Http, id: string, signal?: AbortSignal) =>
  call(http, brokerRoutes.brokerQuoteAccept, { params: { id }, signal })
