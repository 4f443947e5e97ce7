import type { SummaryMail } from '../contract/calculator'
import { calculatorRoutes } from '../contract/calculator.routes'
import { call, type Http } from './http'

/** `GET /calculator/summary`: the premium summary of the customer's cart, in the page's language. */
export const getCalculatorSummary = (http: Http, signal?: AbortSignal) =>
  call(http, calculatorRoutes.calculatorSummary, { signal })

/** `POST /calculator/summary/mail`: that summary of these cart items, mailed to the customer. */
export const mailCalculatorSummary = (http: Http, body: SummaryMail) =>
  call(http, calculatorRoutes.calculatorSummaryMail, { body })
