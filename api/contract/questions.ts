import * as z from 'zod/mini'
import { moneySchema } from './products'
import { queryIdSchema } from './query-id'

/**
 * Product questions and the customer's answers (forms §3 Answer and Question, §4 Question flow, §7).
 * Every call needs the customer's access token. Texts come in the request's language (Accept-Language);
 * consequences and keys are codes the journey and the views interpret.
 */

const idSchema = z.int32().check(z.positive())

/** Which questions a mode shows (forms §4): price mode shows price questions and price-raising ones. */
export const questionGroupSchema = z.enum(['normal', 'price', 'extra_coverage'])
export type QuestionGroup = z.infer<typeof questionGroupSchema>

/** The value an answer carries: `single` an option, `multi` options, the others their own field. */
export const questionTypeSchema = z.enum(['single', 'multi', 'date', 'money', 'number', 'text'])
export type QuestionType = z.infer<typeof questionTypeSchema>

/**
 * What choosing an option means for the journey's completion outcome (forms §4): `drop_out` is a soft
 * drop-out (contact within a business day), `hard_drop_out` needs an advisor.
 */
export const consequenceSchema = z.enum([
  'none',
  'price_increase',
  'approve',
  'reject',
  'drop_out',
  'hard_drop_out',
])
export type Consequence = z.infer<typeof consequenceSchema>

/** A price multiplier as a decimal string ("1.15"; "1.00" for none). */
export const priceFactorSchema = z.string().check(z.regex(/^\d+\.\d{2}$/))

export const questionOptionSchema = z.object({
  id: z.int(),
  /** Stable machine-readable key, unique within the question (e.g. `over_250k`). */
  key: z.string(),
  text: z.string(),
  consequence: consequenceSchema,
  price_factor: priceFactorSchema,
  /** Choosing it needs a written explanation, sent as the answer's additional detail (forms §5). */
  explanation_required: z.boolean(),
})
export type QuestionOption = z.infer<typeof questionOptionSchema>

/** The spec's income cap (forms §5, §9): no money answer above it. */
export const MAX_MONEY_VALUE = '125000.00'

/** A strict calendar date YYYY-MM-DD (year 0001 or later). */
export const dateValueSchema = z.iso
  .date({ error: 'dateValidMessage', abort: true })
  .check(z.refine((s) => !s.startsWith('0000'), 'dateValidMessage'))

/** Whole euros or euros and cents ("45000", "45000.50"), at most the income cap. */
export const moneyValueSchema = z.string().check(
  z.regex(/^\d{1,9}(\.\d{2})?$/, { error: 'invalidFormat', abort: true }),
  z.refine((s) => Number(s) <= Number(MAX_MONEY_VALUE), 'maxIncome'),
)

export const textValueSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(2000, 'tooLong'))

/** The value fields of an answer as stored (no field left out). */
export interface AnswerValues {
  option: number | null
  date_value: string | null
  money_value: string | null
  float_value: number | null
  text_value: string | null
  files: number[]
  multi_select_options: number[]
}

/** An answer's value fields before anything is chosen. */
export const EMPTY_ANSWER: AnswerValues = {
  option: null,
  date_value: null,
  money_value: null,
  float_value: null,
  text_value: null,
  files: [],
  multi_select_options: [],
}

/** A customer's answer to one question. `override`: set by an advisor, never by the customer. */
export const answerSchema = z.object({
  id: z.int(),
  question: z.int(),
  option: z.nullable(z.int()),
  date_value: z.nullable(z.iso.date()),
  money_value: z.nullable(moneySchema),
  float_value: z.nullable(z.number()),
  text_value: z.nullable(z.string()),
  /** Ids of the customer's own uploaded documents (`POST /documents`, api/contract/documents.ts). */
  files: z.array(z.int()),
  multi_select_options: z.array(z.int()),
  override: z.boolean(),
})
export type Answer = z.infer<typeof answerSchema>

/**
 * Options whose choice needs a written explanation (an additional answer detail), by question key. Forms
 * §5: an annual gross revenue over 250,000 euros requires an explanation. Without it the purchase ends in
 * `additional_information`.
 */
export const EXPLAINED_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  annual_revenue: ['over_250k'],
}
export const needsExplanation = (questionKey: string, optionKey: string) =>
  EXPLAINED_OPTIONS[questionKey]?.includes(optionKey) === true

