import * as z from 'zod/mini'
import { birthDateSchema } from './date-rules'
import { addressLookedUpSchema, houseNumberSchema, licensePlateSchema, postalCodeSchema } from './field-rules'
import { HOUSE_NUMBER_ADDITION } from './lookups'
import { CAR_REFUSAL_CODES, type CarRefusalCode } from './refusals'
import { vehicleSchema } from './vehicles'

/**
 * The car journey's quote (forms §3 car quote form, §5, §8; issue 19): the form the customer fills in,
 * the quote the server answers (the vehicle found by its plate, the monthly premium of each cover and of
 * breakdown assistance), the cover chosen, and a refusal (HTTP 400 with `rejected_reason.error_code`,
 * one of `CAR_REFUSAL_CODES`). The same schema checks the browser's form and the server's body.
 */

/** Kilometres a year, in bands (the premium rises with each). */
export const KM_BANDS = ['up_to_10k', '10k_to_20k', '20k_to_30k', 'over_30k'] as const
export type KmBand = (typeof KM_BANDS)[number]

/** Claim-free years: at least -4 (forms §5, §9), at most 75. */
export const MIN_CLAIM_FREE_YEARS = -4
export const MAX_CLAIM_FREE_YEARS = 75

/** The covers: third-party liability (WA), WA plus limited comprehensive, and fully comprehensive. */
export const CAR_COVERS = ['wa', 'wa_limited', 'allrisk'] as const
export type CarCover = (typeof CAR_COVERS)[number]

/** The one optional extra: breakdown assistance (pechhulp). */
export const BREAKDOWN_ASSISTANCE = 'breakdown_assistance'

/** Field error of `license_plate` when the register has no vehicle with that plate (not a refusal). */
export const VEHICLE_NOT_FOUND = 'vehicleNotFound'
/** 400 code of a refused quote or choice; its `rejected_reason.error_code` says why. */
export const QUOTE_REFUSED = 'quote_refused'
/** 400 non-field error of a choice without an accepted quote for the cart item. */
export const QUOTE_REQUIRED = 'quote_required'

const additionSchema = z.string().check(
  z.trim(),
  z.maxLength(10, 'tooLong'),
  z.refine((v) => v === '' || HOUSE_NUMBER_ADDITION.test(v), 'houseNumberAddition'),
)

/** Claim-free years (forms §5): a whole number from -4 (minClaimFreeYears) to 75 (maxClaimFreeYears). */
export const claimFreeYearsSchema = z
  .int({ error: 'number' })
  .check(z.gte(MIN_CLAIM_FREE_YEARS, 'minClaimFreeYears'), z.lte(MAX_CLAIM_FREE_YEARS, 'maxClaimFreeYears'))

/**
 * The car quote form (forms §3, §5), judged on `today` in the Netherlands. The policyholder's birth date
 * (18..100); optionally the main driver's, when someone else drives the car most. The address must have
 * been found by the postal code lookup (`have_address_looked_up`).
 */
export const carQuoteFormSchema = ({ today }: { today: string }) =>
  z.object({
    license_plate: licensePlateSchema,
    km_per_year: z.enum(KM_BANDS, { error: 'required' }),
    claim_free_years: claimFreeYearsSchema,
    birth_date: birthDateSchema({ today }),
    main_driver_birth_date: z.optional(z.nullable(birthDateSchema({ today }))),
    postcode: postalCodeSchema('Nederland'),
    house_number: houseNumberSchema,
    house_number_addition: z.optional(additionSchema),
    have_address_looked_up: addressLookedUpSchema,
  })
export type CarQuoteForm = z.output<ReturnType<typeof carQuoteFormSchema>>

/**
 * The same form as the browser's fields hold it: the claim-free years as typed text (`-4`), read as a
 * number and then judged by the same rule; the kilometres band empty until chosen.
 */
export const carQuoteBrowserFormSchema = ({ today }: { today: string }) =>
  z.extend(carQuoteFormSchema({ today }), {
    km_per_year: z.string().check(z.refine((v) => (KM_BANDS as readonly string[]).includes(v), 'required')),
    claim_free_years: z.pipe(
      z.string().check(z.trim(), z.minLength(1, { error: 'required', abort: true })),
      z.pipe(
        z.transform((v: string) => Number(v)),
        claimFreeYearsSchema,
      ),
    ),
  })
export type CarQuoteBrowserForm = z.input<ReturnType<typeof carQuoteBrowserFormSchema>>

const cartItemId = z.int32().check(z.positive())

/** `POST /car/quote`: the form for the customer's car cart item. */
export const carQuoteRequestSchema = ({ today }: { today: string }) =>
  z.extend(carQuoteFormSchema({ today }), { cart_item: cartItemId })
export type CarQuoteRequest = z.output<ReturnType<typeof carQuoteRequestSchema>>

/** `POST /car/quote/choice`: the cover and whether breakdown assistance goes with it. */
export const carChoiceRequestSchema = z.object({
  cart_item: cartItemId,
  cover: z.enum(CAR_COVERS, { error: 'invalidChoice' }),
  breakdown_assistance: z.boolean(),
})
export type CarChoiceRequest = z.output<typeof carChoiceRequestSchema>

const priceSchema = z.object({
  /** Gross monthly premium in cents, insurance tax included. */
  price_cents: z.int(),
  /** The same as the cart shows it, `"12.34"`. */
  price: z.string(),
})

/** A quote: the vehicle, the monthly premium per cover and of the extra, and the choice once made. */
export const carQuoteSchema = z.object({
  cart_item: z.int(),
  vehicle: vehicleSchema,
  /** Where the car is kept, as priced: `urban` or `other`. */
  region: z.enum(['urban', 'other']),
  options: z.array(z.extend(priceSchema, { cover: z.enum(CAR_COVERS) })),
  extras: z.array(z.extend(priceSchema, { id: z.literal(BREAKDOWN_ASSISTANCE) })),
  chosen: z.nullable(z.extend(priceSchema, { cover: z.enum(CAR_COVERS), breakdown_assistance: z.boolean() })),
})
export type CarQuote = z.infer<typeof carQuoteSchema>

/** The 400 of a refused quote or choice: the error body with the spec's `rejected_reason`. */
export const carRefusalSchema = z.object({
  code: z.literal(QUOTE_REFUSED),
  rejected_reason: z.object({ error_code: z.enum(CAR_REFUSAL_CODES) }),
})

export const isCarRefusalCode = (code: string): code is CarRefusalCode =>
  (CAR_REFUSAL_CODES as readonly string[]).includes(code)
