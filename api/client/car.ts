import type { CarChoiceRequest, CarQuoteRequest } from '../contract/car'
import { carRoutes } from '../contract/car.routes'
import { call, type Http } from './http'

/** `POST /car/quote`: the vehicle by its plate and a premium per cover, or a refusal (400 `quote_refused`). */
export const requestCarQuote = (http: Http, body: CarQuoteRequest, signal?: AbortSignal) =>
  call(http, carRoutes.carQuote, { body, signal })

/** `POST /car/quote/choice`: the cover chosen prices the cart item, or is refused. */
export const chooseCarCover = (http: Http, body: CarChoiceRequest) =>
  call(http, carRoutes.carQuoteChoice, { body })
