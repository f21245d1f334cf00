import { addDays, zonedParts } from '#shared/dates'
import { translate } from '#shared/i18n/translate'
import { onSchoolWeekday, type SchoolWeek, weekdaysOn } from '#shared/school-days'
import type { Db } from '../../db/create-db'
import { AppError } from '../../errors'
import { listHolidays } from './school-settings.queries'
import type { School } from './schools.queries'

/** What a school's weekdays are read from: the weekdays it started with and their changes (ADR 043). */
export type SchoolWeekRow = Pick<School, 'school_days'> & { school_day_changes?: string | null | undefined }

const weeks = new WeakMap<object, { from: [string, string | null | undefined]; week: SchoolWeek }>()

/**
 * The school's weekdays over time, parsed once per loaded school row (again if its two columns were
 * changed in place): the scan and record paths judge a day with no query, the history travels in the row (ADR 043).
 */
export function schoolWeek(school: SchoolWeekRow): SchoolWeek {
  const known = weeks.get(school)
  if (known && known.from[0] === school.school_days && known.from[1] === school.school_day_changes) return known.week
  const week = parseSchoolWeek(school.school_days, school.school_day_changes)
  weeks.set(school, { from: [school.school_days, school.school_day_changes], week })
  return week
}

export function parseSchoolWeek(initial: string, changes: string | null | undefined): SchoolWeek {
  return { initial: initial.split(',').map(Number), changes: changes ? (JSON.parse(changes) as SchoolWeek['changes']) : [] }
}

/**
 * The school's rules about days and times, from its settings. A school day is one of the weekdays
 * in force on that day (school-days.ts) that is not one of its holidays.
 */
export function schoolDaysOn(school: SchoolWeekRow, date: string): readonly number[] {
  return weekdaysOn(schoolWeek(school), date)
}

export function todayAt(school: Pick<School, 'time_zone'>, now: Date): string {
  return zonedParts(now, school.time_zone).date
}

/** Holiday names by date. */
export type Holidays = ReadonlyMap<string, string>

/** The school's holidays from `from` to `to`. */
export async function loadHolidays(db: Db, schoolId: string, from: string, to: string): Promise<Holidays> {
  const rows = await listHolidays(db, schoolId, { from, to })
  return new Map(rows.map((h) => [h.date, h.name]))
}

export function isSchoolDay(school: School, date: string, holidays: Holidays): boolean {
  return onSchoolWeekday(schoolWeek(school), date) && !holidays.has(date)
}

/** Whether one date is a school day, reading only that date's holiday. */
export async function isSchoolDayOn(db: Db, school: School, date: string): Promise<boolean> {
  return isSchoolDay(school, date, await loadHolidays(db, school.id, date, date))
}

/** Every school day from `from` to `to`, oldest first. */
export function schoolDaysBetween(school: SchoolWeekRow, holidays: Holidays, from: string, to: string): string[] {
  const week = schoolWeek(school)
  const days: string[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (onSchoolWeekday(week, date) && !holidays.has(date)) days.push(date)
  }
  return days
}

/** The last `count` school days up to and including `until`, newest first (none further back than a year). */
export function lastSchoolDays(school: SchoolWeekRow, holidays: Holidays, until: string, count: number): string[] {
  const week = schoolWeek(school)
  const days: string[] = []
  for (let date = until, back = 0; days.length < count && back <= 366; date = addDays(date, -1), back++) {
    if (onSchoolWeekday(week, date) && !holidays.has(date)) days.push(date)
  }
  return days
}

/** How far back attendance may be written when the school has no earlier term on record. */
export const RECORDABLE_DAYS_WITHOUT_TERM = 400

/**
 * The first date attendance may be written or corrected for: the start of the previous term, or,
 * while the school has none on record, 400 days back (the current term's start when that is earlier).
 */
export function firstRecordableDate(school: Pick<School, 'previous_term_start' | 'term_start'>, today: string): { from: string; byTerm: boolean } {
  const fallback = addDays(today, -RECORDABLE_DAYS_WITHOUT_TERM)
  if (school.previous_term_start) return { from: school.previous_term_start, byTerm: true }
  if (school.term_start && school.term_start < fallback) return { from: school.term_start, byTerm: true }
  return { from: fallback, byTerm: false }
}

/**
 * Attendance may be written for a school day from the start of the previous term up to today:
 * never the future, a day off, a holiday, or a date no one could still be correcting.
 */
export async function assertRecordableDate(db: Db, school: School, date: string, now: Date): Promise<void> {
  assertRecordableWeekday(school, date, now)
  const holiday = (await loadHolidays(db, school.id, date, date)).get(date)
  if (holiday !== undefined) refuseDate(translate('errors.holiday', { date, name: holiday }), 'not_school_day')
}

/**
 * The part of assertRecordableDate that needs no database: not the future, not too early, one of the
 * school's weekdays. A holiday is left to the caller (the one-round-trip scan reads it in its statement, ADR 033).
 */
export function assertRecordableWeekday(school: School, date: string, now: Date): void {
  const today = todayAt(school, now)
  if (date > today) refuseDate(translate('errors.futureDate'), 'future_date')
  const first = firstRecordableDate(school, today)
  if (date < first.from) refuseDate(translate(first.byTerm ? 'errors.tooEarly' : 'errors.tooEarlyNoTerm', { from: first.from, date }), 'date_too_early')
  if (!onSchoolWeekday(schoolWeek(school), date)) refuseDate(translate('errors.notSchoolDay', { date }), 'not_school_day')
}

function refuseDate(message: string, code: 'not_school_day' | 'future_date' | 'date_too_early'): never {
  throw new AppError(400, code, message, { fields: { date: message } })
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The calendar date of an instant in a time zone, with one formatter per zone (this runs thousands of times). */
function dateIn(timeZone: string, instant: number): string {
  let format = formatters.get(timeZone)
  if (!format) formatters.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })))
  return format.format(instant)
}

const dayStarts = new Map<string, string>()

/**
 * The first instant (ISO-8601 UTC) of `date` in the school's time zone. Accounts are stamped in
 * UTC, so "created on or before day D" is "created before the start of the day after D".
 * Usually midnight less the zone's offset; where that is not the day's first instant (daylight
 * saving moving midnight), a binary search over the 15 hours either side of UTC midnight (every
 * zone lies within them) finds it to the millisecond. Remembered: reports ask for the same days again.
 */
export function dayStartsAt(school: Pick<School, 'time_zone'>, date: string): string {
  const key = `${school.time_zone} ${date}`
  const known = dayStarts.get(key)
  if (known) return known
  const zone = school.time_zone
  const midnight = Date.parse(`${date}T00:00:00Z`)
  const isStart = (t: number) => dateIn(zone, t) === date && dateIn(zone, t - 1) < date
  const wall = zonedParts(new Date(midnight), zone)
  let start = midnight - (Date.parse(`${wall.date}T${wall.time}Z`) - midnight)
  if (!isStart(start)) {
    let before = midnight - 15 * 3_600_000 // still the day before, everywhere
    let onOrAfter = midnight + 15 * 3_600_000 // already `date` or later, everywhere
    while (onOrAfter - before > 1) {
      const middle = Math.floor((before + onOrAfter) / 2)
      if (dateIn(zone, middle) < date) before = middle
      else onOrAfter = middle
    }
    start = onOrAfter
  }
  if (dayStarts.size > 10_000) dayStarts.clear()
  const iso = new Date(start).toISOString()
  dayStarts.set(key, iso)
  return iso
}
