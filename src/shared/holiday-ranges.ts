import { addDays, daysBetween, FIRST_SCHOOL_DATE, LAST_SCHOOL_DATE } from './dates'

/**
 * Holidays are stored one row per date (school_holidays), so every reader asks only "is this date
 * a holiday?". The settings take and show them as ranges: a range is every calendar day from its
 * first to its last, weekends included; consecutive days with the same name read back as one range.
 */
export interface HolidayRange {
  name: string
  from: string
  to: string
}

/** A holiday spans at most this many days (a school year fits). */
export const HOLIDAY_SPAN_MAX_DAYS = 366
/** Holiday dates must fall within the days Rollcall keeps (dates.ts). */
export const HOLIDAY_FIRST_DATE = FIRST_SCHOOL_DATE
export const HOLIDAY_LAST_DATE = LAST_SCHOOL_DATE

/** Every date from `from` to `to`, both included (`to` ≥ `from`). */
export function datesOfRange(from: string, to: string): string[] {
  const dates: string[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date)
  return dates
}

/** The number of days a range covers, both ends included. */
export const rangeLength = (from: string, to: string) => daysBetween(from, to) + 1

/** Rows (any order) grouped into ranges of consecutive dates with the same name, by first date. */
export function groupHolidays(rows: readonly { date: string; name: string }[]): HolidayRange[] {
  const ranges: HolidayRange[] = []
  for (const row of [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const last = ranges.at(-1)
    if (last && last.name === row.name && addDays(last.to, 1) === row.date) last.to = row.date
    else ranges.push({ name: row.name, from: row.date, to: row.date })
  }
  return ranges
}
