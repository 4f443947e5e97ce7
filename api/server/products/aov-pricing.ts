import type { AovOptions, AovPremium, BenefitDuration, OwnRiskDays } from '../../contract/aov'
import { AOV_RISK_FACTORS, formatMoney, grossCents, type RiskClass } from './pricing'

/**
 * The income-protection premium (docs/pricing.md "Income protection premium"). Pure and on whole cents:
 *
 *   net = covered income × BASE_RATE_PER_MILLE / 1000 × age × risk class × own risk × duration
 *         × (indexation ? 1.08 : 1) × (burnout ? 1.12 : 1) × (medical loading ? 1.25 : 1)
 *
 * Every factor is an exact number of thousandths and the product is taken in BigInt, so there is one
 * rounding (half-up to cents) at the very end; each factor is non-decreasing in what makes cover more
 * valuable, so the premium is too. gross = net + 21% insurance tax (pricing.ts `grossCents`).
 */

/** Net premium per month per 1,000 euros of covered yearly income, before the factors. */
export const BASE_RATE_PER_MILLE = 2

/** Age factor by the lowest age of its band (whole years on today's date in Amsterdam); rises with age. */
export const AGE_BANDS: readonly { from: number; factor: number }[] = [
  { from: 18, factor: 0.8 },
  { from: 30, factor: 1 },
  { from: 40, factor: 1.25 },
  { from: 45, factor: 1.5 },
  { from: 50, factor: 1.85 },
  { from: 55, factor: 2.2 },
]
/** A shorter own risk means paying out sooner: it costs more. */
export const OWN_RISK_FACTORS: Record<OwnRiskDays, number> = { 14: 1.25, 30: 1, 90: 0.8, 365: 0.55 }
/** A longer benefit duration costs more. */
export const DURATION_FACTORS: Record<BenefitDuration, number> = {
  '2_years': 0.75,
  '5_years': 0.9,
  until_67: 1,
}
export const INDEXATION_FACTOR = 1.08
export const BURNOUT_FACTOR = 1.12
/**
 * The medical loading: the customer's stored medical review asked for a price increase (review action
 * `price_increase`, products/aov-review.ts), so the risk costs a quarter more.
 */
export const MEDICAL_LOADING = 1.25
/** The benefit on full disability: 80% of the covered yearly income, paid per month. */
export const BENEFIT_PERCENT = 80

/** Whole years between `birthDate` and `today` (both YYYY-MM-DD): a birthday counts from its day. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4))
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years
}

export function ageFactor(age: number): number {
  let factor = AGE_BANDS[0]!.factor
  for (const band of AGE_BANDS) if (age >= band.from) factor = band.factor
  return factor
}

const thousandths = (factor: number) => BigInt(Math.round(factor * 1000))

/** `numerator / denominator` rounded half-up (both non-negative). */
const divideHalfUp = (numerator: bigint, denominator: bigint) =>
  (2n * numerator + denominator) / (2n * denominator)

export interface AovPriceInput {
  options: AovOptions
  age: number
  riskClass: RiskClass
  /** The stored medical review's action is `price_increase` (MEDICAL_LOADING); none without one. */
  medicalLoading?: boolean
}

/** The factors of a premium, in the order of the formula (each to three decimals). */
export const aovFactors = ({ options, age, riskClass, medicalLoading }: AovPriceInput): number[] => [
  ageFactor(age),
  AOV_RISK_FACTORS[riskClass - 1]!,
  OWN_RISK_FACTORS[options.own_risk_days],
  DURATION_FACTORS[options.benefit_duration],
  options.indexation ? INDEXATION_FACTOR : 1,
  options.burnout ? BURNOUT_FACTOR : 1,
  medicalLoading ? MEDICAL_LOADING : 1,
]

/** The net monthly premium in cents. */
export function aovNetCents(input: AovPriceInput): number {
  const incomeCents = BigInt(input.options.covered_income) * 100n
  const factors = aovFactors(input)
  // The base rate is per mille (÷ 1000) and also taken in thousandths (÷ 1000), as is every factor.
  const numerator = factors.reduce(
    (product, f) => product * thousandths(f),
    incomeCents * thousandths(BASE_RATE_PER_MILLE),
  )
  const denominator = 1000n ** BigInt(factors.length + 2)
  return Number(divideHalfUp(numerator, denominator))
}

/** The insured benefit in cents: 80% of the covered income a year, and a twelfth of that a month. */
export function aovBenefitCents(coveredIncome: number): { monthly: number; yearly: number } {
  const yearly = BigInt(coveredIncome) * BigInt(BENEFIT_PERCENT) // euros × percent = cents
  return { yearly: Number(yearly), monthly: Number(divideHalfUp(yearly, 12n)) }
}

/** Net, tax and gross monthly cents of a premium. */
export function aovPremiumCents(input: AovPriceInput): { net: number; tax: number; gross: number } {
  const net = aovNetCents(input)
  const gross = grossCents(net)
  return { net, tax: gross - net, gross }
}

/**
 * The premium of `input` as `POST /aov/premium` and `POST /aov/application` answer it, with its net and
 * gross cents (what an application stores and its cart item costs).
 */
export function aovQuote(input: AovPriceInput): { net: number; gross: number; premium: AovPremium } {
  const { net, tax, gross } = aovPremiumCents(input)
  const benefit = aovBenefitCents(input.options.covered_income)
  const premium: AovPremium = {
    monthly_premium: formatMoney(gross),
    monthly_net: formatMoney(net),
    insurance_tax: formatMoney(tax),
    insured: { monthly_benefit: formatMoney(benefit.monthly), yearly_benefit: formatMoney(benefit.yearly) },
    options: { ...input.options, covered_income: String(input.options.covered_income) },
    medical_loading: input.medicalLoading === true,
  }
  return { net, gross, premium }
}
