import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { companyFormSchemaOf } from '../../api/contract/checkout-forms'
import { addDays, addMonths, startDateSchema } from '../../api/contract/date-rules'

/** The rules behind two partner settings (docs/partner-settings.md), as client and server share them. */
const today = '2026-11-26'
const codes = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = z.safeParse(schema, value)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
}

describe('validate_policy_start_date', () => {
  it('on: today to one month ahead', () => {
    const on = startDateSchema({ today })
    expect(codes(on, addMonths(today, 1))).toEqual([])
    expect(codes(on, addDays(addMonths(today, 1), 1))).toEqual(['maxDateReached'])
  })
  it('off: up to a year ahead, and never before today (or tomorrow under the flag)', () => {
    const off = startDateSchema({ today, validate: false })
    expect(codes(off, addMonths(today, 2))).toEqual([])
    expect(codes(off, addMonths(today, 12))).toEqual([])
    expect(codes(off, addDays(addMonths(today, 12), 1))).toEqual(['maxStartDateYear'])
    expect(codes(off, addDays(today, -1))).toEqual(['minDateReached'])
    expect(codes(startDateSchema({ today, validate: false, fromTomorrow: true }), today)).toEqual([
      'minDateReached',
    ])
  })
})

describe('hide_kvk', () => {
  const company = {
    company_name: 'Timmerbedrijf De Vries',
    street: 'Damrak',
    house_number: '1',
    postal_code: '1012 LG',
    city: 'Amsterdam',
    country: 'Nederland',
  }
  it('off: the KvK number is required', () => {
    expect(
      codes(companyFormSchemaOf({ hideKvk: false }), { ...company, chamber_of_commerce_number: '' }),
    ).toEqual(['required'])
  })
  it('on: none is null, a register one is kept, a wrong one refused', () => {
    const on = companyFormSchemaOf({ hideKvk: true })
    expect(z.parse(on, { ...company, chamber_of_commerce_number: '' }).chamber_of_commerce_number).toBeNull()
    expect(z.parse(on, company).chamber_of_commerce_number).toBeNull()
    expect(
      z.parse(on, { ...company, chamber_of_commerce_number: '64829301' }).chamber_of_commerce_number,
    ).toBe('64829301')
    expect(codes(on, { ...company, chamber_of_commerce_number: '123' })).toEqual(['kvkNumber'])
  })
})
