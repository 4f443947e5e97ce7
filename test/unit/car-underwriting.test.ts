import { describe, expect, it } from 'vitest'
import { CAR_REFUSAL_CODES, type CarRefusalCode } from '../../api/contract/refusals'
import type { Vehicle } from '../../api/contract/vehicles'
import {
  CHOICE_RULES,
  QUOTE_RULES,
  refuseChoice,
  refuseQuote,
  type ChoiceFacts,
  type QuoteFacts,
} from '../../api/server/car/underwriting'
import { SEEDED_VEHICLES } from '../../api/server/lookups/vehicle-data'

const golf: Vehicle = {
  license_plate: 'GZ123B',
  kind: 'passenger_car',
  make: 'VOLKSWAGEN',
  model: 'GOLF',
  first_admission: '2019-03-14',
  catalogue_value_cents: 3_195_000,
  mass_kg: 1_215,
  power_kw: 85,
  fuel: 'Benzine',
}
const ok: QuoteFacts = { vehicle: golf, driverAge: 40, mainDriverAge: null, claimFreeYears: 5, vehicleAge: 7 }
const q = (over: Partial<QuoteFacts>, vehicle: Partial<Vehicle> = {}): QuoteFacts => ({
  ...ok,
  ...over,
  vehicle: { ...golf, ...vehicle },
})
const okChoice: ChoiceFacts = { vehicleAge: 3, cover: 'allrisk', breakdownAssistance: true }

/** One row per code: facts that reach it, and nothing else before it. */
const QUOTE_TABLE: [CarRefusalCode, QuoteFacts][] = [
  ['ACI01', q({}, { kind: 'motorcycle' })],
  ['MIS115', q({}, { kind: 'camper' })],
  ['UWM11', q({}, { kind: 'van' })],
  ['UWM11', q({}, { kind: 'other' })],
  ['UWM11', q({}, { mass_kg: 3_600 })],
  ['ACI00', q({}, { catalogue_value_cents: null })],
  ['ACI00', q({}, { power_kw: null })],
  ['UWM03', q({ vehicleAge: 26 })],
  ['UWM05', q({}, { catalogue_value_cents: 15_000_001 })],
  ['UWM01', q({ driverAge: 18, claimFreeYears: 0 })],
  ['UWM02', q({ driverAge: 85 })],
  ['UWM21', q({ mainDriverAge: 22 })],
  ['UWM22', q({ mainDriverAge: 80 })],
  ['UWM10', q({ driverAge: 25, claimFreeYears: 8 })],
  ['UWM24', q({ driverAge: 29, claimFreeYears: 3 }, { power_kw: 301 })],
  ['UWM24', q({ mainDriverAge: 25 }, { power_kw: 375 })],
  ['UWM07', q({ driverAge: 24, claimFreeYears: 3 }, { power_kw: 151 })],
  ['UWM08', q({ driverAge: 20, claimFreeYears: 1 }, { power_kw: 101 })],
]
const CHOICE_TABLE: [CarRefusalCode, ChoiceFacts][] = [
  ['UWM12', { ...okChoice, vehicleAge: 9, breakdownAssistance: false }],
  ['UWM15', { ...okChoice, vehicleAge: 13, cover: 'wa' }],
]

describe('car underwriting (forms §8)', () => {
  it.each(QUOTE_TABLE)('a quote reaches %s', (code, facts) => expect(refuseQuote(facts)).toBe(code))
  it.each(CHOICE_TABLE)('a choice reaches %s', (code, facts) => expect(refuseChoice(facts)).toBe(code))

  it('reaches every car refusal code, each by a rule of its own', () => {
    const reached = new Set([...QUOTE_TABLE, ...CHOICE_TABLE].map(([code]) => code))
    expect([...reached].sort()).toEqual([...CAR_REFUSAL_CODES].sort())
    const ruled = [...QUOTE_RULES, ...CHOICE_RULES].map((r) => r.code)
    expect(new Set(ruled).size).toBe(ruled.length)
  })

  it('quotes an ordinary car and driver, and allows their choices', () => {
    expect(refuseQuote(ok)).toBeNull()
    expect(refuseQuote(q({ driverAge: 19, claimFreeYears: 1 }, { power_kw: 100 }))).toBeNull()
    expect(refuseQuote(q({ driverAge: 84, mainDriverAge: 79 }))).toBeNull()
    expect(refuseChoice(okChoice)).toBeNull()
    expect(refuseChoice({ vehicleAge: 8, cover: 'allrisk', breakdownAssistance: false })).toBeNull()
    expect(refuseChoice({ vehicleAge: 12, cover: 'wa_limited', breakdownAssistance: true })).toBeNull()
  })

  it('has a seeded plate for every vehicle-borne refusal', () => {
    const today = '2026-11-25'
    const codes = SEEDED_VEHICLES.map((vehicle) =>
      refuseQuote({
        ...ok,
        vehicle,
        vehicleAge: Number(today.slice(0, 4)) - Number(vehicle.first_admission.slice(0, 4)),
      }),
    )
    for (const code of ['ACI01', 'MIS115', 'UWM11', 'ACI00', 'UWM03', 'UWM05'] as const)
      expect(codes).toContain(code)
  })
})
