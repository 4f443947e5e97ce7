/** The drop-off overlay's period: two calendar days (YYYY-MM-DD), both included. */
export interface Period {
  from: string
  to: string
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

const amsterdamDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today in the Netherlands (the days the counts are kept by). */
export const todayInAmsterdam = (now = new Date()): string => amsterdamDay.format(now)

/** The calendar day `days` before `day`. */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** Both days are real days and the period does not run backwards. */
export const isPeriod = ({ from, to }: Period): boolean =>
  ISO_DAY.test(from) &&
  ISO_DAY.test(to) &&
  !Number.isNaN(Date.parse(from)) &&
  !Number.isNaN(Date.parse(to)) &&
  from <= to
