// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, addYears } from '../../api/contract/date-rules'
import {
  DEVICE_FORM_DEFAULTS,
  DEVICE_TYPES,
  deviceQuoteFormSchema,
  deviceQuoteOf,
  PER_CLAIM_AMOUNTS,
  PER_YEAR_AMOUNTS,
  type DeviceType,
} from '../../api/contract/device'
import { isValidImei } from '../../api/contract/field-rules'
import { devicePremiumCents, MIN_MONTHLY_NET_CENTS } from '../../api/server/device/pricing'

const TODAY = '2026-11-22'
const schema = deviceQuoteFormSchema({ today: TODAY })
const valid = {
  ...DEVICE_FORM_DEFAULTS,
  device_price: '800',
  imeiNumber: '490154203237518',
  end_date: addDays(TODAY, 365),
}

/** The field errors of a form: { field: [keys] }. */
function errorsOf(form: Record<string, unknown>): Record<string, string[]> {
  const result = schema.safeParse(form)
  if (result.success) return {}
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message)
  return errors
}

/** Luhn's check digit for 14 digits (double every second digit from the left, subtract 9 over 9). */
function luhnDigit(fourteen: string): number {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    let d = Number(fourteen[i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

describe('device quote form', () => {
  it('accepts a valid smartphone, with a smartphone the default type', () => {
    expect(DEVICE_FORM_DEFAULTS.device_type).toBe('smartphone')
    expect(errorsOf(valid)).toEqual({})
    expect(deviceQuoteOf(schema.parse({ ...valid, device_price: '1.250' }))).toEqual({
      device_type: 'smartphone',
      device_price: 1250,
      imei: '490154203237518',
      serial_number: null,
      per_claim: 1000,
      per_year: 2500,
      end_date: addDays(TODAY, 365),
    })
  })

  it('checks the IMEI: 15 digits passing Luhn (imei), required for a smartphone and a tablet', () => {
    expect(errorsOf({ ...valid, imeiNumber: '490154203237517' })).toEqual({ imeiNumber: ['imei'] })
    expect(errorsOf({ ...valid, imeiNumber: '49015420323751' })).toEqual({ imeiNumber: ['imei'] })
    expect(errorsOf({ ...valid, imeiNumber: '4901542032375180' })).toEqual({ imeiNumber: ['imei'] })
    expect(errorsOf({ ...valid, imeiNumber: '' })).toEqual({ imeiNumber: ['required'] })
    expect(errorsOf({ ...valid, device_type: 'tablet', imeiNumber: undefined })).toEqual({
      imeiNumber: ['required'],
    })
    // Spaces and dashes as printed on a box are allowed.
    expect(errorsOf({ ...valid, imeiNumber: '49-015420-323751-8' })).toEqual({})
  })

  it('says every field’s error at once, also while the end date is still empty', () => {
    expect(
      errorsOf({ ...DEVICE_FORM_DEFAULTS, imeiNumber: '490154203237517', perClaim: '5000', perYear: '500' }),
    ).toEqual({
      device_price: ['required'],
      imeiNumber: ['imei'],
      perClaim: ['lowerClaimAmount'],
      perYear: ['higherYearAmount'],
      end_date: ['required'],
    })
  })

  it('accepts exactly the IMEIs whose last digit is the Luhn check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), fc.integer({ min: 0, max: 9 }), (body, last) => {
        expect(isValidImei(`${body}${last}`)).toBe(last === luhnDigit(body))
      }),
    )
  })

  it('asks the serial number, not the IMEI, for a laptop, camera or drone', () => {
    for (const type of ['laptop', 'camera', 'drone'] as const) {
      const form = { ...valid, device_type: type, imeiNumber: 'nonsense', device_serial_number: '' }
      expect(errorsOf(form)).toEqual({ device_serial_number: ['required'] })
      expect(errorsOf({ ...form, device_serial_number: 'SN-1' })).toEqual({})
      expect(deviceQuoteOf(schema.parse({ ...form, device_serial_number: ' SN-1 ' }))).toMatchObject({
        imei: null,
        serial_number: 'SN-1',
      })
    }
  })

  it('caps a drone at 5,000 euros (maxDronePrice), the others too with their own message', () => {
    const drone = { ...valid, device_type: 'drone', device_serial_number: 'D1' }
    expect(errorsOf({ ...drone, device_price: '5000' })).toEqual({})
    expect(errorsOf({ ...drone, device_price: '5.001' })).toEqual({ device_price: ['maxDronePrice'] })
    expect(errorsOf({ ...drone, device_price: '99999999999' })).toEqual({ device_price: ['maxDronePrice'] })
    expect(errorsOf({ ...valid, device_price: '5001' })).toEqual({ device_price: ['maxDevicePrice'] })
    expect(errorsOf({ ...valid, device_price: '49' })).toEqual({ device_price: ['minDevicePrice'] })
    expect(errorsOf({ ...valid, device_price: '€' })).toEqual({ device_price: ['required'] })
  })

  it('keeps the amount per claim at most the amount per year: both fields say so', () => {
    for (const perClaim of PER_CLAIM_AMOUNTS)
      for (const perYear of PER_YEAR_AMOUNTS) {
        const errors = errorsOf({ ...valid, perClaim, perYear })
        expect(errors).toEqual(
          Number(perClaim) > Number(perYear)
            ? { perClaim: ['lowerClaimAmount'], perYear: ['higherYearAmount'] }
            : {},
        )
      }
    // Only the listed amounts (the server words zod's own issue as invalidChoice).
    expect(Object.keys(errorsOf({ ...valid, perClaim: '750' }))).toEqual(['perClaim'])
  })

  it('takes an end date from tomorrow to three years ahead', () => {
    expect(errorsOf({ ...valid, end_date: '' })).toEqual({ end_date: ['required'] })
    expect(errorsOf({ ...valid, end_date: '22-11-2027' })).toEqual({ end_date: ['dateValidMessage'] })
    expect(errorsOf({ ...valid, end_date: TODAY })).toEqual({ end_date: ['minEndDateReached'] })
    expect(errorsOf({ ...valid, end_date: addDays(TODAY, 1) })).toEqual({})
    expect(errorsOf({ ...valid, end_date: addYears(TODAY, 3) })).toEqual({})
    expect(errorsOf({ ...valid, end_date: addDays(addYears(TODAY, 3), 1) })).toEqual({
      end_date: ['maxEndDateReached'],
    })
  })
})

