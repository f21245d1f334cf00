import { attendanceRate } from '#shared/attendance-rate'
import type { StudentHistoryResponse } from '#shared/contracts/reports'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import { loadHolidays, type School, schoolDaysBetween, todayAt } from '../schools'
import { emptyCounts, firstCountedDay } from './attendance-tally'
import { findReportStudent, listStudentRecords } from './reports.queries'
import { countedSchoolDays, countingFrom, dayEndsOf } from './report-data'

type HistoryDay = StudentHistoryResponse['days'][number]

/** The most school days in a row with status absent (days off between them do not break a run). */
export function longestAbsenceStreak(days: readonly Pick<HistoryDay, 'status'>[]): number {
  let longest = 0
  let current = 0
  for (const day of days) {
    current = day.status === 'absent' ? current + 1 : 0
    longest = Math.max(longest, current)
  }
  return longest
}

/**
 * One student's school days from `from` to `to` (none before their first day, none after today),
 * each with its record and note, and the same counts and rate the range report gives them.
 * Read from the records themselves: one student is at most a year of rows.
 */
export async function loadStudentHistory(
  ctx: AppContext,
  school: School,
  studentId: string,
  range: { from: string; to: string },
): Promise<StudentHistoryResponse> {
  const found = await findReportStudent(ctx.db, ctx.schoolId, studentId)
  if (!found) throw notFound(translate('errors.studentNotFound'))
  const student = countingFrom(school, [found])[0]!
  const today = todayAt(school, ctx.now())
  const end = range.to < today ? range.to : today
  const holidays = range.from <= end ? await loadHolidays(ctx.db, ctx.schoolId, range.from, end) : new Map<string, string>()
  const schoolDays = range.from <= end ? await countedSchoolDays(ctx, schoolDaysBetween(school, holidays, range.from, end)) : []
  const counted = schoolDays.slice(firstCountedDay(dayEndsOf(school, schoolDays), student.createdAt))
  const records = counted.length ? await listStudentRecords(ctx.db, ctx.schoolId, studentId, counted[0]!, counted.at(-1)!) : []
  const byDate = new Map(records.map((r) => [r.date, r]))

  const days = counted.map((date) => ({ date, status: byDate.get(date)?.status ?? null, note: byDate.get(date)?.note ?? null }))
  const counts = emptyCounts()
  for (const day of days) counts[day.status ?? 'notRecorded']++
  return {
    student: { id: student.id, name: student.name, className: student.className },
    from: range.from,
    to: range.to,
    days,
    counts,
    rate: attendanceRate(counts),
    longestAbsenceStreak: longestAbsenceStreak(days),
  }
}
