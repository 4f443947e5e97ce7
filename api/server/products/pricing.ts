/**
 * Monthly premiums (core §1: euros, including insurance tax, per month). Pure functions on whole cents so
 * no float ever rounds a premium: factors are read as thousandths and every rounding is half-up.
 */

export type RiskClass = 1 | 2 | 3 | 4
export type RiskFactors = readonly [number, number, number, number]

/** The usual multiplier per profession risk class 1 (office) .. 4 (heavy or dangerous work). */
export const STANDARD_RISK_FACTORS: RiskFactors = [1, 1.4, 2, 2.8]
/** Income protection (aov): the medium preset's multiplier per risk class. */
export const AOV_RISK_FACTORS: RiskFactors = [1, 1.25, 1.6, 2.1]
/** Professional liability; only classes 1 and 2 may buy it (the others never priced). */
export const PROFESSIONAL_LIABILITY_RISK_FACTORS: RiskFactors = [1, 1.2, 1.2, 1.2]

/** Dutch insurance tax (assurantiebelasting): 21%. */
export const INSURANCE_TAX_PERCENT = 21

/** `cents × factor`, the factor taken to three decimals, rounded half-up to whole cents. */
export function multiplyCents(cents: number, factor: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a cent amount: ${cents}`)
  const thousandths = Math.round(factor * 1000)
  if (thousandths < 0) throw new RangeError(`negative factor: ${factor}`)
  return Math.floor((cents * thousandths + 500) / 1000)
}

/** The net monthly premium of a risk class: base × the class's factor (no factors: the base). */
export function netCents(
  baseNetCents: number,
  riskFactors: RiskFactors | null,
  riskClass: RiskClass,
): number {
  return riskFactors
    ? multiplyCents(baseNetCents, riskFactors[(riskClass - 1) as 0 | 1 | 2 | 3])
    : baseNetCents
}

/** Net plus insurance tax, rounded half-up to cents. */
export const grossCents = (net: number): number => multiplyCents(net, 1 + INSURANCE_TAX_PERCENT / 100)

/** 1234 -> "12.34" (the contract's money format). */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a cent amount: ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

export interface Price {
  /** Including tax. */
  price: string
  net_price: string
}

/** Price of a net amount as the API answers it. */
export const priceOf = (net: number): Price => ({
  price: formatMoney(grossCents(net)),
  net_price: formatMoney(net),
})

export interface PricedProduct {
  base_net_cents: number | null
  risk_factors: RiskFactors | null
}

/** Net and gross cents for a risk class; both null when the product is priced later (car, building). */
export function productCents(
  product: PricedProduct,
  riskClass: RiskClass,
): { net: number; gross: number } | { net: null; gross: null } {
  if (product.base_net_cents === null) return { net: null, gross: null }
  const net = netCents(product.base_net_cents, product.risk_factors, riskClass)
  return { net, gross: grossCents(net) }
}

export const isRiskClass = (n: number): n is RiskClass => n === 1 || n === 2 || n === 3 || n === 4

/**
 * Only income protection (aov) has presets (forms §3: short, medium, large: `AOV_PRESETS`), priced by the
 * income-protection model like every choice (aov/income-pricing.ts `presetQuotes`).
 */
export const hasPresets = (type: string) => type === 'aov'
