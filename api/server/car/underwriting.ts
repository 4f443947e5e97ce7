import type { CarCover } from '../../contract/car'
import type { CarRefusalCode } from '../../contract/refusals'
import type { Vehicle } from '../../contract/vehicles'
import { yearsBetween } from './pricing'

/**
 * The car underwriting rules (forms §8, issue 19): which quote the insurer refuses, and why, as one table
 * read top to bottom (the first rule that holds decides). Pure: the vehicle, the ages and the numbers in,
 * a refusal code or null out.
 */
export interface QuoteFacts {
  vehicle: Vehicle
  /** The policyholder's age in whole years (the quote form's birth date). */
  driverAge: number
  /** The main driver's age when someone else drives the car most; null when it is the policyholder. */
  mainDriverAge: number | null
  claimFreeYears: number
  /** Whole years since the vehicle's first admission. */
  vehicleAge: number
}

export interface ChoiceFacts {
  vehicleAge: number
  cover: CarCover
  breakdownAssistance: boolean
}

export const LIMITS = {
  /** The policyholder (who also drives) is at least 19 and at most 84. */
  minDriverAge: 19,
  maxDriverAge: 84,
  /** A main driver other than the policyholder is at least 23 and at most 79. */
  minMainDriverAge: 23,
  maxMainDriverAge: 79,
  /** Vehicles up to 25 years old. */
  maxVehicleAge: 25,
  /** Catalogue value up to €150,000. */
  maxCatalogueCents: 15_000_000,
  /** Over 8 years old: no fully comprehensive cover. */
  maxAllriskAge: 8,
  /** Over 12 years old: no breakdown assistance. */
  maxBreakdownAge: 12,
  /** Heavier than 3,500 kg empty is not a passenger car (driving licence B). */
  maxMassKg: 3_500,
} as const

interface Rule<F> {
  code: CarRefusalCode
  /** What the rule refuses, in words (for the table test and the chart). */
  when: string
  holds: (facts: F) => boolean
}

/** The power limits by the youngest driver's age: kW above `kw` is refused under `age`. */
const youngest = (f: QuoteFacts) => Math.min(f.driverAge, f.mainDriverAge ?? f.driverAge)
const kw = (f: QuoteFacts) => f.vehicle.power_kw ?? 0

/** The rules of a quote, in the order they are checked. */
export const QUOTE_RULES: readonly Rule<QuoteFacts>[] = [
  { code: 'ACI01', when: 'a motorcycle', holds: (f) => f.vehicle.kind === 'motorcycle' },
  { code: 'MIS115', when: 'a camper (motor home)', holds: (f) => f.vehicle.kind === 'camper' },
  {
    code: 'UWM11',
    when: 'a van or another kind, or over 3,500 kg empty',
    holds: (f) => f.vehicle.kind !== 'passenger_car' || (f.vehicle.mass_kg ?? 0) > LIMITS.maxMassKg,
  },
  {
    code: 'ACI00',
    when: 'the register lacks the catalogue value or the power',
    holds: (f) => f.vehicle.catalogue_value_cents === null || f.vehicle.power_kw === null,
  },
  { code: 'UWM03', when: 'older than 25 years', holds: (f) => f.vehicleAge > LIMITS.maxVehicleAge },
  {
    code: 'UWM05',
    when: 'catalogue value above €150,000',
    holds: (f) => (f.vehicle.catalogue_value_cents ?? 0) > LIMITS.maxCatalogueCents,
  },
  { code: 'UWM01', when: 'policyholder younger than 19', holds: (f) => f.driverAge < LIMITS.minDriverAge },
  { code: 'UWM02', when: 'policyholder older than 84', holds: (f) => f.driverAge > LIMITS.maxDriverAge },
  {
    code: 'UWM21',
    when: 'main driver younger than 23',
    holds: (f) => f.mainDriverAge !== null && f.mainDriverAge < LIMITS.minMainDriverAge,
  },
  {
    code: 'UWM22',
    when: 'main driver older than 79',
    holds: (f) => f.mainDriverAge !== null && f.mainDriverAge > LIMITS.maxMainDriverAge,
  },
  {
    code: 'UWM10',
    when: 'more claim-free years than years since the 18th birthday',
    holds: (f) => f.claimFreeYears > f.driverAge - 18,
  },
  {
    code: 'UWM24',
    when: 'over 300 kW with a driver under 30',
    holds: (f) => kw(f) > 300 && youngest(f) < 30,
  },
  {
    code: 'UWM07',
    when: 'over 150 kW with a driver under 25',
    holds: (f) => kw(f) > 150 && youngest(f) < 25,
  },
  {
    code: 'UWM08',
    when: 'over 100 kW with a driver under 21',
    holds: (f) => kw(f) > 100 && youngest(f) < 21,
  },
]

/** The rules of a cover choice. */
export const CHOICE_RULES: readonly Rule<ChoiceFacts>[] = [
  {
    code: 'UWM12',
    when: 'fully comprehensive for a car older than 8 years',
    holds: (f) => f.cover === 'allrisk' && f.vehicleAge > LIMITS.maxAllriskAge,
  },
  {
    code: 'UWM15',
    when: 'breakdown assistance for a car older than 12 years',
    holds: (f) => f.breakdownAssistance && f.vehicleAge > LIMITS.maxBreakdownAge,
  },
]

const firstHolding = <F>(rules: readonly Rule<F>[], facts: F): CarRefusalCode | null =>
  rules.find((rule) => rule.holds(facts))?.code ?? null

/** The refusal of a quote, or null when the insurer quotes. */
export const refuseQuote = (facts: QuoteFacts) => firstHolding(QUOTE_RULES, facts)

/** The refusal of a cover choice, or null when it is possible. */
export const refuseChoice = (facts: ChoiceFacts) => firstHolding(CHOICE_RULES, facts)

/** A vehicle's age in whole years on `today`. */
export const vehicleAgeOn = (vehicle: Pick<Vehicle, 'first_admission'>, today: string) =>
  yearsBetween(vehicle.first_admission, today)
