const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const dayMonthFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const longDayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

const at = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`)

/** 0.934 → "93.4%"; null (no school day counted) → "—". The one rounding of a rate (src/shared/attendance-rate.ts). */
export { formatRate } from '#shared/attendance-rate'

/** "March 2026". */
export function formatMonth(isoDate: string): string {
  return monthFormat.format(at(isoDate))
}

/** "3 Mar", for chart axes. */
export function formatDayMonth(isoDate: string): string {
  return dayMonthFormat.format(at(isoDate))
}

/** "Tuesday 3 March 2026", for screen readers and tooltips. */
export function formatLongDay(isoDate: string): string {
  return longDayFormat.format(at(isoDate))
}
