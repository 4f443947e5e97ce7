import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { routes } from '../../contract/routes'
import { createSurveySchema, surveyQuerySchema, type Survey } from '../../contract/survey'
import { requireUser } from '../auth/require-user'
import { insuranceProducts, surveys } from '../db/schema'
import type { AppDeps } from '../deps'
import { invalid, notFoundError } from '../http/errors'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'

/** Feedback is at most 2,000 characters, which JSON may escape to 6 bytes each. */
const SURVEY_BODY = 16 * 1024

const toSurvey = (row: typeof surveys.$inferSelect): Survey => ({
  id: row.id,
  slug: row.slug,
  product: row.insurance_product_id,
  rating: row.rating,
  feedback: row.feedback,
  created_at: row.created_at.toISOString(),
})

/**
 * Survey answers (core §2 `/survey/:slug/:productId`), per api/contract/survey.ts: one per customer,
 * survey and product; answering again replaces the answer (200 instead of 201).
 */
export function surveyRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.survey, async (c) => {
    const { user } = await requireUser(c, deps)
    const { slug, product } = parseQuery(c, surveyQuerySchema)
    const [row] = await db
      .select()
      .from(surveys)
      .where(
        and(eq(surveys.user_id, user.id), eq(surveys.slug, slug), eq(surveys.insurance_product_id, product)),
      )
    if (!row) throw notFoundError('No answer to this survey.')
    return c.json(toSurvey(row))
  })

  on(app, routes.surveyAnswer, limitBody(SURVEY_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const { slug, product, rating, feedback = null } = await parseBody(c, createSurveySchema)
    const [known] = await db
      .select({ id: insuranceProducts.id })
      .from(insuranceProducts)
      .where(eq(insuranceProducts.id, product))
    if (!known) throw invalid({ product: ['notFound'] })
    // One statement, so two answers at once cannot both insert; PostgreSQL's `xmax` is 0 only on a
    // newly inserted row, which tells a first answer (201) from a replaced one (200).
    const [row] = await db
      .insert(surveys)
      .values({ user_id: user.id, slug, insurance_product_id: product, rating, feedback })
      .onConflictDoUpdate({
        target: [surveys.user_id, surveys.slug, surveys.insurance_product_id],
        set: { rating, feedback, updated_at: sql`now()` },
      })
      .returning({ ...getTableColumns(surveys), created: sql<boolean>`(xmax = 0)` })
    const { created, ...stored } = row!
    return c.json(toSurvey(stored), created ? 201 : 200)
  })
  return app
}
