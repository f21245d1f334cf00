import { formatShortDay } from '#web/lib/dates'

/** "Mon 9 Mar": a school day in a request's list of days (a calendar day, no time zone shift). */
export function formatRequestDay(isoDate: string): string {
  return formatShortDay(isoDate)
}

/** "Mon 9 Mar, Tue 10 Mar": the days a decision left alone, in one line. */
export function formatRequestDays(days: readonly string[]): string {
  return days.map(formatRequestDay).join(', ')
}
