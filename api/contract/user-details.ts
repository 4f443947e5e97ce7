import * as z from 'zod/mini'

/**
 * What `GET /users/me` answers of the customer's details (core §3, issue 18): the company, both addresses
 * with their ids and the payment details. Only shapes here (no field rules), so the auth contract that
 * every page loads stays small; the rules of the bodies are in details.ts.
 */

/** The two kinds of address a customer has, one of each at most. */
export const ADDRESS_TYPES = ['company', 'personal'] as const
export const addressTypeSchema = z.enum(ADDRESS_TYPES)
export type AddressType = z.infer<typeof addressTypeSchema>

/** A kept address as answered (`POST /addresses`, `PATCH /addresses/{id}`, the user's two addresses). */
export const addressSchema = z.object({
  id: z.int(),
  type: addressTypeSchema,
  street: z.string(),
  house_number: z.string(),
  house_number_addition: z.nullable(z.string()),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
})
export type Address = z.infer<typeof addressSchema>

/** The customer's company (the company form's name and KvK number). */
export const userCompanySchema = z.object({
  name: z.nullable(z.string()),
  chamber_of_commerce_number: z.nullable(z.string()),
})
export type UserCompany = z.infer<typeof userCompanySchema>

/**
 * The direct debit's account, masked: only the last four characters of the IBAN are ever answered
 * (`iban_last4`); the full IBAN stays on the server.
 */
export const paymentDetailsSchema = z.object({ iban_last4: z.string() })
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>
