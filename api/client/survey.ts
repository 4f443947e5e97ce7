import {
  createSurveySchema,
  surveySchema,
  type CreateSurvey,
  type Survey,
  type SurveySlug,
} from '../contract/survey'
import { ApiError } from './api-error'
import type { Http } from './http'

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
    return await http({ path: '/surveys', query: { slug, product }, schema: surveySchema, signal })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** `POST /surveys`: answers the survey (a second answer replaces the first). */
export const answerSurvey = (http: Http, answer: CreateSurvey) =>
  http({ method: 'POST', path: '/surveys', body: createSurveySchema.parse(answer), schema: surveySchema })
