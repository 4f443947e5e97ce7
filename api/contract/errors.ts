import * as z from 'zod/mini'

/**
 * One text/background pair of a partner theme below its WCAG minimum (issue 20 item 3): the colour keys,
 * the pair's ratio (rounded down to 2 decimals), the minimum (4.5 or 3) and the nearest passing foreground.
 */
export const contrastFailureSchema = z.object({
  foreground: z.string(),
  background: z.string(),
  ratio: z.number(),
  min: z.number(),
  suggestion: z.string(),
})
export type ContrastFailureBody = z.infer<typeof contrastFailureSchema>

/** The broker of a quote that ended (`quote_expired`, `quote_used`: api/contract/broker.ts). */
const quoteBrokerSchema = z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()) })

/**
 * The shape of every error body the API sends (400, 401, 403, 404, 5xx).
 * `field_errors` carries per-field messages (translation keys under `validations`),
 * `non_field_errors` carries codes such as `signature_expired`. A colour save refused by the contrast gate
 * (`code: 'contrast'`) also lists the failing pairs in `contrast`, with `field_errors` keyed
 * `foreground/background` (`{ 'button_primary_text/button_primary': ['contrast'] }`).
 */
export const errorBodySchema = z.object({
  code: z.string(),
  detail: z.optional(z.string()),
  field_errors: z._default(z.record(z.string(), z.array(z.string())), {}),
  non_field_errors: z._default(z.array(z.string()), []),
  contrast: z.optional(z.array(contrastFailureSchema)),
  /** A broker quote's link that ended (410 `quote_expired` / `quote_used`): whom to ask for a new one. */
  broker: z.optional(quoteBrokerSchema),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export {
  catalogueCode,
  ErrorCode,
  type ApiErrorKind,
  type ErrorContext,
  type ErrorFacts,
} from './error-catalogue'
