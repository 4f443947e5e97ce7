import { tz } from '@date-fns/tz'
import { formatISO } from 'date-fns'
import * as z from 'zod/mini'

/**
 * Date rules of forms §5. Dates are strict `YYYY-MM-DD` strings; rules that depend on the day take
 * `today` (the caller's date in Europe/Amsterdam), so client and server judge the same day the same way.
 */
const STRICT_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Days are counted on the calendar, not the clock: plain arithmetic on year, month and day (the proleptic
 * Gregorian calendar, as PostgreSQL's date), where no DST gap or historical offset moves a day. No time
 * zone library either: the cart computes start dates per item on every request, and date-fns' zone work
 * was a tenth of its CPU.
 */
type Day = { year: number; month: number; day: number }

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const daysIn = (year: number, month: number) => (month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!)

const parts = (iso: string): Day | null => {
  const match = STRICT_DATE.exec(iso)
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null
}
const pad = (n: number, width: number) => String(n).padStart(width, '0')
const format = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
const required = (iso: string) => {
  const day = parts(iso)
  if (!day) throw new RangeError(`not a YYYY-MM-DD date: ${iso}`)
  return day
}

/** A real calendar date written as YYYY-MM-DD (2026-02-30 is not). */
export function isStrictDate(value: string): boolean {
  const day = parts(value)
  // Years before 100 never counted (Date read 0050 as 1950) and PostgreSQL's date has no year 0.
  if (!day || day.year < 100) return false
  return day.month >= 1 && day.month <= 12 && day.day >= 1 && day.day <= daysIn(day.year, day.month)
}

/** `iso` plus `days` calendar days (negative: earlier). */
export const addDays = (iso: string, days: number) => {
  const { year, month, day } = required(iso)
  const date = new Date(0)
  // Not Date.UTC: it reads the years 0 to 99 as 1900 to 1999. The day overflows into the next months.
  date.setUTCFullYear(year, month - 1, day + days)
  return format({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() })
}

/** Months and years clamp to the month's last day: 31 January + 1 month = 28/29 February. */
export const addMonths = (iso: string, months: number) => {
  const { year, month, day } = required(iso)
  const index = year * 12 + (month - 1) + months
  const target = { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 }
  return format({ ...target, day: Math.min(day, daysIn(target.year, target.month)) })
}
export const addYears = (iso: string, years: number) => addMonths(iso, years * 12)

const amsterdam = { in: tz('Europe/Amsterdam') }
/**
 * The Amsterdam date of the second last asked: the zone's offsets are whole seconds (in tzdb, whole hours
 * since 1940), so a second has one date, and every request of that second reuses it.
 */
let lastToday: { second: number; date: string } | null = null

/** Today in the Netherlands as YYYY-MM-DD (the day every date rule is judged on). */
export const todayInNl = (now = new Date()) => {
  const second = Math.floor(now.getTime() / 1000)
  if (lastToday?.second !== second)
    lastToday = { second, date: formatISO(now, { representation: 'date', ...amsterdam }) }
  return lastToday.date
}

const dateString = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'required', abort: true }),
      z.refine(isStrictDate, 'dateValidMessage'),
    )

/**
 * Age limits: 18 to 100 everywhere (born at most 100 years ago); 58 in the forms that say so, 57 for
 * income protection (forms §9), as an age in whole years.
 */
export const MIN_AGE = 18
export const MAX_AGE = 100
export const FORM_MAX_AGE = 58
export const AOV_MAX_AGE = 57

/** The youngest and oldest birth dates allowed on `today` for ages 18..maxAge (whole years). */
export const birthDateBounds = (today: string, maxAge = MAX_AGE) => ({
  latest: addYears(today, -MIN_AGE),
  earliest: addDays(addYears(today, -(maxAge + 1)), 1),
})

/**
 * Birth date (forms §5): valid, at least 18 years ago (birthDateMinDate), not over 100
 * (birthDate100YearMaxDate), and not over `maxAge` where a form limits it (birthDateMaxDate).
 */
export const birthDateSchema = ({ today, maxAge = MAX_AGE }: { today: string; maxAge?: number }) => {
  const { latest } = birthDateBounds(today)
  // "At most 100 years ago": born on this day 100 years ago still counts.
  const hundred = addYears(today, -MAX_AGE)
  const limit = birthDateBounds(today, maxAge).earliest
  return dateString().check(
    z.refine((v) => !isStrictDate(v) || v <= latest, 'birthDateMinDate'),
    z.refine((v) => !isStrictDate(v) || v >= hundred, 'birthDate100YearMaxDate'),
    z.refine((v) => !isStrictDate(v) || v < hundred || v >= limit, 'birthDateMaxDate'),
  )
}

