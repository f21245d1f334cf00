import { ABSENCE_STREAK_MIN, type ReportCounts, WARNING_MIN_SCHOOL_DAYS, WARNING_WINDOW_SCHOOL_DAYS, type WarningsResponse } from '#shared/contracts/reports'
import { addDays } from '#shared/dates'
import type { AppContext } from '../../context'
import { dayStartsAt, lastSchoolDays, loadHolidays, type School, todayAt } from '../schools'
import { type CalendarLayout, calendarLayout, type Calendars, firstCountedDay, statusOn, tallyRange } from './attendance-tally'
import { listReportStudents } from './reports.queries'
import { countedSchoolDays, countingFrom, dayEndsOf, loadCalendars, withClassNames } from './report-data'

type Segments = ReturnType<Calendars['get']>

/** A streak that runs back to the first day read may go on further back. */
interface Streak {
  days: number
  since: string | null
  reachesStart: boolean
}

/**
 * How many school days in a row, up to today, a student has been absent. Today counts once
 * recorded; while it is not, the run ends on the school day before.
 */
function absenceStreak(days: readonly string[], today: string, layout: CalendarLayout, segments: Segments, first: number): Streak {
  let k = days.length - 1
  if (days[k] === today && statusOn(layout, segments, k) === null) k--
  let length = 0
  for (; k >= first && statusOn(layout, segments, k) === 'absent'; k--) length++
  return { days: length, since: length ? days[k + 1]! : null, reachesStart: k < 0 }
}

/**
 * Early warnings, school-wide: attendance rate over the last 30 school days below the school's
 * threshold (lowest first), and absences of 3 or more school days in a row up to today (longest first).
 */
export async function loadWarnings(ctx: AppContext, school: School): Promise<WarningsResponse> {
  const today = todayAt(school, ctx.now())
  const holidays = await loadHolidays(ctx.db, ctx.schoolId, addDays(today, -366), today)
  // Up to a year back, for absences that began before the window.
  const lookback = await countedSchoolDays(ctx, lastSchoolDays(school, holidays, today, 366).reverse())
  const window = lookback.slice(-WARNING_WINDOW_SCHOOL_DAYS)
  const layout = calendarLayout(window)
  const dayEnds = dayEndsOf(school, window)
  const [students, calendars] = await Promise.all([
    listReportStudents(ctx.db, ctx.schoolId, {}, dayStartsAt(school, addDays(today, 1))).then((rows) => countingFrom(school, rows)),
    loadCalendars(ctx, layout, { scope: {} }),
  ])
  const tally = tallyRange(window, dayEnds, layout, students, calendars)
  const threshold = school.warning_threshold

  const lowRate: { studentId: string; name: string; rate: number; counts: ReportCounts }[] = []
  students.forEach((s, i) => {
    const rate = tally.students.rate(i)
    // Too few school days counted (a student enrolled this week, a school that began recording days ago) say nothing yet.
    if (rate !== null && rate < threshold && tally.students.schoolDays[i]! >= WARNING_MIN_SCHOOL_DAYS) lowRate.push({ studentId: s.id, name: s.name, rate, counts: tally.students.at(i).counts })
  })
  lowRate.sort((a, b) => a.rate - b.rate)

  // Only students absent on their last school day have a streak: keep those few.
  const streaks: ({ student: (typeof students)[number] } & Streak)[] = []
  let lastCreatedAt = ''
  let first = 0
  for (const s of students) {
    if (s.createdAt !== lastCreatedAt) first = firstCountedDay(dayEnds, (lastCreatedAt = s.createdAt))
    const streak = absenceStreak(window, today, layout, calendars.get(s.id), first)
    if (streak.days > 0) streaks.push({ student: s, ...streak })
  }
  // Absent on every day of the window: read further back for those few.
  const longer = streaks.filter((s) => s.reachesStart && lookback.length > window.length)
  if (longer.length) {
    const backLayout = calendarLayout(lookback)
    const backEnds = dayEndsOf(school, lookback)
    for (let i = 0; i < longer.length; i += 500) {
      const some = longer.slice(i, i + 500)
      const back = await loadCalendars(ctx, backLayout, { ids: some.map((s) => s.student.id) })
      for (const streak of some) {
        Object.assign(streak, absenceStreak(lookback, today, backLayout, back.get(streak.student.id), firstCountedDay(backEnds, streak.student.createdAt)))
      }
    }
  }
  const absentStreaks = streaks
    .filter((s) => s.days >= ABSENCE_STREAK_MIN)
    .sort((a, b) => b.days - a.days)
    .map(({ student, days, since }) => ({ studentId: student.id, name: student.name, days, since: since! }))

  return {
    threshold,
    window: { from: window[0] ?? today, to: window.at(-1) ?? today, schoolDays: window.length },
    lowRate: await withClassNames(ctx, lowRate),
    absentStreaks: await withClassNames(ctx, absentStreaks),
  }
}
