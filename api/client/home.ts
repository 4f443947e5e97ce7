import type { AcceptQuote, HomeAnswerInput } from '../contract/home'
import { homeRoutes } from '../contract/home.routes'
import { call, type Http } from './http'

/** `POST /allianz/answer`, or `PATCH` when any answer has an id (the client decides, forms §7). */
export const saveHomeAnswers = (http: Http, answers: HomeAnswerInput[]) =>
  answers.some((a) => a.id !== undefined)
    ? call(http, homeRoutes.homeAnswersUpdate, { body: { answers } })
    : call(http, homeRoutes.homeAnswersCreate, {
        body: { answers: answers.map(({ question, option }) => ({ question, option })) },
      })

/** `POST /allianz/create-quote` with the cross-sell products (a refusal is a 400 with its code). */
export const createHomeQuote = (http: Http, product: number, signal?: AbortSignal) =>
  call(http, homeRoutes.homeQuote, { body: { product, get_cross_sell_products: true }, signal })

/** `POST /allianz/accept-quote`: the coverage and extra coverages chosen price the cart item. */
export const acceptHomeQuote = (http: Http, body: AcceptQuote) =>
  call(http, homeRoutes.homeQuoteAccept, { body })