/**
 * Without the partner's `validate_policy_start_date` the one-month limit is lifted, but a start date stays
 * within this many months: a policy, its number and its first invoice are not dated years ahead.
 */
export const UNVALIDATED_START_MONTHS = 12

/**
 * Policy start date (forms §5): from today, or from tomorrow under the partner's
 * `start_date_from_tomorrow` flag (minDateReached), to one month ahead (maxDateReached). Of the
 * text variants (30 days, one month) the rule's one month is used. `validate` is the partner's
 * `validate_policy_start_date` (docs/partner-settings.md): off, the latest day is a year ahead
 * (maxStartDateYear) instead of a month; the earliest never moves, so cover never starts in the past.
 */
export const startDateBounds = (today: string, fromTomorrow = false, validate = true) => ({
  earliest: fromTomorrow ? addDays(today, 1) : today,
  latest: addMonths(today, validate ? 1 : UNVALIDATED_START_MONTHS),
})
/**
 * The earliest end date of the checkout's policies that end (a device's `end_date`), or null: a policy
 * cannot start after its last day of cover, so the start date may be that day at the latest
 * (`startAfterEndDate`). The payment step and the purchase judge it on the same end dates.
 */
export const earliestEndDate = (endDates: readonly (string | null | undefined)[]): string | null =>
  endDates.reduce<string | null>((min, d) => (d && (min === null || d < min) ? d : min), null)

/** What a start date is judged on: the day, the partner's flag and setting, the policies' end date. */
export interface StartDateRules {
  today: string
  /** The partner's `start_date_from_tomorrow` flag. */
  fromTomorrow?: boolean
  /** The partner's `validate_policy_start_date` setting (default on): the one-month limit. */
  validate?: boolean
  /** `earliestEndDate` of the checkout's policies: the start date may not be after it. */
  endDate?: string | null
}

export const startDateSchema = ({
  today,
  fromTomorrow = false,
  validate = true,
  endDate = null,
}: StartDateRules) => {
  const { earliest, latest } = startDateBounds(today, fromTomorrow, validate)
  return dateString().check(
    z.refine((v) => !isStrictDate(v) || v >= earliest, 'minDateReached'),
    z.refine((v) => !isStrictDate(v) || v <= latest, validate ? 'maxDateReached' : 'maxStartDateYear'),
    z.refine((v) => !isStrictDate(v) || endDate === null || v <= endDate, 'startAfterEndDate'),
  )
}

/**
 * The first day of cover of a policy taken out now: the day the customer chose while the rules above still
 * allow it, else the earliest day they allow. Cover as soon as it may start is the default: the customer is
 * promised cover within minutes, and a gap between paying and being covered is nothing they asked for. The
 * cart, the payment step's form and the purchase all take the start date from here, judged on the same
 * `today` (Europe/Amsterdam) and the partner's `start_date_from_tomorrow` flag.
 */
export function policyStartDate(
  chosen: string | null | undefined,
  today: string,
  fromTomorrow = false,
  validate = true,
) {
  const { earliest, latest } = startDateBounds(today, fromTomorrow, validate)
  return chosen && isStrictDate(chosen) && chosen >= earliest && chosen <= latest ? chosen : earliest
}

/** End date (forms §5): required and valid; when limited, from tomorrow (minEndDateReached) to `maxDate`. */
export const endDateSchema = ({ today, maxDate }: { today: string; maxDate?: string }) =>
  dateString().check(
    z.refine((v) => maxDate === undefined || !isStrictDate(v) || v >= addDays(today, 1), 'minEndDateReached'),
    z.refine((v) => maxDate === undefined || !isStrictDate(v) || v <= maxDate, 'maxEndDateReached'),
  )

/** A date that cannot be in the future (a claim, a purchase date): dateInFuture. */
export const pastDateSchema = ({ today }: { today: string }) =>
  dateString().check(z.refine((v) => !isStrictDate(v) || v <= today, 'dateInFuture'))

/**
 * Rules some questions' date answers follow beyond being a date (forms §5), by question key, judged on
 * `today` (Europe/Amsterdam): a birth date 18 to 100 years ago, a purchase date not in the future. The
 * question form in the browser and `POST`/`PATCH /answers` check the same. Null: only the date format.
 */
export function dateAnswerRule(questionKey: string, today: string) {
  if (questionKey === 'birth_date') return birthDateSchema({ today })
  if (questionKey === 'purchase_date') return pastDateSchema({ today })
  return null
}
