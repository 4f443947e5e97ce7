import * as z from 'zod/mini'
import { kvkNumberSchema, phoneSchema } from './person-rules'
import { addressSchema, paymentDetailsSchema, userCompanySchema } from './user-details'
import { emailSchema, professionDescriptionSchema } from './validation'

/**
 * The auth calls (core §7). Access tokens are short-lived JWTs (typ "access"), refresh tokens
 * longer-lived JWTs (typ "refresh") that rotate: every refresh answers a new pair and the old refresh
 * token stops working.
 */
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() })
export type TokenPair = z.infer<typeof tokenPairSchema>

/** `POST /auth/jwt/refresh`. */
export const refreshRequestSchema = z.object({ refresh: z.string().check(z.minLength(1)) })

/** Funnel types that change what happens after a login (csc: straight to the income-protection review). */
export const funnelTypeSchema = z.enum(['default', 'csc'])

/**
 * `POST /jwt/create-by-external-id`: the login of a partner's platform (signature) or a broker's quote.
 * `signature` is HMAC-SHA256(partner secret, `${external_id}:${signature_created_at}`) in hex;
 * older than 10 minutes answers 400 with `non_field_errors: ['signature_expired']`.
 */
export const externalLoginRequestSchema = z.object({
  external_id: z.string().check(z.minLength(1), z.maxLength(200)),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  signature_created_at: z.iso.datetime({ offset: true }),
  quote_id: z.optional(z.string().check(z.maxLength(100))),
  broker_quote: z.optional(z.boolean()),
  is_broker_flow: z.optional(z.boolean()),
  profession_id: z.optional(z.int32().check(z.positive())),
  funnel_type: z.optional(funnelTypeSchema),
  product_id: z.optional(z.int32().check(z.positive())),
})
export type ExternalLoginRequest = z.infer<typeof externalLoginRequestSchema>

/** `POST /magic-link`: always answers the same (202 `{ status: 'sent' }`), known e-mail or not. */
export const magicLinkRequestSchema = z.object({ email: emailSchema })
export const magicLinkSentSchema = z.object({ status: z.literal('sent') })

/**
 * `POST /magic-link/verify`: the sign-in page posts the token from the link (a plain GET of the
 * link, as e-mail scanners do, never consumes it). Single use, valid 10 minutes. 401 when used,
 * expired or unknown. Logs in (creating the user on first sign-in) on the host's partner.
 */
export const magicLinkVerifySchema = z.object({ token: z.string().check(z.minLength(16), z.maxLength(200)) })

/**
 * A partner environment where an e-mail address has an account (`/accounts`): its slug, name and the
 * origin its pages live on (the partner's configured origin, as in its e-mails), so a link really goes there.
 */
export const accountEnvironmentSchema = z.object({ slug: z.string(), name: z.string(), origin: z.string() })
export type AccountEnvironment = z.infer<typeof accountEnvironmentSchema>

/**
 * `GET /magic-link?email=` (lower-cased): the partner environments of the signed-in user's e-mail
 * address. Needs the access token of a user with that e-mail (403 otherwise), so it reveals nothing
 * about other people's addresses.
 */
export const magicLinkAccountsQuerySchema = z.object({ email: emailSchema })
export const magicLinkAccountsSchema = z.object({
  email: z.string(),
  result: z.array(accountEnvironmentSchema),
})

/** A reference to an id-and-name entity (profession). */
const namedRef = z.object({ id: z.int(), name: z.string() })

/** The current user, `GET /users/me` (core §3). Fields later issues fill are nullable. */
export const userSchema = z.object({
  id: z.int(),
  email: z.nullable(z.string()),
  external_id: z.nullable(z.string()),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  profession: z.nullable(namedRef),
  /** The user's own words when no catalogue profession fits (describe-manually form). */
  profession_description: z.nullable(z.string()),
  birth_date: z.nullable(z.string()),
  company_address: z.nullable(addressSchema),
  personal_address: z.nullable(addressSchema),
  partner: z.string(),
  /** The account area's details (issue 18); optional so answers and sessions kept before still parse. */
  phone_number: z.optional(z.nullable(z.string())),
  company: z.optional(z.nullable(userCompanySchema)),
  /** Masked: the last four of the direct debit's IBAN, never the whole. */
  payment_details: z.optional(z.nullable(paymentDetailsSchema)),
})
export type User = z.infer<typeof userSchema>

/** A first or last name. */
export const nameSchema = z.string().check(z.minLength(1), z.maxLength(100))
/** A company's name (company form). */
export const companyNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, { error: 'required', abort: true }), z.maxLength(100, 'tooLong'))

/**
 * `PATCH /users/me`: a partial user. A `profession_description` without `profession` sets the
 * catalogue's catch-all profession (Overig / Anders): the work described in the user's own words.
 * The account area's details (issue 18) add the phone number and the company's name and KvK number,
 * with the rules of the checkout forms (forms §5). The birth date's age rule depends on the day: the
 * server parses with `userPatchSchemaOn(today)` (user-patch.ts, apart so the first page, which reads
 * the user's shape, does not carry the date rules); this static shape is the route table's.
 */
export const userPatchSchema = z.object({
  first_name: z.optional(nameSchema),
  last_name: z.optional(nameSchema),
  profession: z.optional(z.nullable(z.int32().check(z.positive()))),
  profession_description: z.optional(z.nullable(professionDescriptionSchema)),
  birth_date: z.optional(z.nullable(z.iso.date())),
  phone_number: z.optional(phoneSchema),
  company_name: z.optional(companyNameSchema),
  chamber_of_commerce_number: z.optional(kvkNumberSchema),
})
export type UserPatch = z.infer<typeof userPatchSchema>

/** Claims inside an access or refresh token. */
export const tokenClaimsSchema = z.object({
  typ: z.enum(['access', 'refresh']),
  sub: z.string(),
  partner: z.string(),
})
