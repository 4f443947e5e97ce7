import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Survey, SurveySlug } from '../../contract/survey'
import type { Database } from '../db/client'
import { insuranceProducts, surveys } from '../db/schema'
import { invalid, notFoundError } from '../http/errors'

/**
 * Survey answers (core §2 `/survey/:slug/:productId`; api/contract/survey.ts): one per customer, survey and
 * product; answering again replaces the answer.
 */

const toSurvey = (row: typeof surveys.$inferSelect): Survey => ({
  id: row.id,
  slug: row.slug,
  product: row.insurance_product_id,
  rating: row.rating,
  feedback: row.feedback,
  created_at: row.created_at.toISOString(),
})

/** The customer's answer to survey `slug` about `product` (404 when they gave none). */
export async function surveyAnswerOf(
  db: Database,
  userId: number,
  slug: SurveySlug,
  product: number,
): Promise<Survey> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(
      and(eq(surveys.user_id, userId), eq(surveys.slug, slug), eq(surveys.insurance_product_id, product)),
    )
  if (!row) throw notFoundError('No answer to this survey.')
  return toSurvey(row)
}

/** Stores the customer's answer; `created` tells a first answer from a replaced one. */
export async function answerSurvey(
  db: Database,
  userId: number,
  answer: { slug: SurveySlug; product: number; rating: number; feedback: string | null },
): Promise<{ survey: Survey; created: boolean }> {
  const { slug, product, rating, feedback } = answer
  const [known] = await db
    .select({ id: insuranceProducts.id })
    .from(insuranceProducts)
    .where(eq(insuranceProducts.id, product))
  if (!known) throw invalid({ product: ['notFound'] })
  // One statement, so two answers at once cannot both insert; PostgreSQL's `xmax` is 0 only on a
  // newly inserted row, which tells a first answer from a replaced one.
  const [row] = await db
    .insert(surveys)
    .values({ user_id: userId, slug, insurance_product_id: product, rating, feedback })
    .onConflictDoUpdate({
      target: [surveys.user_id, surveys.slug, surveys.insurance_product_id],
      set: { rating, feedback, updated_at: sql`now()` },
    })
    .returning({ ...getTableColumns(surveys), created: sql<boolean>`(xmax = 0)` })
  const { created, ...stored } = row!
  return { survey: toSurvey(stored), created }
}