describe('device pricing', () => {
  const quote = fc.record({
    device_type: fc.constantFrom(...DEVICE_TYPES),
    device_price: fc.integer({ min: 50, max: 5_000 }),
    per_claim: fc.constantFrom(...PER_CLAIM_AMOUNTS.map(Number)),
    per_year: fc.constantFrom(...PER_YEAR_AMOUNTS.map(Number)),
  })

  it('prices the worked example: a € 1,000 smartphone, € 1,000 per claim, € 2,500 a year', () => {
    expect(
      devicePremiumCents({ device_type: 'smartphone', device_price: 1000, per_claim: 1000, per_year: 2500 }),
    ).toEqual({ net: 854, gross: 1033 })
  })

  it('is at least the minimum, and gross is net plus 21% tax', () => {
    fc.assert(
      fc.property(quote, (q) => {
        const { net, gross } = devicePremiumCents(q)
        expect(net).toBeGreaterThanOrEqual(MIN_MONTHLY_NET_CENTS)
        expect(Number.isInteger(net) && Number.isInteger(gross)).toBe(true)
        expect(Math.abs(gross - net * 1.21)).toBeLessThanOrEqual(0.5)
      }),
    )
  })

  it('never falls when the price, the amount per claim or the amount per year rises', () => {
    fc.assert(
      fc.property(quote, fc.integer({ min: 0, max: 4_950 }), (q, more) => {
        const base = devicePremiumCents(q).net
        const pricier = { ...q, device_price: Math.min(5_000, q.device_price + more) }
        expect(devicePremiumCents(pricier).net).toBeGreaterThanOrEqual(base)
        const claims = PER_CLAIM_AMOUNTS.map(Number).filter((a) => a >= q.per_claim)
        for (const per_claim of claims)
          expect(devicePremiumCents({ ...q, per_claim }).net).toBeGreaterThanOrEqual(base)
        const years = PER_YEAR_AMOUNTS.map(Number).filter((a) => a >= q.per_year)
        for (const per_year of years)
          expect(devicePremiumCents({ ...q, per_year }).net).toBeGreaterThanOrEqual(base)
      }),
    )
  })

  it('costs more for a drone than for a laptop of the same price and cover', () => {
    fc.assert(
      fc.property(quote, (q) => {
        const of = (device_type: DeviceType) => devicePremiumCents({ ...q, device_type }).net
        expect(of('drone')).toBeGreaterThanOrEqual(of('smartphone'))
        expect(of('smartphone')).toBeGreaterThanOrEqual(of('laptop'))
      }),
    )
  })
})
