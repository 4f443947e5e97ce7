import * as z from 'zod/mini'
import { nameSchema, companyNameSchema } from './auth'
import { addressFormSchema } from './checkout-forms'
import { birthDateSchema } from './date-rules'
import { ibanSchema } from './field-rules'
import { kvkNumberSchema, phoneSchema } from './person-rules'
import { addressTypeSchema } from './user-details'

/**
 * The account area's details forms (issue 18, core §3 and §7): the person and the company go through
 * `PATCH /users/me`, the addresses through `POST /addresses` and `PATCH /addresses/{id}`, the IBAN through
 * `PUT /payment-details`. The browser's forms use these very schemas; the server parses the bodies with
 * them (the user patch with `userPatchSchemaOn` in user-patch.ts, built of the same fields).
 */

/** The person form of "Mijn gegevens": names, birth date (18..100 on `today`) and phone. */
export const personDetailsSchema = (today: string) =>
  z.object({
    first_name: nameSchema,
    last_name: nameSchema,
    birth_date: birthDateSchema({ today }),
    phone_number: phoneSchema,
  })
export type PersonDetails = z.output<ReturnType<typeof personDetailsSchema>>

/** The company form of "Mijn gegevens": name and KvK number. */
export const companyDetailsSchema = z.object({
  company_name: companyNameSchema,
  chamber_of_commerce_number: kvkNumberSchema,
})
export type CompanyDetails = z.output<typeof companyDetailsSchema>

/**
 * The same form under the partner's `hide_kvk` (docs/partner-settings.md): the KvK number is neither asked
 * nor sent (`PATCH /users/me` leaves a stored one as it is).
 */
export const companyDetailsWithoutKvkSchema = z.object({
  company_name: companyNameSchema,
  chamber_of_commerce_number: z.string(),
})

/**
 * An address's fields, with the checkout's rules (forms §3 and §5): a Dutch address, the postal code
 * written `1234 AB`. The lookup by postal code and house number fills street and city in the browser;
 * the customer may correct them, so the server checks the fields, not whether a lookup found them.
 */
export const addressFieldsSchema = z.omit(addressFormSchema, { have_address_looked_up: true })
export type AddressFields = z.output<typeof addressFieldsSchema>

/**
 * `POST /addresses`: the customer's address of `type`. One address per type: when the customer
 * already has one of that type the answer is 409 `address_exists` and nothing changes (change it with
 * `PATCH /addresses/{id}`, its id is in `GET /users/me`).
 */
export const addressCreateSchema = z.extend(addressFieldsSchema, { type: addressTypeSchema })
export type AddressCreate = z.output<typeof addressCreateSchema>

/** `PATCH /addresses/{id}`: some of the fields of one's own address (its type stays). */
export const addressPatchSchema = z.partial(addressFieldsSchema)
export type AddressPatch = z.output<typeof addressPatchSchema>

/** 409 of `POST /addresses`: an address of that type exists. */
export const ADDRESS_EXISTS = 'address_exists'

/**
 * `PUT /payment-details`: a new IBAN for the direct debit. The server makes a new SEPA mandate for it
 * at the payment provider (replacing the kept one) and keeps the IBAN; it answers the masked details.
 * When the provider refuses or fails: 502 `direct_debit_failed` and nothing changes.
 */
export const paymentDetailsBodySchema = z.object({ iban_number: ibanSchema })
export type PaymentDetailsBody = z.output<typeof paymentDetailsBodySchema>
