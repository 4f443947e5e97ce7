import * as z from 'zod/mini'
import { PHONE_PATTERN } from './validation'

/**
 * The field rules of forms §5 for a person and a company that `PATCH /users/me` needs too (phone, KvK
 * number). Apart from field-rules.ts, so the auth contract, which every page loads, does not carry the
 * IBAN library; field-rules.ts and checkout-forms.ts re-export them.
 */

/** Phone length bounds (forms §5 leaves them open): 10 digits is a Dutch number, 15 the E.164 maximum. */
export const PHONE_MIN_DIGITS = 10
export const PHONE_MAX_DIGITS = 15
const digitCount = (value: string) => value.replace(/\D/g, '').length

/** Phone (forms §5): the pattern, then at least 10 and at most 15 digits. */
export const phoneSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'required', abort: true }),
  z.regex(PHONE_PATTERN, 'phoneNumber'),
  z.refine((v) => digitCount(v) >= PHONE_MIN_DIGITS, 'phoneNumberMinLength'),
  z.refine((v) => digitCount(v) <= PHONE_MAX_DIGITS, 'phoneNumberMaxLength'),
)

/** A chamber-of-commerce (KvK) number: 8 digits. */
export const kvkNumberSchema = z
  .string()
  .check(z.trim(), z.minLength(1, { error: 'required', abort: true }), z.regex(/^\d{8}$/, 'kvkNumber'))
