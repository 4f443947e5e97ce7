import { createSurveySchema, type CreateSurvey, type Survey, type SurveySlug } from '../contract/survey'
import { surveyRoutes } from '../contract/survey.routes'
import { ApiError } from './api-error'
import { call, type Http } from './http'

/**
 * `GET /surveys?slug=&product=`: the customer's answer to that survey for that product; null when there
 * is none yet (the server's 404). Any other failure is thrown.
 */
export async function getSurvey(
  http: Http,
  slug: SurveySlug,
  product: number,
  signal?: AbortSignal,
): Promise<Survey | null> {
  try {
    return await call(http, surveyRoutes.survey, { query: { slug, product }, signal })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** `POST /surveys`: answers the survey (a second answer replaces the first). */
export const answerSurvey = (http: Http, answer: CreateSurvey) =>
  call(http, surveyRoutes.surveyAnswer, { body: createSurveySchema.parse(answer) })
