import * as z from 'zod/mini'
import { digitsOnly, MAX_DRONE_PRICE } from './amount-rules'
import { addDays, addYears, isStrictDate } from './date-rules'
import { imeiSchema } from './field-rules'
import { moneySchema } from './products'

/**
 * Device insurance ("Elektronicaverzekering", product type `device`; forms §3 Device quote form, §5 IMEI,
 * claim amounts, end date and the drone cap, §9). One schema for the browser form (TanStack Form) and
 * `PUT /device-quote/:id` (400 with the field's error). The form keeps every field as text; the server
 * turns the amounts into numbers after parsing (`deviceQuoteOf`).
 */

/** The devices one can insure; a new quote starts with a smartphone (forms §1). */
export const DEVICE_TYPES = ['smartphone', 'tablet', 'laptop', 'camera', 'drone'] as const
export type DeviceType = (typeof DEVICE_TYPES)[number]
export const DEFAULT_DEVICE_TYPE: DeviceType = 'smartphone'

/** Devices identified by their IMEI (15 digits, Luhn); the others by their serial number. */
export const IMEI_DEVICE_TYPES: readonly DeviceType[] = ['smartphone', 'tablet']
export const hasImei = (type: DeviceType) => IMEI_DEVICE_TYPES.includes(type)

/**
 * The purchase price of the device, whole euros: at least 50 (`minDevicePrice`) and at most 5,000, the
 * product's own limit ("up to a total value of € 5,000"). A drone says so with its own message
 * (`maxDronePrice`, forms §5 and §9), the others with `maxDevicePrice`.
 */
export const MIN_DEVICE_PRICE = 50
export const MAX_DEVICE_PRICE: Record<DeviceType, number> = {
  smartphone: 5_000,
  tablet: 5_000,
  laptop: 5_000,
  camera: 5_000,
  drone: MAX_DRONE_PRICE,
}
const maxPriceKey = (type: DeviceType) => (type === 'drone' ? 'maxDronePrice' : 'maxDevicePrice')

/** The closed choices of the amounts paid out per claim and per year (euros). */
export const PER_CLAIM_AMOUNTS = ['250', '500', '1000', '2500', '5000'] as const
export const PER_YEAR_AMOUNTS = ['500', '1000', '2500', '5000', '10000'] as const
export type PerClaimAmount = (typeof PER_CLAIM_AMOUNTS)[number]
export type PerYearAmount = (typeof PER_YEAR_AMOUNTS)[number]

/**
 * The end date, the last day of cover: from tomorrow (`minEndDateReached`) to three years ahead
 * (`maxEndDateReached`), the age up to which the product insures a device.
 */
export const DEVICE_COVER_YEARS = 3
export const deviceEndDateBounds = (today: string) => ({
  earliest: addDays(today, 1),
  latest: addYears(today, DEVICE_COVER_YEARS),
})

type Ctx = z.core.$RefinementCtx<unknown>
const fail = (ctx: Ctx, input: unknown, path: string, message: string) =>
  ctx.issues.push({ code: 'custom', message, path: [path], input })

/** The rules that depend on another field: price by type, IMEI or serial by type, claim ≤ year. */
function crossFieldRules(value: Record<string, unknown>, ctx: Ctx) {
  const type = DEVICE_TYPES.find((t) => t === value.device_type)
  if (type && typeof value.device_price === 'string') {
    const euros = digitsOnly(value.device_price)
    if (euros.length === 0) fail(ctx, value, 'device_price', 'required')
    else if (euros.length > 9 || Number(euros) > MAX_DEVICE_PRICE[type])
      fail(ctx, value, 'device_price', maxPriceKey(type))
    else if (Number(euros) < MIN_DEVICE_PRICE) fail(ctx, value, 'device_price', 'minDevicePrice')
  }
  if (type && hasImei(type)) {
    const imei = imeiSchema.safeParse(value.imeiNumber ?? '')
    if (!imei.success) fail(ctx, value, 'imeiNumber', imei.error.issues[0]?.message ?? 'imei')
  } else if (type) {
    const serial = typeof value.device_serial_number === 'string' ? value.device_serial_number.trim() : ''
    if (serial.length === 0) fail(ctx, value, 'device_serial_number', 'required')
  }
  const perClaim = Number(value.perClaim)
  const perYear = Number(value.perYear)
  if (Number.isFinite(perClaim) && Number.isFinite(perYear) && perClaim > perYear) {
    fail(ctx, value, 'perClaim', 'lowerClaimAmount')
    fail(ctx, value, 'perYear', 'higherYearAmount')
  }
}

