import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CAR_COVERS, KM_BANDS, MAX_CLAIM_FREE_YEARS, MIN_CLAIM_FREE_YEARS } from '../../api/contract/car'
import { carPrices, coverNetCents, type PricingInput } from '../../api/server/car/pricing'

const today = '2026-11-25'
const input = fc.record({
  vehicle: fc.record({
    catalogue_value_cents: fc.option(fc.integer({ min: 500_000, max: 15_000_000 })),
    power_kw: fc.option(fc.integer({ min: 30, max: 400 })),
    first_admission: fc.integer({ min: 2001, max: 2026 }).map((y) => `${y}-06-15`),
  }),
  kmPerYear: fc.constantFrom(...KM_BANDS),
  claimFreeYears: fc.integer({ min: MIN_CLAIM_FREE_YEARS, max: MAX_CLAIM_FREE_YEARS }),
  driverAge: fc.integer({ min: 18, max: 100 }),
  postcode: fc.integer({ min: 1000, max: 9999 }).map((n) => `${n} AB`),
  today: fc.constant(today),
}) satisfies fc.Arbitrary<PricingInput>
const cover = fc.constantFrom(...CAR_COVERS)

describe('the car pricing model moves the right way', () => {
  it('more kilometres is never cheaper', () =>
    fc.assert(
      fc.property(input, cover, fc.integer({ min: 0, max: KM_BANDS.length - 2 }), (i, c, band) => {
        const less = coverNetCents(c, { ...i, kmPerYear: KM_BANDS[band]! })
        const more = coverNetCents(c, { ...i, kmPerYear: KM_BANDS[band + 1]! })
        expect(more).toBeGreaterThanOrEqual(less)
      }),
    ))

  it('more claim-free years is never dearer', () =>
    fc.assert(
      fc.property(input, cover, (i, c) => {
        if (i.claimFreeYears >= MAX_CLAIM_FREE_YEARS) return
        expect(coverNetCents(c, { ...i, claimFreeYears: i.claimFreeYears + 1 })).toBeLessThanOrEqual(
          coverNetCents(c, i),
        )
      }),
    ))

  it('a dearer or stronger car is never cheaper; an older one never dearer', () =>
    fc.assert(
      fc.property(
        input,
        cover,
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 200 }),
        (i, c, extra, kw) => {
          const base = coverNetCents(c, i)
          const value = i.vehicle.catalogue_value_cents ?? 1_500_000
          expect(
            coverNetCents(c, { ...i, vehicle: { ...i.vehicle, catalogue_value_cents: value + extra } }),
          ).toBeGreaterThanOrEqual(
            coverNetCents(c, { ...i, vehicle: { ...i.vehicle, catalogue_value_cents: value } }),
          )
          const power = i.vehicle.power_kw ?? 70
          expect(
            coverNetCents(c, { ...i, vehicle: { ...i.vehicle, power_kw: power + kw } }),
          ).toBeGreaterThanOrEqual(coverNetCents(c, { ...i, vehicle: { ...i.vehicle, power_kw: power } }))
          const year = Number(i.vehicle.first_admission.slice(0, 4))
          expect(
            coverNetCents(c, { ...i, vehicle: { ...i.vehicle, first_admission: `${year - 1}-06-15` } }),
          ).toBeLessThanOrEqual(base)
        },
      ),
    ))

  it('a young driver and the urban west are never cheaper; more cover is never cheaper', () =>
    fc.assert(
      fc.property(input, (i) => {
        const p = carPrices(i)
        expect(p.covers.wa_limited.net).toBeGreaterThanOrEqual(p.covers.wa.net)
        expect(p.covers.allrisk.net).toBeGreaterThanOrEqual(p.covers.wa_limited.net)
        for (const c of CAR_COVERS) {
          expect(coverNetCents(c, { ...i, driverAge: 22 })).toBeGreaterThanOrEqual(
            coverNetCents(c, { ...i, driverAge: 40 }),
          )
          expect(coverNetCents(c, { ...i, postcode: '1016 GV' })).toBeGreaterThanOrEqual(
            coverNetCents(c, { ...i, postcode: '9711 AB' }),
          )
          expect(p.covers[c].gross).toBe(Math.floor((p.covers[c].net * 1210 + 500) / 1000))
        }
      }),
    ))
})
