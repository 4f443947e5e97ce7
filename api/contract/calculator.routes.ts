import { calculatorSummarySchema, summaryMailResponseSchema, summaryMailSchema } from './calculator'
import { route } from './route'

/** The premium calculator's summary and its e-mail (api/contract/calculator.ts). */
export const calculatorRoutes = {
  calculatorSummary: route({
    method: 'GET',
    path: '/calculator/summary',
    auth: 'user',
    response: calculatorSummarySchema,
  }),
  calculatorSummaryMail: route({
    method: 'POST',
    path: '/calculator/summary/mail',
    auth: 'user',
    body: summaryMailSchema,
    response: summaryMailResponseSchema,
  }),
}
