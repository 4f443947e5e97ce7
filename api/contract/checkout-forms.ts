import * as z from 'zod/mini'
import { birthDateSchema, FORM_MAX_AGE, startDateSchema } from './date-rules'
import { emailSchema } from './validation'
import {
  addressLookedUpSchema,
  houseNumberSchema,
  ibanSchema,
  onlyNlCountrySchema,
  postalCodeSchema,
} from './field-rules'
import { kvkNumberSchema, phoneSchema } from './person-rules'

export { kvkNumberSchema }

/**
 * The checkout forms of forms §3, one schema each, used by the forms in the browser and by the server
 * for the same bodies. Rules that depend on the day take `today` (YYYY-MM-DD, Europe/Amsterdam).
 */
const text = (max = 100) =>
  z.string().check(z.trim(), z.minLength(1, { error: 'required', abort: true }), z.maxLength(max, 'tooLong'))
const optionalText = (max = 10) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, 'tooLong')))),
    z.transform((v) => (v ? v : null)),
  )

/** A Dutch address's fields, shared by the company and the personal address forms (forms §3). */
const dutchAddressFields = {
  street: text(),
  house_number: houseNumberSchema,
  house_number_addition: optionalText(),
  postal_code: postalCodeSchema('Nederland'),
  city: text(),
  country: onlyNlCountrySchema,
}

/** Company form (forms §3): from the company lookup or typed in by hand. */
export const companyFormSchema = z.object({
  company_name: text(),
  chamber_of_commerce_number: kvkNumberSchema,
  ...dutchAddressFields,
})

/**
 * The company form of a partner with `hide_kvk` (docs/partner-settings.md): the KvK number is not asked.
 * One found in the register still comes along (8 digits, as always); none is null.
 */
export const companyFormWithoutKvkSchema = z.object({
  company_name: text(),
  chamber_of_commerce_number: z.pipe(
    z.optional(z.nullable(z.string().check(z.trim()))),
    z.pipe(
      z.transform((v: string | null | undefined) => (v ? v : null)),
      z.nullable(z.string().check(z.regex(/^\d{8}$/, 'kvkNumber'))),
    ),
  ),
  ...dutchAddressFields,
})

/** The company form of a partner: without the KvK number under its `hide_kvk` setting. */
export const companyFormSchemaOf = ({
  hideKvk,
}: {
  hideKvk: boolean
}): z.ZodMiniType<CompanyForm, z.input<typeof companyFormWithoutKvkSchema>> =>
  hideKvk ? companyFormWithoutKvkSchema : companyFormSchema

/** A company as the checkout holds it; without a KvK number (null) only under the partner's `hide_kvk`. */
export type CompanyForm = z.output<typeof companyFormWithoutKvkSchema>

/** Personal details (forms §3 person form); the birth date is judged on `today` (18..58). */
export const personFormSchema = (today: string, maxAge = FORM_MAX_AGE) =>
  z.object({
    first_name: text(),
    last_name: text(),
    birth_date: birthDateSchema({ today, maxAge }),
    phone_number: phoneSchema,
    email: emailSchema,
  })
export type PersonForm = z.output<ReturnType<typeof personFormSchema>>

/**
 * Personal address (forms §3): found by postal code + house number (have_address_looked_up must be
 * true, forms §5), in the Netherlands only.
 */
export const addressFormSchema = z.object({
  ...dutchAddressFields,
  have_address_looked_up: addressLookedUpSchema,
})
export type AddressForm = z.output<typeof addressFormSchema>

/** The seven confirmations of forms §5 (car variants add two more). */
export const FORMALITIES = [
  'truthful_answers',
  'no_liability_claim_5_years',
  'no_police_contact_8_years',
  'no_fraud',
  'no_bankruptcy_5_years',
  'no_insurer_refusal_8_years',
  'digital_communication',
] as const
export const CAR_FORMALITIES = ['car_undamaged', 'car_registered_at_own_address'] as const
export type Formality = (typeof FORMALITIES)[number] | (typeof CAR_FORMALITIES)[number]

/** The confirmations a flow asks: the seven of forms §5, and the car flow's two more. */
export const formalitiesOf = (car = false): readonly Formality[] =>
  car ? [...FORMALITIES, ...CAR_FORMALITIES] : FORMALITIES

/** Every formality confirmed (the form's checklist; the car flow adds its two). */
export const formalitiesSchema = (car = false) => {
  const required = formalitiesOf(car)
  return z
    .array(z.string())
    .check(z.refine((confirmed) => required.every((key) => confirmed.includes(key)), 'formalities'))
}

/**
 * Policy start (forms §3): start date (today or tomorrow under the flag, to a month ahead, not after
 * `endDate`, the earliest end date of the checkout's policies), IBAN, consent.
 */
export const paymentFormSchema = (
  today: string,
  fromTomorrow = false,
  endDate: string | null = null,
  validate = true,
) =>
  z.object({
    start_date: startDateSchema({ today, fromTomorrow, endDate, validate }),
    iban_number: ibanSchema,
    consent: z.boolean().check(z.refine((v) => v === true, 'consent')),
  })
export type PaymentForm = z.output<ReturnType<typeof paymentFormSchema>>

/**
 * The completion outcomes of forms §4, decided by the server from the answers: insured; partially
 * insured with follow-up; additional information required; soft drop-out (contact within one
 * business day); hard drop-out (an advisor is needed); product unavailable for the profession.
 */
export const OUTCOMES = [
  'insured',
  'partially_insured',
  'additional_information',
  'soft_drop_out',
  'hard_drop_out',
  'unavailable',
] as const
export const outcomeSchema = z.enum(OUTCOMES)
export type Outcome = z.infer<typeof outcomeSchema>
