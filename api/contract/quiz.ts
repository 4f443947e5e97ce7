import * as z from 'zod/mini'
import { queryIdSchema } from './query-id'

/**
 * The income-protection knowledge quiz (forms §4 Quiz, §9): 11 questions, two attempts. The first attempt
 * is the primary quiz; after a fail the alternative quiz is the second attempt, also sent by e-mail so the
 * customer can come back to it. Passed leads on to the medical questions; a second fail needs an advisor.
 * Every call needs the customer's access token (401 otherwise). Texts come in the request's language.
 */

export const QUIZ_QUESTION_COUNT = 11
export const QUIZ_ATTEMPTS = 2
/** Correct answers needed to pass (of 11). */
export const QUIZ_PASS_MARK = 8

/** Which quiz an attempt uses: the first the primary one, the second the alternative one. */
export const quizKindSchema = z.enum(['primary', 'alternative'])
export type QuizKind = z.infer<typeof quizKindSchema>
export const attemptSchema = z.union([z.literal(1), z.literal(2)])
export type Attempt = z.infer<typeof attemptSchema>
export const quizKindOf = (attempt: Attempt): QuizKind => (attempt === 1 ? 'primary' : 'alternative')

export const quizQuestionSchema = z.object({
  id: z.int(),
  text: z.string(),
  options: z.array(z.object({ id: z.int(), text: z.string() })),
})
export type QuizQuestion = z.infer<typeof quizQuestionSchema>

/** Where the customer stands: attempts used, whether passed, and the next attempt when one is left. */
export const quizStatusSchema = z.object({
  product: z.int(),
  /** Results so far, oldest first (at most two). */
  attempts: z.array(
    z.object({ attempt: attemptSchema, passed: z.boolean(), score: z.int(), submitted_at: z.string() }),
  ),
  passed: z.boolean(),
  /** The attempt to take next; null when passed or when both attempts failed. */
  next_attempt: z.nullable(attemptSchema),
})
export type QuizStatus = z.infer<typeof quizStatusSchema>

/**
 * `GET /quiz?product=`: the quiz of the customer's next attempt (11 questions, options without the
 * correct answer). 400 `non_field_errors: ['no_attempt_left']` after two fails, `['already_passed']`
 * once passed; 404 for a product that has no quiz (only aov and aov_acture have one).
 */
export const quizQuerySchema = z.object({ product: queryIdSchema })
export const quizResponseSchema = z.object({
  product: z.int(),
  attempt: attemptSchema,
  kind: quizKindSchema,
  questions: z.array(quizQuestionSchema),
})
export type Quiz = z.infer<typeof quizResponseSchema>

/**
 * `POST /quiz-result`: one attempt's answers, one option per question, every question of that attempt's
 * quiz answered once. 201 with the graded result. Refusals (400): `attempt: ['notNextAttempt']` when it
 * is not the customer's next attempt (a reload never grants a third), `non_field_errors:
 * ['no_attempt_left' | 'already_passed']`, `answers: ['incomplete' | 'invalidChoice']`. A first fail
 * e-mails the alternative quiz's link to the customer (the mail adapter).
 */
export const quizSubmissionSchema = z.object({
  product: z.int32().check(z.positive()),
  attempt: attemptSchema,
  answers: z
    .array(z.object({ question: z.int32().check(z.positive()), option: z.int32().check(z.positive()) }))
    .check(z.maxLength(QUIZ_QUESTION_COUNT * 2)),
})
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>
export const quizResultSchema = z.object({
  product: z.int(),
  attempt: attemptSchema,
  passed: z.boolean(),
  score: z.int(),
  pass_mark: z.int(),
  /** The attempt left after this one (2 after a first fail), null when none. */
  next_attempt: z.nullable(attemptSchema),
})
export type QuizResult = z.infer<typeof quizResultSchema>

/**
 * `GET /quiz-result?external_id=&product=` (forms §7): the customer's quiz status for the product. The
 * external id must be the signed-in customer's own (404 otherwise, as for a customer who never took it).
 */
export const quizResultQuerySchema = z.object({
  external_id: z.string().check(z.minLength(1), z.maxLength(200)),
  product: queryIdSchema,
})
export const NO_ATTEMPT_LEFT = 'no_attempt_left'
export const ALREADY_PASSED = 'already_passed'
