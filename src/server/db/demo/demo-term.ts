import { addDays, isoWeekday } from '#shared/dates'

/**
 * The demo school's current term, placed around the day the demo is made so that reports, early
 * warnings and charts have a realistic past to show: the term began 14 weeks before this week's
 * Monday (60 to 75 school days of history) and runs 18 weeks, so it goes on after today.
 */
const WEEKS_BEFORE_THIS_ONE = 14
const TERM_WEEKS = 18

export interface DemoHoliday {
  date: string
  name: string
}

export interface DemoTerm {
  start: string
  end: string
  /**
   * A day and a two-day break, weeks behind: none still to come, so that a day after the demo was made
   * is a school day whenever it is a weekday (tests move the clock forward and record).
   */
  holidays: DemoHoliday[]
}

/**
 * The term for a demo made on `today` (the school's date). Holidays never fall on `keep`, the days
 * the sample records are dated (the sample week of March 2026): those records stay as they are.
 */
export function demoTerm(today: string, keep: readonly string[] = []): DemoTerm {
  const monday = addDays(today, 1 - isoWeekday(today))
  const start = addDays(monday, -7 * WEEKS_BEFORE_THIS_ONE)
  const dayOfWeek = (week: number, weekday: number) => addDays(start, 7 * (week - 1) + weekday - 1)
  const holidays: DemoHoliday[] = [
    { date: dayOfWeek(4, 1), name: 'Founders’ Day' },
    { date: dayOfWeek(9, 4), name: 'Mid-term break' },
    { date: dayOfWeek(9, 5), name: 'Mid-term break' },
  ]
  return { start, end: dayOfWeek(TERM_WEEKS, 5), holidays: holidays.filter((h) => !keep.includes(h.date)) }
}
