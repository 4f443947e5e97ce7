import * as z from 'zod/mini'

/**
 * E-mail (core §5): local-part@domain, the domain may be an IP literal, a top-level domain has at
 * least 2 letters. Messages are keys the views translate under `validations` (required, email).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:\[(?:\d{1,3}\.){3}\d{1,3}\]|(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,})$/

export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(254, 'email'),
    z.regex(EMAIL_PATTERN, 'email'),
    z.toLowerCase(),
  )

/** Phone (core §5): optional leading +, then digits, hyphens, parentheses and spaces only. */
export const PHONE_PATTERN = /^\+?[\d\-() ]+$/

/** A description of one's work in one's own words (profession assistant, describe-manually form). */
export const professionDescriptionSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.minLength(3, 'tooShort'), z.maxLength(500, 'tooLong'))
