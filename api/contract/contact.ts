import * as z from 'zod/mini'
import { documentIdsSchema } from './claims'
import { emailSchema } from './validation'

/**
 * The contact form (forms §2 "contact form", §3 "Contact form: profession, firstName, email", §9
 * "contact within one business day"): a signed-in customer's question reaches the partner's support
 * address by e-mail, and a copy is kept in the customer's inbox (and e-mailed to their account address).
 * Needs the customer's access token (401 `not_authenticated` otherwise).
 */

export const MAX_QUESTION_LENGTH = 4000
/** Documents one question may carry (they go along as attachments). */
export const MAX_CONTACT_DOCUMENTS = 5

const text = (max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? 'required' : 'invalid') })
    .check(z.trim(), z.maxLength(max, 'tooLong'))

/**
 * `POST /contact` (contactFormSchema); the form checks the same fields (contactFieldsSchema) and takes the
 * documents from its upload field. Field errors: `profession` `tooLong` (optional: empty is none); `firstName` `required` / `tooLong`; `email` `required` / `email` (support answers there);
 * `question` `required` / `tooLong` (MAX_QUESTION_LENGTH); `documents` `invalid` / `tooManyDocuments` /
 * `duplicateDocuments` / `notFound` (not one of the customer's documents). 202 with `{ sent: true }`.
 * Other answers: 409 `support_unavailable` (`non_field_errors: ['support_unavailable']`) when the partner
 * has no support e-mail address (the page then offers the phone number); 429 `throttled` after
 * CONTACT_LIMIT_PER_HOUR questions of one customer in an hour; a body over 64 KB is a 413.
 */
export const contactFieldsSchema = z.object({
  profession: text(200),
  firstName: text(100).check(z.minLength(1, 'required')),
  email: emailSchema,
  question: text(MAX_QUESTION_LENGTH).check(z.minLength(1, 'required')),
})
export const contactFormSchema = z.extend(contactFieldsSchema, {
  profession: z._default(text(200), ''),
  documents: z._default(documentIdsSchema(MAX_CONTACT_DOCUMENTS), []),
})
export type ContactForm = z.input<typeof contactFormSchema>

export const CONTACT_LIMIT_PER_HOUR = 5

export const contactResponseSchema = z.object({ sent: z.literal(true) })

export const CONTACT_ERRORS = { supportUnavailable: 'support_unavailable' } as const
