import type { z } from 'zod'
import { addDays } from '#shared/dates'
import { monthDays, type MonthlySheetResponse, type monthlySheetQuerySchema, type SheetDayKind } from '#shared/contracts/papers'
import { onSchoolWeekday } from '#shared/school-days'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import { loadHolidays, type School, schoolWeek, todayAt } from '../schools'
import { emptyCounts, firstCountedDay, statusOn, tallyRange } from './attendance-tally'
import { findClassWithTeacher, headmasterName, studentNumbersOf } from './papers.queries'
import { countingFrom, loadCalendars, rangeDays } from './report-data'
import { listReportStudents } from './reports.queries'

/**
 * The monthly class attendance sheet (ADR 047): the class's range report for the month, day by day.
 * It is read with the range report's own steps (rangeDays, listReportStudents, countingFrom,
 * loadCalendars, tallyRange), so every total on it is the range report's for the same dates, and a
 * letter stands on exactly the days that report counts for that student.
 */
export async function loadMonthlySheet(
  ctx: AppContext,
  school: School,
  query: z.output<typeof monthlySheetQuerySchema>,
): Promise<MonthlySheetResponse> {
  const klass = await findClassWithTeacher(ctx.db, ctx.schoolId, query.classId)
  if (!klass) throw notFound(translate('errors.classNotFound'))
  const { from, to } = monthDays(query.month)
  const scope = { classId: klass.id }
  const { days, layout, dayEnds, createdBefore } = await rangeDays(ctx, school, from, to)
  const [students, calendars, holidays, headmaster] = await Promise.all([
    listReportStudents(ctx.db, ctx.schoolId, scope, createdBefore).then((rows) => countingFrom(school, rows)),
    loadCalendars(ctx, layout, { scope }),
    loadHolidays(ctx.db, ctx.schoolId, from, to),
    headmasterName(ctx.db, ctx.schoolId),
  ])
  const numbers = await studentNumbersOf(ctx.db, ctx.schoolId, students.map((s) => s.id))
  const tally = tallyRange(days, dayEnds, layout, students, calendars)

  const week = schoolWeek(school)
  const counted = new Map(days.map((date, k) => [date, k]))
  const dates: string[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date)
  const kindOf = (date: string): SheetDayKind =>
    holidays.has(date) ? 'holiday' : !onSchoolWeekday(week, date) ? 'off' : counted.has(date) ? 'school' : 'notCounted'

  const rows = students.map((student, i) => {
    const first = firstCountedDay(dayEnds, student.createdAt)
    const marks = dates.map((date) => {
      const k = counted.get(date)
      if (k === undefined || k < first) return null
      return statusOn(layout, calendars.get(student.id), k) ?? 'none'
    })
    const { schoolDays, counts } = tally.students.at(i)
    return { studentId: student.id, studentNumber: numbers.get(student.id) ?? '', name: student.name, marks, schoolDays, counts }
  })
  const today = todayAt(school, ctx.now())
  return {
    month: query.month,
    school: { name: school.name, city: school.city ?? null },
    class: { id: klass.id, name: klass.name, homeroomTeacher: klass.teacherName ?? null },
    headmaster,
    days: dates.map((date) => {
      const k = counted.get(date)
      return { date, kind: kindOf(date), holiday: holidays.get(date) ?? null, counts: k === undefined ? emptyCounts() : tally.days[k]!.counts }
    }),
    rows,
    totals: tally.students.totals().counts,
    signedOn: today < to ? today : to,
  }
}
