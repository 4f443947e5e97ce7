import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  billingDate,
  billingDatesUntil,
  billingPeriod,
  nextBillingDate,
  periodIndexOf,
} from '../../api/contract/billing-rules'
import { addDays } from '../../api/contract/date-rules'

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

describe('monthly billing', () => {
  it('bills on the monthly anniversaries, clamped to short months and counted from the start', () => {
    expect(billingDate('2026-01-31', 1)).toBe('2026-02-28')
    expect(billingDate('2026-01-31', 2)).toBe('2026-03-31')
    expect(billingDate('2028-01-31', 1)).toBe('2028-02-29')
    expect(billingPeriod('2026-01-15', 0)).toEqual({ start: '2026-01-15', end: '2026-02-14' })
  })

  it('the next billing date is the first anniversary after today', () => {
    expect(nextBillingDate('2026-11-25', '2026-11-25')).toBe('2026-12-25')
    expect(nextBillingDate('2026-11-25', '2026-12-24')).toBe('2026-12-25')
    expect(nextBillingDate('2026-11-25', '2026-12-25')).toBe('2027-01-25')
    // Cover that has not started yet: its first debit is on the start date.
    expect(nextBillingDate('2026-12-10', '2026-11-25')).toBe('2026-12-10')
    expect(nextBillingDate('2026-01-31', '2026-02-28')).toBe('2026-03-31')
  })

  it('today lies in the period before the next billing date, at most a month ahead', () =>
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (start, later) => {
        const today = addDays(start, later)
        const next = nextBillingDate(start, today)
        const n = periodIndexOf(start, today)
        expect(next > today).toBe(true)
        expect(billingPeriod(start, n).start <= today && today <= billingPeriod(start, n).end).toBe(true)
        expect(next).toBe(billingDate(start, n + 1))
        expect(next <= addDays(today, 31)).toBe(true)
      }),
    ))

  it('lists the billing dates up to a day', () => {
    expect(billingDatesUntil('2026-01-31', '2026-04-29')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31'])
    expect(billingDatesUntil('2026-05-01', '2026-04-30')).toEqual([])
  })
})
