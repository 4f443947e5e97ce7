import { route } from './route'
import { createSurveySchema, surveyQuerySchema, surveySchema } from './survey'

/** Survey answers, one per customer, survey and product (api/contract/survey.ts). */
export const surveyRoutes = {
  survey: route({
    method: 'GET',
    path: '/surveys',
    auth: 'user',
    query: surveyQuerySchema,
    response: surveySchema,
  }),
  surveyAnswer: route({
    method: 'POST',
    path: '/surveys',
    auth: 'user',
    body: createSurveySchema,
    response: surveySchema,
  }),
}
