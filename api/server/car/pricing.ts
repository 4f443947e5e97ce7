import type { CarCover, KmBand } from '../../contract/car'
import type { Vehicle } from '../../contract/vehicles'
import { grossCents } from '../products/pricing'

/**
 * The car premium (issue 19), per month in euro cents, net of insurance tax (the cart adds the 21%).
 *
 * A cover's premium is a risk premium times the driver's factors:
 *
 * - **Third-party liability (WA)**: €24 a month, × a power factor `1 + max(0, kW − 70) / 200` (a stronger
 *   car does more damage).
 * - **Limited comprehensive (WA + beperkt casco)**: WA plus 0.08% of the car's current value a month
 *   (theft, fire, storm, glass).
 * - **Fully comprehensive (allrisk)**: WA plus 0.30% of the current value a month (own damage too).
 * - **Current value**: the catalogue value (incl. taxes) written down 12% a year of age (whole years since
 *   the first admission), never below 15% of it. No catalogue value: €15,000.
 *
 * Each is then multiplied by:
 * - **kilometres a year**: 0.90 up to 10,000 km, 1.00 to 20,000, 1.10 to 30,000, 1.25 above;
 * - **claim-free years** (the Dutch bonus-malus ladder, simplified): 1 − 5% a year down to 0.25 at 15
 *   years or more; a negative number adds 25% a year (−4: × 2.00);
 * - **driver age** (the policyholder's, or the main driver's when someone else drives most, whichever is
 *   younger): 1.60 under 23, 1.30 under 25, 1.10 under 30, 1.00 to 69, 1.15 from 70;
 * - **region** of the postal code: 1.15 in the urban west (postal codes 1000–3999), else 1.00.
 *
 * Breakdown assistance is €4.50 a month, the same for every car (what the car costs does not matter to
 * a tow truck). Every step rounds to whole cents; the premium of a cover is at least €5.
 */
export interface PricingInput {
  vehicle: Pick<Vehicle, 'catalogue_value_cents' | 'power_kw' | 'first_admission'>
  kmPerYear: KmBand
  claimFreeYears: number
  /** The youngest driver's age (policyholder or main driver) in whole years. */
  driverAge: number
  /** The postal code, `1234 AB`. */
  postcode: string
  /** YYYY-MM-DD. */
  today: string
}

export const WA_BASE_CENTS = 2_400
export const BREAKDOWN_NET_CENTS = 450
export const MIN_PREMIUM_CENTS = 500
const DEFAULT_VALUE_CENTS = 1_500_000
const CASCO_RATE: Record<CarCover, number> = { wa: 0, wa_limited: 0.0008, allrisk: 0.003 }

export const KM_FACTOR: Record<KmBand, number> = {
  up_to_10k: 0.9,
  '10k_to_20k': 1,
  '20k_to_30k': 1.1,
  over_30k: 1.25,
}

/** Whole years between two YYYY-MM-DD dates (0 when `to` is earlier). */
export function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number]
  const years = ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0)
  return Math.max(0, years)
}

export const claimFreeFactor = (years: number) =>
  years < 0 ? 1 + 0.25 * -years : Math.max(0.25, 1 - 0.05 * years)

export function driverAgeFactor(age: number): number {
  if (age < 23) return 1.6
  if (age < 25) return 1.3
  if (age < 30) return 1.1
  if (age < 70) return 1
  return 1.15
}

export type Region = 'urban' | 'other'
/** The urban west (Noord- and Zuid-Holland, Utrecht): postal codes 1000 to 3999. */
export const regionOf = (postcode: string): Region => (/^[123]\d{3}/.test(postcode) ? 'urban' : 'other')
const REGION_FACTOR: Record<Region, number> = { urban: 1.15, other: 1 }

export const powerFactor = (kw: number | null) => 1 + Math.max(0, (kw ?? 70) - 70) / 200

/** The car's value today: the catalogue value less 12% a year of age, at least 15% of it. */
export function currentValueCents(vehicle: PricingInput['vehicle'], today: string): number {
  const catalogue = vehicle.catalogue_value_cents ?? DEFAULT_VALUE_CENTS
  const age = yearsBetween(vehicle.first_admission, today)
  return Math.round(catalogue * Math.max(0.15, 1 - 0.12 * age))
}

/** The driver's factors together (kilometres, claim-free years, age, region). */
export function driverFactor(input: PricingInput): number {
  return (
    KM_FACTOR[input.kmPerYear] *
    claimFreeFactor(input.claimFreeYears) *
    driverAgeFactor(input.driverAge) *
    REGION_FACTOR[regionOf(input.postcode)]
  )
}

/** The net monthly premium of a cover, in cents. */
export function coverNetCents(cover: CarCover, input: PricingInput): number {
  const wa = WA_BASE_CENTS * powerFactor(input.vehicle.power_kw)
  const casco = currentValueCents(input.vehicle, input.today) * CASCO_RATE[cover]
  return Math.max(MIN_PREMIUM_CENTS, Math.round((wa + casco) * driverFactor(input)))
}

export interface CarPrices {
  covers: Record<CarCover, { net: number; gross: number }>
  breakdown: { net: number; gross: number }
}

const priced = (net: number) => ({ net, gross: grossCents(net) })

/** Every cover's premium and the extra's, net and gross (incl. 21% insurance tax). */
export function carPrices(input: PricingInput): CarPrices {
  return {
    covers: {
      wa: priced(coverNetCents('wa', input)),
      wa_limited: priced(coverNetCents('wa_limited', input)),
      allrisk: priced(coverNetCents('allrisk', input)),
    },
    breakdown: priced(BREAKDOWN_NET_CENTS),
  }
}
