import * as z from 'zod/mini'
import { isStrictDate } from './date-rules'
import { moneySchema } from './products'
import { MAX_FEEDBACK_LENGTH, surveyFeedbackSchema, surveyRatingSchema } from './survey'

/**
 * Cancelling a policy (forms §4 Cancellation, §9; issue 18): a date from today up to the next billing
 * date, then the exit survey (rating 1–5, reason, feedback), stored as the `cancel-policy` survey of the
 * policy's product. Every call needs the customer's access token; another customer's policy is a 404.
 */

/** Why the customer cancels (the exit survey's reason). */
export const CANCEL_REASONS = [
  'too_expensive',
  'no_longer_needed',
  'found_elsewhere',
  'stopped_business',
  'other',
] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]
export { MAX_FEEDBACK_LENGTH }

/** Why a cancellation is refused: date field errors (400) and the policy's state (409). */
export const CancelRefusal = {
  dateBeforeToday: 'date_before_today',
  dateAfterNextBilling: 'date_after_next_billing',
  alreadyCancelled: 'already_cancelled',
  policyEnded: 'policy_ended',
} as const
export type CancelRefusal = (typeof CancelRefusal)[keyof typeof CancelRefusal]

/** The days a cancellation date may be: from `earliest` (today) up to `latest` (the next billing date). */
export interface CancelWindow {
  earliest: string
  latest: string
}

const requiredOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : key

/** A strict YYYY-MM-DD date, inside `window` when one is given (the server's and the form's one rule). */
export const cancelDateSchema = (window?: CancelWindow) =>
  z.string({ error: requiredOr('invalidType') }).check(
    z.minLength(1, { error: 'required', abort: true }),
    z.refine(isStrictDate, { error: 'dateValidMessage', abort: true }),
    z.refine((date) => !window || date >= window.earliest, {
      error: CancelRefusal.dateBeforeToday,
      abort: true,
    }),
    z.refine((date) => !window || date <= window.latest, CancelRefusal.dateAfterNextBilling),
  )

/** The exit survey's step of the form: the rating (1–5), the reason and optional feedback. */
export const exitSurveySchema = z.object({
  rating: surveyRatingSchema,
  reason: z.enum(CANCEL_REASONS, { error: requiredOr('invalidChoice') }),
  feedback: z.optional(z.nullable(surveyFeedbackSchema)),
})

/** The exit survey's form: the same rules, the feedback field as typed (empty: no feedback). */
export const exitSurveyFormSchema = z.extend(exitSurveySchema, { feedback: surveyFeedbackSchema })

/**
 * `POST /policies/{id}/cancellation`: the date, the rating (1–5), the reason and optional feedback
 * (trimmed, at most 2,000 characters; empty is none). Field errors: `date` `required` / `invalidType` /
 * `dateValidMessage` / `date_before_today` / `date_after_next_billing`; `rating` `required` / `invalid` /
 * `invalidChoice`; `reason` `required` / `invalidChoice`; `feedback` `invalid` / `tooLong`. A policy
 * cancelled already or ended is a 409 `already_cancelled` / `policy_ended`; nothing is changed then.
 */
export const cancellationSchema = (window?: CancelWindow) =>
  z.extend(exitSurveySchema, { date: cancelDateSchema(window) })
export type CancellationBody = z.input<ReturnType<typeof cancellationSchema>>

/** A policy as the cancellation pages show it; the product named in the request's language. */
export const cancelPolicySchema = z.object({
  id: z.int(),
  number: z.string(),
  product: z.int(),
  product_name: z.string(),
  start_date: z.iso.date(),
  /** The last day of cover; null: it runs on. */
  end_date: z.nullable(z.iso.date()),
  monthly_premium: z.nullable(moneySchema),
  cancelled_at: z.nullable(z.iso.datetime({ offset: true })),
})
export type CancelPolicy = z.infer<typeof cancelPolicySchema>

/**
 * `GET /policies/{id}/cancellation`: the policy, the window of dates (`earliest` today, `latest` the next
 * billing date) and whether it may be cancelled; `refusal` says why not (`already_cancelled`,
 * `policy_ended`), null when it may.
 */
export const cancellationInfoSchema = z.object({
  policy: cancelPolicySchema,
  earliest: z.iso.date(),
  latest: z.iso.date(),
  refusal: z.nullable(z.enum([CancelRefusal.alreadyCancelled, CancelRefusal.policyEnded])),
})
export type CancellationInfo = z.infer<typeof cancellationInfoSchema>
