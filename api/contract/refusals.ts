import * as z from 'zod/mini'

/**
 * Why a quote refuses a product (issue 19): the car refusal codes of forms §8, decided by the server's
 * underwriting rules (api/server/car), and the home quote's `rejected_reason.error_code`. The browser
 * shows each code with its own text (views/checkout/refusal-texts.ts); an unknown code reads as the
 * standard one.
 */
export const CAR_REFUSAL_CODES = [
  /** Standard error. */
  'ACI00',
  /** The vehicle type cannot be insured (three codes, one meaning). */
  'ACI01',
  'MIS115',
  'UWM11',
  /** Driver too young. */
  'UWM01',
  /** Driver too old. */
  'UWM02',
  /** Vehicle too old. */
  'UWM03',
  /** Catalogue value too high. */
  'UWM05',
  /** Power and driver age combination not allowed (three codes). */
  'UWM07',
  'UWM08',
  'UWM24',
  /** Claim-free years and age combination not allowed. */
  'UWM10',
  /** Full comprehensive cover not possible. */
  'UWM12',
  /** Breakdown assistance unavailable. */
  'UWM15',
  /** Main driver too young. */
  'UWM21',
  /** Main driver too old. */
  'UWM22',
] as const
export type CarRefusalCode = (typeof CAR_REFUSAL_CODES)[number]

/** A quote refusal as the server answers it (HTTP 400 on a quote request, forms §3 "Quote failure"). */
export const rejectedReasonSchema = z.object({
  rejected_reason: z.object({ error_code: z.string() }),
})
export type RejectedReason = z.infer<typeof rejectedReasonSchema>
