import { Hono } from 'hono'
import { routes } from '../../contract/routes'
import { createSurveySchema, surveyQuerySchema } from '../../contract/survey'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'
import { answerSurvey, surveyAnswerOf } from './survey-service'

/** Feedback is at most 2,000 characters, which JSON may escape to 6 bytes each. */
const SURVEY_BODY = 16 * 1024

/**
 * Survey answers (api/contract/survey.ts) over the survey service (survey-service.ts): one per customer,
 * survey and product; answering again replaces the answer (200 instead of 201).
 */
export function surveyRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.survey, async (c) => {
    const { user } = await requireUser(c, deps)
    const { slug, product } = parseQuery(c, surveyQuerySchema)
    return c.json(await surveyAnswerOf(db, user.id, slug, product))
  })

  on(app, routes.surveyAnswer, limitBody(SURVEY_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const { slug, product, rating, feedback = null } = await parseBody(c, createSurveySchema)
    const { survey, created } = await answerSurvey(db, user.id, { slug, product, rating, feedback })
    return c.json(survey, created ? 201 : 200)
  })
  return app
}
