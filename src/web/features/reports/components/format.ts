import { formatDay } from '#web/lib/dates'

/** 0.934 → "93.4%"; null (no school day counted) → "—". The one rounding of a rate (src/shared/attendance-rate.ts), in the active language. */
export { formatRate } from '#web/lib/numbers'
/** The calendar's day and month names, shared with the parent's home (lib/dates.ts). */
export { formatLongDay, formatMonth } from '#web/lib/dates'

/** "3 Mar", for chart axes. */
export function formatDayMonth(isoDate: string): string {
  return formatDay('dayMonth', { day: 'numeric', month: 'short' }, isoDate)
}