/** A question of a product, with the signed-in customer's answer (null: not answered yet). */
export const questionSchema = z.object({
  id: z.int(),
  product: z.int(),
  group: questionGroupSchema,
  type: questionTypeSchema,
  /** Stable machine-readable key, unique within the product (e.g. `claims_last_5_years`). */
  key: z.string(),
  text: z.string(),
  help: z.nullable(z.string()),
  options: z.array(questionOptionSchema),
  /** Position within the product, from 1; the list comes in this order. */
  order: z.int(),
  user_answer: z.nullable(answerSchema),
  /** The explanation the customer gave with that answer, if any. */
  user_answer_detail: z.nullable(z.object({ id: z.int(), reason: z.string(), answer: z.int() })),
})
export type Question = z.infer<typeof questionSchema>

/** `GET /questions?product={id}`: 404 for an unknown product, 400 for a product that is not an id. */
export const questionsQuerySchema = z.object({ product: queryIdSchema })
export const questionsResponseSchema = z.object({ result: z.array(questionSchema) })

const answerValueFields = {
  option: z.optional(z.nullable(idSchema)),
  date_value: z.optional(z.nullable(dateValueSchema)),
  money_value: z.optional(z.nullable(moneyValueSchema)),
  float_value: z.optional(z.nullable(z.number())),
  text_value: z.optional(z.nullable(textValueSchema)),
  files: z.optional(z.array(idSchema).check(z.maxLength(20))),
  multi_select_options: z.optional(z.array(idSchema).check(z.maxLength(50))),
}

/**
 * `POST /answers` (201 with the Answer). The value must fit the question's type: `single` an `option` of
 * that question, `multi` one or more `multi_select_options` of it, `date` / `money` / `number` / `text`
 * their value field. Field errors: `required`, `invalidChoice` (an option of another question),
 * `notAllowed` (a value the type does not take; null and [] are always fine), `files: ['notFound']`
 * (an id that is not one of the customer's own documents; another customer's counts as not found; files
 * may go with an answer of any type), `question: ['notFound']`. A second answer to the same question is
 * a 400 with `non_field_errors: ['already_answered']`: the client creates without an id and updates with one.
 * Query `type` (the journey's mode, at most 64 characters) is accepted and ignored.
 */
export const createAnswerSchema = z.object({ question: idSchema, ...answerValueFields })
export type CreateAnswer = z.infer<typeof createAnswerSchema>
export const ALREADY_ANSWERED = 'already_answered'

/**
 * `PATCH /answers/{id}` (200 with the Answer): the given fields replace the stored ones, and the result
 * must fit the question's type as on create. Another user's answer is a 404.
 */
export const updateAnswerSchema = z.object(answerValueFields)
export type UpdateAnswer = z.infer<typeof updateAnswerSchema>

/** The optional query of `POST /answers` and `PATCH /answers/{id}`. */
export const answerQuerySchema = z.object({ type: z.optional(z.string().check(z.maxLength(64))) })

/** `GET /answers?question={id}`: the customer's answers (to that question; without it all), oldest first. */
export const answersQuerySchema = z.object({ question: z.optional(queryIdSchema) })
export const answerSummarySchema = z.pick(answerSchema, {
  id: true,
  option: true,
  question: true,
  override: true,
})
export type AnswerSummary = z.infer<typeof answerSummarySchema>
export const answersResponseSchema = z.object({ result: z.array(answerSummarySchema) })

/** A reason that explains an answer (e.g. revenue over 250,000). One per answer. */
export const reasonSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(2000, 'tooLong'))

export const additionalAnswerDetailSchema = z.object({ id: z.int(), reason: z.string(), answer: z.int() })
export type AdditionalAnswerDetail = z.infer<typeof additionalAnswerDetailSchema>

/**
 * `POST /additional-answer-details` (201): `answer` must be one of the customer's answers (else
 * `field_errors.answer: ['notFound']`); a second detail for the same answer is a 400 with
 * `non_field_errors: ['already_detailed']`. `PATCH /additional-answer-details/{id}` (200) changes the
 * reason; another user's detail is a 404.
 */
export const createAdditionalAnswerDetailSchema = z.object({ reason: reasonSchema, answer: idSchema })
export const updateAdditionalAnswerDetailSchema = z.object({ reason: reasonSchema })
export const ALREADY_DETAILED = 'already_detailed'
