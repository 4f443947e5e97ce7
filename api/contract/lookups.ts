import * as z from 'zod/mini'
import { postalCodeSchema } from './field-rules'

/**
 * The address and company lookups (forms §3 Company form and Personal address form, §5 address lookup,
 * §7 `GET /address-lookup/search`, §8 company lookup failure). Both need the customer's access token and
 * are rate-limited per customer (429 `throttled`). A lookup service that fails or does not answer in time
 * is a 503 with code `lookup_unavailable`: the form then lets the customer type the details by hand.
 */

/** 404 code of `GET /address-lookup/search`: no address at this postal code and house number. */
export const ADDRESS_NOT_FOUND = 'address_not_found'
/** 503 code of both lookups: the lookup service failed or timed out (forms §8: "enter manually"). */
export const LOOKUP_UNAVAILABLE = 'lookup_unavailable'

/** A house number of a Dutch address (BAG): 1..99999, plain digits. */
export const LOOKUP_HOUSE_NUMBER = /^[1-9]\d{0,4}$/
/** A house number addition: a letter and/or a suffix such as `A`, `bis`, `2`, `A-2`, `1 hg`. */
export const HOUSE_NUMBER_ADDITION = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/

/** An addition of at most 10 characters; empty (a blank form field) means none. */
const additionSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(10, 'tooLong')),
  z.pipe(
    z.transform((v: string) => (v === '' ? undefined : v)),
    z.optional(z.string().check(z.regex(HOUSE_NUMBER_ADDITION, 'houseNumberAddition'))),
  ),
)

/**
 * `GET /address-lookup/search?postal_code=&house_number=[&house_number_addition=]`. The postal code in
 * any spelling (`1234AB`, `1234 ab`) comes out as `1234 AB`. Bad values are a 400 with field errors
 * (`postalCode`, `houseNumber`, `houseNumberAddition`, `required`, `tooLong`).
 */
export const addressLookupQuerySchema = z.object({
  postal_code: postalCodeSchema('Nederland'),
  house_number: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'required', abort: true }),
      z.regex(LOOKUP_HOUSE_NUMBER, 'houseNumber'),
    ),
  house_number_addition: z.optional(additionSchema),
})
export type AddressLookupQuery = z.output<typeof addressLookupQuerySchema>

/**
 * The address found (200). 404 `address_not_found` when there is none: the form keeps
 * have_address_looked_up false and says the address is not found for this postal code and house number.
 */
export const addressLookupResponseSchema = z.object({
  street: z.string(),
  house_number: z.string(),
  /** Letter and/or suffix as registered (`A`, `bis`, `A-2`); null for none. */
  house_number_addition: z.nullable(z.string()),
  /** Always `1234 AB`. */
  postal_code: z.string(),
  city: z.string(),
  municipality: z.string(),
  province: z.string(),
})
export type AddressLookupResponse = z.infer<typeof addressLookupResponseSchema>

/** A KvK (chamber of commerce) number: exactly 8 digits, leading zeros included. */
export const KVK_NUMBER = /^\d{8}$/
export const isKvkNumber = (q: string) => KVK_NUMBER.test(q)
/** At most this many companies per search. */
export const COMPANY_LOOKUP_MAX_RESULTS = 10

// Control characters and the like are no part of a company name.
const CONTROL = /[\p{Cc}\p{Cs}\p{Co}\p{Cn}]/u

/**
 * `GET /company-lookup/search?q=`: a KvK number (8 digits; spaces and dots between them are dropped) or
 * a name of 2..100 characters. Only digits that are not 8 is a 400 `kvkNumber`.
 */
export const companyLookupQuerySchema = z.object({
  q: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'required')),
    z.pipe(
      z.transform((v: string) => (/^[\d .]+$/.test(v) ? v.replace(/[ .]/g, '') : v)),
      z.string().check(
        z.refine((v) => !/^\d+$/.test(v) || isKvkNumber(v), { error: 'kvkNumber', abort: true }),
        z.minLength(2, 'tooShort'),
        z.maxLength(100, 'tooLong'),
        z.refine((v) => !CONTROL.test(v), 'invalid'),
      ),
    ),
  ),
})
export type CompanyLookupQuery = z.output<typeof companyLookupQuerySchema>

/**
 * A company of the trade register. Address parts the register does not give (a PO box, a branch
 * without a visiting address) are null; the form asks for them.
 */
export const companySchema = z.object({
  chamber_of_commerce_number: z.string().check(z.regex(KVK_NUMBER)),
  company_name: z.string(),
  street: z.nullable(z.string()),
  house_number: z.nullable(z.string()),
  house_number_addition: z.nullable(z.string()),
  /** `1234 AB` when known. */
  postal_code: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.literal('Nederland'),
})
export type Company = z.infer<typeof companySchema>

/** 200 with at most 10 companies, best match first; none found is an empty list, not a 404. */
export const companyLookupResponseSchema = z.object({
  result: z.array(companySchema).check(z.maxLength(COMPANY_LOOKUP_MAX_RESULTS)),
})
export type CompanyLookupResponse = z.infer<typeof companyLookupResponseSchema>

/** `1234AB`, `1234 ab` to `1234 AB`; anything else unchanged. */
export const formatPostalCode = (value: string) =>
  value.trim().replace(/^(\d{4}) ?([A-Za-z]{2})$/, (_, d: string, l: string) => `${d} ${l.toUpperCase()}`)
