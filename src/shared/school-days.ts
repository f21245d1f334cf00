import { isoWeekday } from './dates'

/**
 * The school's weekdays over time (ADR 043): the weekdays it started with, then each change from the
 * date it takes effect. A day is judged by the weekdays in force on that day, so a change never rewrites
 * the past. Read by the server (school-calendar.ts) and by the web (the day report's previous school day).
 */
export interface SchoolDayChange {
  /** YYYY-MM-DD: the first day these weekdays are in force. */
  from: string
  /** ISO weekdays, 1 = Monday … 7 = Sunday, ascending. */
  days: number[]
}

export interface SchoolWeek {
  /** The weekdays in force before the first change. */
  initial: number[]
  /** Oldest first; each one differs from the weekdays before it. */
  changes: readonly SchoolDayChange[]
}

/** The weekdays in force on `date`. */
export function weekdaysOn(week: SchoolWeek, date: string): readonly number[] {
  let days = week.initial
  for (const change of week.changes) {
    if (change.from > date) break
    days = change.days
  }
  return days
}

/** Whether `date` falls on one of the weekdays in force that day (holidays are the caller's). */
export function onSchoolWeekday(week: SchoolWeek, date: string): boolean {
  return weekdaysOn(week, date).includes(isoWeekday(date))
}

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((d, i) => d === b[i])

/**
 * The week after choosing `days` from `from` on: a change planned from that date or later is replaced,
 * and a change that would keep the weekdays already in force is left out (so choosing again the weekdays
 * a school has keeps its upcoming change, and choosing the old weekdays back from a planned change's date
 * cancels it).
 */
export function changeWeek(week: SchoolWeek, from: string, days: readonly number[]): SchoolWeek {
  if (same(weekdaysOn(week, from), days)) return week
  const kept = week.changes.filter((c) => c.from < from)
  const changes: SchoolDayChange[] = []
  let before = week.initial
  for (const change of [...kept, { from, days: [...days] }]) {
    if (same(change.days, before)) continue
    changes.push(change)
    before = change.days
  }
  return { initial: week.initial, changes }
}

/** The changes that take effect after `today`, oldest first. */
export function upcomingChanges(week: SchoolWeek, today: string): SchoolDayChange[] {
  return week.changes.filter((c) => c.from > today)
}
