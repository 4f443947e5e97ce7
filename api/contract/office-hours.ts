import { tz } from '@date-fns/tz'
import { addDays, getDay, getHours, isWeekend, set } from 'date-fns'
import type { FeatureFlagState } from './partner'

/**
 * Support's office hours (core §4 "Support", §9): Monday to Friday 09:00 to 17:00 in Amsterdam, whatever
 * the clock of the customer's device or of the server says. Pure: every rule takes the moment it judges.
 */
export const OFFICE_OPENS_AT = 9
export const OFFICE_CLOSES_AT = 17

/** The office-hours modes of the AI support flag's `support_times` (core §3). */
export const SUPPORT_TIMES = ['office-hours', 'outside-office-hours', 'always'] as const
export type SupportTimes = (typeof SUPPORT_TIMES)[number]
export type SupportPeriod = Exclude<SupportTimes, 'always'>

const amsterdam = { in: tz('Europe/Amsterdam') }

/** Whether `at` falls in office hours: a weekday in Amsterdam, from 09:00 up to (not including) 17:00. */
export function isOfficeHours(at: Date): boolean {
  if (isWeekend(at, amsterdam)) return false
  const hour = getHours(at, amsterdam)
  return hour >= OFFICE_OPENS_AT && hour < OFFICE_CLOSES_AT
}

export const supportPeriod = (at: Date): SupportPeriod =>
  isOfficeHours(at) ? 'office-hours' : 'outside-office-hours'

/**
 * The next moment the office opens at or after `at` (itself when open now): 09:00 Amsterdam time of the
 * first weekday on which that is not past. Built on the Amsterdam calendar, so a daylight-saving weekend
 * in between moves the instant by the hour it should.
 */
export function nextOfficeOpening(at: Date): Date {
  if (isOfficeHours(at)) return at
  let day = set(at, { hours: OFFICE_OPENS_AT, minutes: 0, seconds: 0, milliseconds: 0 }, amsterdam)
  if (getHours(at, amsterdam) >= OFFICE_OPENS_AT) day = addDays(day, 1, amsterdam)
  while (getDay(day, amsterdam) === 0 || getDay(day, amsterdam) === 6) day = addDays(day, 1, amsterdam)
  return new Date(day.getTime())
}

/** The flag's `support_times`, or office hours when it names none or something unknown. */
export function supportTimesOf(flag: FeatureFlagState | undefined): SupportTimes {
  const times = flag?.extra?.['support_times']
  return SUPPORT_TIMES.find((mode) => mode === times) ?? 'office-hours'
}

/**
 * Whether the AI support (WhatsApp and the assistant) is on at `at` (core §4): its flag is active and its
 * `support_times` is `always` or the period `at` falls in.
 */
export function isAiSupportOn(flag: FeatureFlagState | undefined, at: Date): boolean {
  if (flag?.active !== true) return false
  const times = supportTimesOf(flag)
  return times === 'always' || times === supportPeriod(at)
}
