import * as z from 'zod/mini'

/** Money and measure rules of forms §5 and the limits of §9. Form fields arrive as text. */
export const MAX_INCOME = 125_000
export const MAX_DRONE_PRICE = 5_000
export const REVENUE_EXPLANATION_THRESHOLD = 250_000
export const HEIGHT_CM = { min: 100, max: 250 }
export const WEIGHT_KG = { min: 50, max: 200 }
export const MIN_CLAIM_FREE_YEARS = -4

/** Digits only (income and price answers keep digits only, forms §5); '' when there are none. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '')

/** A whole euro amount typed as text: digits only kept, a number (number), at most `max` (maxKey). */
export const amountSchema = (max: number, maxKey: string) =>
  z.pipe(
    z.string().check(
      z.overwrite(digitsOnly),
      z.minLength(1, { error: 'required', abort: true }),
      z.maxLength(9, maxKey),
      z.refine((v) => Number(v) <= max, maxKey),
    ),
    z.transform(Number),
  )
/** Income (forms §5): at most 125,000 euros (maxIncome). */
export const incomeSchema = amountSchema(MAX_INCOME, 'maxIncome')
/** A drone's price: at most 5,000 euros (maxDronePrice). */
export const dronePriceSchema = amountSchema(MAX_DRONE_PRICE, 'maxDronePrice')

/** A number typed as text, in a range: `number` when it is not one, then the min and max keys. */
const numberInRange = (min: number, max: number, minKey: string, maxKey: string, integer = true) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: 'required', abort: true }),
      z.regex(integer ? /^-?\d+$/ : /^-?\d+([.,]\d+)?$/, 'number'),
      z.refine((v) => Number(v.replace(',', '.')) >= min, minKey),
      z.refine((v) => Number(v.replace(',', '.')) <= max, maxKey),
    ),
    z.transform((v) => Number(v.replace(',', '.'))),
  )
/** Height 100–250 cm (minHeight, maxHeight). */
export const heightSchema = numberInRange(HEIGHT_CM.min, HEIGHT_CM.max, 'minHeight', 'maxHeight')
/** Weight 50–200 kg (minWeight, maxWeight). */
export const weightSchema = numberInRange(WEIGHT_KG.min, WEIGHT_KG.max, 'minWeight', 'maxWeight', false)
/** Claim-free years from −4 (minClaimFreeYears); 75 is the most a driver can have. */
export const claimFreeYearsSchema = numberInRange(
  MIN_CLAIM_FREE_YEARS,
  75,
  'minClaimFreeYears',
  'maxClaimFreeYears',
)

/** Annual gross revenue: over 250,000 euros it needs an explanation (revenueExplanation). */
export const revenueSchema = z
  .object({ revenue: amountSchema(1_000_000_000, 'number'), explanation: z.optional(z.string()) })
  .check(
    z.superRefine((value, ctx) => {
      if (value.revenue > REVENUE_EXPLANATION_THRESHOLD && !value.explanation?.trim())
        ctx.issues.push({
          code: 'custom',
          message: 'revenueExplanation',
          path: ['explanation'],
          input: value,
        })
    }),
  )

/**
 * Claim amounts of a device quote: the amount per claim may not exceed the amount per year; both
 * fields say so (lowerClaimAmount on the claim, higherYearAmount on the year).
 */
export const claimAmountsSchema = z.object({ perClaim: z.number(), perYear: z.number() }).check(
  z.superRefine((value, ctx) => {
    if (value.perClaim <= value.perYear) return
    ctx.issues.push({ code: 'custom', message: 'lowerClaimAmount', path: ['perClaim'], input: value })
    ctx.issues.push({ code: 'custom', message: 'higherYearAmount', path: ['perYear'], input: value })
  }),
)

/** A currency code the platform can show prices in (ISO 4217, upper case): currency. */
export const currencySchema = z.string().check(
  z.refine((v) => {
    if (!/^[A-Z]{3}$/.test(v)) return false
    try {
      new Intl.NumberFormat('nl-NL', { style: 'currency', currency: v })
      return (Intl.supportedValuesOf?.('currency') ?? [v]).includes(v)
    } catch {
      return false
    }
  }, 'currency'),
)
