// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  addYears,
  birthDateBounds,
  isStrictDate,
  policyStartDate,
  startDateBounds,
  todayInNl,
} from '../../api/contract/date-rules'

const DAY_MS = 86_400_000
const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
/** A date-only ISO string is UTC midnight by the ECMAScript spec: an oracle with no calendar code of ours. */
const utcMidnight = (iso: string) => Date.parse(iso)

describe('calendar arithmetic on YYYY-MM-DD', () => {
  it('adds days as whole UTC days, and back', () =>
    fc.assert(
      fc.property(day, fc.integer({ min: -40_000, max: 40_000 }), (d, n) => {
        const later = addDays(d, n)
        expect(isStrictDate(later)).toBe(true)
        expect(utcMidnight(later) - utcMidnight(d)).toBe(n * DAY_MS)
        expect(addDays(later, -n)).toBe(d)
      }),
    ))

  it('adds months keeping the day, or the month’s last day when it is shorter', () =>
    fc.assert(
      fc.property(day, fc.integer({ min: -1_200, max: 1_200 }), (d, n) => {
        const later = addMonths(d, n)
        const [y, m, dd] = d.split('-').map(Number) as [number, number, number]
        const [ly, lm, ld] = later.split('-').map(Number) as [number, number, number]
        expect(ly * 12 + lm).toBe(y * 12 + m + n)
        if (ld !== dd) expect(ld < dd && addDays(later, 1).endsWith('-01')).toBe(true)
        expect(addYears(d, n)).toBe(addMonths(d, 12 * n))
      }),
    ))

  it('crosses DST change days, month ends and leap days as plain days', () => {
    // Europe/Amsterdam: summer time from 2026-03-29 02:00, winter time from 2026-10-25 03:00.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26')
    expect(addDays('2026-10-26', -2)).toBe('2026-10-24')
    expect(addMonths('2026-02-28', 1)).toBe('2026-03-28')
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28')
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28')
    expect(addYears('2028-02-29', -4)).toBe('2024-02-29')
    expect(addYears('2026-11-22', -101)).toBe('1925-11-22')
  })

  it('knows leap years and refuses what is not a date or a year before 100', () => {
    expect(['2000-02-29', '2028-02-29', '0100-01-01', '9999-12-31'].every(isStrictDate)).toBe(true)
    const refused = ['1900-02-29', '2026-02-29', '2026-06-31', '2026-13-01', '2026-00-10', '2026-01-00']
    expect(
      refused.concat('0000-01-01', '0099-12-31', '2026-01-01T00:00', ' 2026-01-01').some(isStrictDate),
    ).toBe(false)
  })

  it('puts a leap-day birthday on 28 February in other years: 18 on 1 March', () => {
    expect(birthDateBounds('2026-02-28').latest).toBe('2008-02-28')
    expect(birthDateBounds('2026-03-01').latest).toBe('2008-03-01')
  })
})

describe('today in the Netherlands', () => {
  it('is the Amsterdam calendar day, one or two hours ahead of UTC', () =>
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1980-01-01Z'), max: new Date('2100-01-01Z'), noInvalidDate: true }),
        (t) => {
          const today = todayInNl(t)
          const ahead = t.getTime() - utcMidnight(today)
          expect(ahead >= -2 * 3_600_000 && ahead < DAY_MS - 3_600_000).toBe(true)
          expect(today).toBe(t.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' }))
        },
      ),
    ))

  it('turns at Amsterdam midnight, while UTC is still on the day before', () => {
    const at = (iso: string) => todayInNl(new Date(iso))
    expect([at('2026-11-26T22:59:59.999Z'), at('2026-11-26T23:00:00Z')]).toEqual(['2026-11-26', '2026-11-27'])
    expect([at('2026-07-01T21:59:59.999Z'), at('2026-07-01T22:00:00Z')]).toEqual(['2026-07-01', '2026-07-02'])
    // The DST change days themselves: the night before runs on winter time, the night after on summer time.
    expect([at('2026-03-28T22:59:59Z'), at('2026-03-28T23:00:00Z')]).toEqual(['2026-03-28', '2026-03-29'])
    expect([at('2026-03-29T21:59:59Z'), at('2026-03-29T22:00:00Z')]).toEqual(['2026-03-29', '2026-03-30'])
    expect([at('2026-10-24T21:59:59Z'), at('2026-10-24T22:00:00Z')]).toEqual(['2026-10-24', '2026-10-25'])
    expect([at('2026-10-25T22:59:59Z'), at('2026-10-25T23:00:00Z')]).toEqual(['2026-10-25', '2026-10-26'])
    // Month, year and leap day roll over an hour before UTC's.
    expect(at('2026-04-30T22:30:00Z')).toBe('2026-05-01')
    expect(at('2026-12-31T23:30:00Z')).toBe('2027-01-01')
    expect(at('2028-02-28T23:30:00Z')).toBe('2028-02-29')
    expect(() => todayInNl(new Date(NaN))).toThrow(RangeError)
  })

  it('gives a start date late on 31 January a month to the end of February', () => {
    const today = todayInNl(new Date('2027-01-31T22:30:00Z'))
    expect(today).toBe('2027-01-31')
    expect(startDateBounds(today)).toEqual({ earliest: '2027-01-31', latest: '2027-02-28' })
    expect(policyStartDate('2027-03-01', today)).toBe('2027-01-31')
  })
})

describe('the calendar arithmetic against date-fns, the library it replaced', () => {
  it('adds days, months and years as date-fns did in UTC, over the whole range of years', async () => {
    const { tz } = await import('@date-fns/tz')
    const fns = await import('date-fns')
    const utc = { in: tz('UTC') }
    const iso = (d: Date) => fns.formatISO(d, { representation: 'date', ...utc })
    const wide = fc
      .date({
        min: new Date('0100-01-01T00:00:00Z'),
        max: new Date('9000-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10))
    fc.assert(
      fc.property(
        wide,
        fc.integer({ min: -20_000, max: 20_000 }),
        fc.integer({ min: -600, max: 600 }),
        (d, n, m) => {
          expect(addDays(d, n)).toBe(iso(fns.addDays(d, n, utc)))
          expect(addMonths(d, m)).toBe(iso(fns.addMonths(d, m, utc)))
          expect(addYears(d, Math.trunc(m / 12))).toBe(iso(fns.addYears(d, Math.trunc(m / 12), utc)))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('is the same day for every call within one second, and the next day a second after midnight', () => {
    expect(todayInNl(new Date('2026-11-27T22:59:59.000Z'))).toBe('2026-11-27')
    expect(todayInNl(new Date('2026-11-27T22:59:59.999Z'))).toBe('2026-11-27')
    expect(todayInNl(new Date('2026-11-27T23:00:00.000Z'))).toBe('2026-11-28')
  })
})
