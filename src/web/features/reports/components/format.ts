const dayMonthFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

const at = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`)

/** 0.934 → "93.4%"; null (no school day counted) → "—". The one rounding of a rate (src/shared/attendance-rate.ts). */
export { formatRate } from '#shared/attendance-rate'
/** The calendar's day and month names, shared with the parent's home (lib/dates.ts). */
export { formatLongDay, formatMonth } from '#web/lib/dates'

/** "3 Mar", for chart axes. */
export function formatDayMonth(isoDate: string): string {
  return dayMonthFormat.format(at(isoDate))
}
