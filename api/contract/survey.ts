import * as z from 'zod/mini'
import { queryIdSchema } from './query-id'

/**
 * Surveys (core §2 `/survey/:slug/:productId/*`, forms §9 "rating scale with 5 options"): the customer
 * rates a product's purchase, cancellation or the service in general from 1 to 5, with optional
 * feedback. Every call needs the customer's access token (401 `not_authenticated` otherwise).
 *
 * One answer per customer, survey and product: a second `POST /surveys` for the same (slug, product)
 * replaces the rating and feedback of the first (an upsert) and answers 200 instead of 201, with the same
 * id and `created_at`. So a double click or a changed mind never makes a second answer.
 */

/** The surveys of the spec: after buying a policy, after cancelling one, and about the service. */
export const SURVEY_SLUGS = ['purchase-policy', 'cancel-policy', 'general'] as const
export const surveySlugSchema = z.enum(SURVEY_SLUGS, {
  error: (issue) => (issue.input === undefined ? 'required' : 'invalidChoice'),
})
export type SurveySlug = z.infer<typeof surveySlugSchema>
export const isSurveySlug = (value: unknown): value is SurveySlug =>
  SURVEY_SLUGS.some((slug) => slug === value)

/** The rating scale (forms §9): 5 options valued 1 (very dissatisfied) to 5 (very satisfied). */
export const SURVEY_RATINGS = [1, 2, 3, 4, 5] as const
export const MAX_FEEDBACK_LENGTH = 2000

/** Messages are validation keys (`validations.*`) on the server and in the browser alike. */
const requiredOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : key

export const surveyRatingSchema = z
  .int({ error: requiredOr('invalid') })
  .check(z.gte(1, 'invalidChoice'), z.lte(5, 'invalidChoice'))

/** Free text, trimmed, at most MAX_FEEDBACK_LENGTH characters; empty (or only spaces) is null. */
export const surveyFeedbackSchema = z.pipe(
  z.string({ error: 'invalid' }).check(z.trim(), z.maxLength(MAX_FEEDBACK_LENGTH, 'tooLong')),
  z.transform((text): string | null => text || null),
)

/** The survey page's form: the rating and the feedback field as typed (empty: no feedback). */
export const surveyFormSchema = z.object({ rating: surveyRatingSchema, feedback: surveyFeedbackSchema })

/**
 * `POST /surveys`: 201 with the Survey (200 when it replaced the customer's earlier answer). Field errors:
 * `slug` `required` / `invalidChoice`; `product` `required` / `invalidType` / `tooShort` (not positive) /
 * `notFound` (no such product); `rating` `required` / `invalid` (not an integer) / `invalidChoice` (not
 * 1..5); `feedback` `invalid` (not a string or holding U+0000) / `tooLong`. Unknown fields are ignored;
 * malformed JSON is a 400 `invalid_json`, a body over 16 KB a 413 `payload_too_large`. Any existing product
 * may be rated (the survey links come from the customer's own purchases and cancellations).
 */
export const createSurveySchema = z.object({
  slug: surveySlugSchema,
  product: z.int32({ error: requiredOr('invalidType') }).check(z.positive('tooShort')),
  rating: surveyRatingSchema,
  feedback: z.optional(z.nullable(surveyFeedbackSchema)),
})
export type CreateSurvey = z.input<typeof createSurveySchema>

/** A customer's survey answer. `feedback`: null when none was given. */
export const surveySchema = z.object({
  id: z.int(),
  slug: surveySlugSchema,
  product: z.int(),
  rating: z.int(),
  feedback: z.nullable(z.string()),
  /** When it was first answered, ISO 8601 in UTC (`2026-05-01T09:30:00.000Z`). */
  created_at: z.string(),
})
export type Survey = z.infer<typeof surveySchema>

/**
 * `GET /surveys?slug=&product=`: 200 with the customer's answer to that survey for that product, 404
 * `not_found` when there is none (also for a product that does not exist). A query that does not parse is
 * a 400 with `field_errors.slug` / `field_errors.product`.
 */
export const surveyQuerySchema = z.object({ slug: surveySlugSchema, product: queryIdSchema })
