import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isAiSupportOn,
  isOfficeHours,
  nextOfficeOpening,
  supportPeriod,
} from '../../api/contract/office-hours'

/** An oracle that shares no code with the rule: the weekday and hour Intl names in Amsterdam. */
function amsterdamClock(at: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  return { weekday: part('weekday'), hour: Number(part('hour')), minute: Number(part('minute')) }
}
const workday = (weekday: string) => !['Sat', 'Sun'].includes(weekday)

// 2020 to 2035 covers both changes of every year: last Sunday of March and of October.
const instants = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T23:59:59Z'),
  noInvalidDate: true,
})
/** Instants within three days of a daylight-saving change, where a rule on UTC or a fixed offset fails. */
const nearChange = fc
  .tuple(
    fc.integer({ min: 2020, max: 2035 }),
    fc.boolean(),
    fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }),
  )
  .map(([year, spring, minutes]) => {
    const month = spring ? 2 : 9
    const lastSunday = 31 - new Date(Date.UTC(year, month, 31)).getUTCDay()
    return new Date(Date.UTC(year, month, lastSunday, 1) + minutes * 60_000)
  })

describe('office hours: Monday to Friday 09:00 to 17:00 in Amsterdam', () => {
  it('agree with the Amsterdam clock at any moment, also around daylight-saving changes', () => {
    for (const arbitrary of [instants, nearChange]) {
      fc.assert(
        fc.property(arbitrary, (at) => {
          const { weekday, hour } = amsterdamClock(at)
          expect(isOfficeHours(at)).toBe(workday(weekday) && hour >= 9 && hour < 17)
          expect(supportPeriod(at)).toBe(isOfficeHours(at) ? 'office-hours' : 'outside-office-hours')
        }),
        { numRuns: 2000 },
      )
    }
  })

  it('open at 09:00 sharp and closed at 17:00 sharp, in winter and summer time', () => {
    // Monday 30 March 2026, the day after the spring change: 09:00 is 07:00 UTC, not 08:00.
    expect(isOfficeHours(new Date('2026-03-30T06:59:59Z'))).toBe(false)
    expect(isOfficeHours(new Date('2026-03-30T07:00:00Z'))).toBe(true)
    expect(isOfficeHours(new Date('2026-03-30T14:59:59Z'))).toBe(true)
    expect(isOfficeHours(new Date('2026-03-30T15:00:00Z'))).toBe(false)
    // Friday 27 March 2026, still winter time: 09:00 is 08:00 UTC.
    expect(isOfficeHours(new Date('2026-03-27T07:30:00Z'))).toBe(false)
    expect(isOfficeHours(new Date('2026-03-27T08:00:00Z'))).toBe(true)
    // Saturday and Sunday never.
    expect(isOfficeHours(new Date('2026-11-28T10:00:00Z'))).toBe(false)
    expect(isOfficeHours(new Date('2026-11-29T10:00:00Z'))).toBe(false)
  })

  it('the next opening is 09:00 Amsterdam time on a weekday, not before the moment, and the first such', () => {
    fc.assert(
      fc.property(fc.oneof(instants, nearChange), (at) => {
        const next = nextOfficeOpening(at)
        expect(next.getTime()).toBeGreaterThanOrEqual(at.getTime())
        expect(isOfficeHours(next)).toBe(true)
        if (next.getTime() !== at.getTime()) {
          expect(amsterdamClock(next)).toMatchObject({ hour: 9, minute: 0 })
          // Closed all the way until then (checked every quarter of an hour).
          for (let t = at.getTime(); t < next.getTime(); t += 15 * 60_000)
            expect(isOfficeHours(new Date(t))).toBe(false)
        }
      }),
      { numRuns: 300 },
    )
    // Friday evening before the autumn change (Sunday 25 October 2026): Monday 09:00 is 08:00 UTC.
    expect(nextOfficeOpening(new Date('2026-10-23T16:00:00Z')).toISOString()).toBe('2026-10-26T08:00:00.000Z')
    // Friday evening before the spring change (Sunday 29 March 2026): Monday 09:00 is 07:00 UTC.
    expect(nextOfficeOpening(new Date('2026-03-27T18:00:00Z')).toISOString()).toBe('2026-03-30T07:00:00.000Z')
    // Early on a Tuesday: the same day.
    expect(nextOfficeOpening(new Date('2026-12-01T05:00:00Z')).toISOString()).toBe('2026-12-01T08:00:00.000Z')
  })
})

describe('the AI support is on when its flag is active and its support_times match', () => {
  const weekdayMorning = new Date('2026-11-30T09:00:00Z') // Monday 10:00 in Amsterdam
  const saturday = new Date('2026-11-28T09:00:00Z')
  const flag = (support_times?: unknown, active = true) => ({
    active,
    ...(support_times === undefined ? {} : { extra: { support_times } }),
  })

  it('per mode', () => {
    expect(isAiSupportOn(flag('office-hours'), weekdayMorning)).toBe(true)
    expect(isAiSupportOn(flag('office-hours'), saturday)).toBe(false)
    expect(isAiSupportOn(flag('outside-office-hours'), weekdayMorning)).toBe(false)
    expect(isAiSupportOn(flag('outside-office-hours'), saturday)).toBe(true)
    expect(isAiSupportOn(flag('always'), weekdayMorning)).toBe(true)
    expect(isAiSupportOn(flag('always'), saturday)).toBe(true)
  })

  it('never when the flag is off or missing; an unknown mode counts as office hours', () => {
    expect(isAiSupportOn(flag('always', false), weekdayMorning)).toBe(false)
    expect(isAiSupportOn(undefined, weekdayMorning)).toBe(false)
    expect(isAiSupportOn(flag('sometimes'), weekdayMorning)).toBe(true)
    expect(isAiSupportOn(flag(undefined), saturday)).toBe(false)
  })
})