/**
 * The end date's rules (those of date-rules.ts `endDateSchema`, with the limit on): required, a valid
 * date, from tomorrow, at most three years ahead. One message at a time, and none of them stops the
 * form's other rules (an aborting issue would keep the IMEI's or the price's error from showing until
 * the end date is right).
 */
const deviceEndDateSchema = (today: string) => {
  const { earliest, latest } = deviceEndDateBounds(today)
  const filled = (v: string) => v.trim().length > 0
  const date = (v: string) => isStrictDate(v.trim())
  return z.string().check(
    z.overwrite((v) => v.trim()),
    z.refine(filled, 'required'),
    z.refine((v) => !filled(v) || date(v), 'dateValidMessage'),
    z.refine((v) => !date(v) || v >= earliest, 'minEndDateReached'),
    z.refine((v) => !date(v) || v <= latest, 'maxEndDateReached'),
  )
}

/**
 * The device quote form judged on `today` (Europe/Amsterdam). `imeiNumber` is asked for a smartphone or
 * tablet, `device_serial_number` for the other devices; the field not asked is ignored.
 */
export const deviceQuoteFormSchema = ({ today }: { today: string }) =>
  z
    .object({
      device_type: z.enum(DEVICE_TYPES),
      device_price: z.string().check(z.maxLength(40, 'maxDevicePrice')),
      imeiNumber: z.optional(z.string().check(z.maxLength(40, 'imei'))),
      device_serial_number: z.optional(z.string().check(z.maxLength(64, 'tooLong'))),
      perClaim: z.enum(PER_CLAIM_AMOUNTS),
      perYear: z.enum(PER_YEAR_AMOUNTS),
      end_date: deviceEndDateSchema(today),
    })
    .check(z.superRefine((value, ctx) => crossFieldRules(value, ctx as Ctx)))
export type DeviceQuoteRequest = z.input<ReturnType<typeof deviceQuoteFormSchema>>

/** The form's values (every field as text; the field its device type does not ask may be absent). */
export type DeviceQuoteForm = DeviceQuoteRequest

/** A new quote's values (the form's defaults): a smartphone, 1,000 per claim and 2,500 per year. */
export const DEVICE_FORM_DEFAULTS: DeviceQuoteForm = {
  device_type: DEFAULT_DEVICE_TYPE,
  device_price: '',
  imeiNumber: '',
  device_serial_number: '',
  perClaim: '1000',
  perYear: '2500',
  end_date: '',
}

/** A form the schema accepted, with its amounts as numbers and only the identifier its type asks. */
export interface DeviceQuoteInput {
  device_type: DeviceType
  device_price: number
  imei: string | null
  serial_number: string | null
  per_claim: number
  per_year: number
  end_date: string
}
export function deviceQuoteOf(form: z.output<ReturnType<typeof deviceQuoteFormSchema>>): DeviceQuoteInput {
  const imei = hasImei(form.device_type)
  return {
    device_type: form.device_type,
    device_price: Number(digitsOnly(form.device_price)),
    imei: imei ? (form.imeiNumber ?? '').replace(/[\s-]/g, '') : null,
    serial_number: imei ? null : (form.device_serial_number ?? '').trim(),
    per_claim: Number(form.perClaim),
    per_year: Number(form.perYear),
    end_date: form.end_date,
  }
}

/** A stored device quote with the cart item's monthly price it led to (gross with 21% tax, and net). */
export const deviceQuoteSchema = z.object({
  cart_item: z.int(),
  /** The server's id of the insured device, kept across changes of the quote. */
  device_id: z.string(),
  device_type: z.enum(DEVICE_TYPES),
  device_price: z.int(),
  imeiNumber: z.nullable(z.string()),
  device_serial_number: z.nullable(z.string()),
  perClaim: z.int(),
  perYear: z.int(),
  end_date: z.string(),
  price: moneySchema,
  net_price: moneySchema,
})
export type DeviceQuote = z.infer<typeof deviceQuoteSchema>

/** `GET /device-quote/:id`: the stored quote, or null when none was saved yet. */
export const storedDeviceQuoteSchema = z.nullable(deviceQuoteSchema)

/** The form's values of a stored quote (a reload, or Back to the device step). */
export const formOfQuote = (quote: DeviceQuote): DeviceQuoteForm => ({
  device_type: quote.device_type,
  device_price: String(quote.device_price),
  imeiNumber: quote.imeiNumber ?? '',
  device_serial_number: quote.device_serial_number ?? '',
  perClaim: PER_CLAIM_AMOUNTS.find((a) => a === String(quote.perClaim)) ?? '1000',
  perYear: PER_YEAR_AMOUNTS.find((a) => a === String(quote.perYear)) ?? '2500',
  end_date: quote.end_date,
})
