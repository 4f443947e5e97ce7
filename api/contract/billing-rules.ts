import { addDays, addMonths } from './date-rules'

/**
 * Monthly billing of a policy (forms §4 Cancellation, §3 Invoice): the premium is debited per month,
 * from the policy's start date on its monthly anniversaries (31 January bills again on 28/29 February
 * and on 31 March: each anniversary is counted from the start date, never from the previous one).
 * Dates are YYYY-MM-DD, judged on the Dutch calendar day (date-rules.ts `todayInNl`).
 */

/** The start of billing period `n` (0: the start date itself). */
export const billingDate = (startDate: string, n: number) => addMonths(startDate, n)

/** Period `n`: from its billing date up to the day before the next one. */
export const billingPeriod = (startDate: string, n: number) => ({
  start: billingDate(startDate, n),
  end: addDays(billingDate(startDate, n + 1), -1),
})

/** The number of the period `date` falls in (-1 before the start date). */
export function periodIndexOf(startDate: string, date: string): number {
  if (date < startDate) return -1
  const [sy, sm] = startDate.split('-').map(Number) as [number, number]
  const [dy, dm] = date.split('-').map(Number) as [number, number]
  let n = (dy - sy) * 12 + (dm - sm)
  // The month difference may overshoot by one when the day has not come yet (or the start day was clamped).
  while (n > 0 && billingDate(startDate, n) > date) n -= 1
  return n
}

/**
 * The next billing date after `today`: the first anniversary strictly after today (the start date itself
 * while it has not come). A customer may cancel from today up to this date (forms §4, §9).
 */
export function nextBillingDate(startDate: string, today: string): string {
  return billingDate(startDate, periodIndexOf(startDate, today) + 1)
}

/** The billing dates from the start date up to and including `until` (at most `limit` of them). */
export function billingDatesUntil(startDate: string, until: string, limit = 1200): string[] {
  const dates: string[] = []
  for (let n = 0; n < limit; n += 1) {
    const date = billingDate(startDate, n)
    if (date > until) break
    dates.push(date)
  }
  return dates
}
