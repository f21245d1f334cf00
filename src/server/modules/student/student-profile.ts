import { addDays, zonedParts } from '#shared/dates'
import type { DayRecord, StudentProfileResponse } from '#shared/contracts/student-profile'
import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import type { School } from '../schools/schools.queries'
import { isSchoolDay, lastSchoolDays, loadHolidays, todayAt } from '../school/school-calendar'
import { findStudentProfile, listStudentRecords } from './student.queries'

export const RECENT_SCHOOL_DAYS = 30

export async function loadStudentProfile(ctx: AppContext, school: School, studentId: string): Promise<StudentProfileResponse> {
  const student = await findStudentProfile(ctx.db, ctx.schoolId, studentId)
  if (!student) throw notFound()
  const today = todayAt(school, ctx.now())
  const holidays = await loadHolidays(ctx.db, ctx.schoolId, addDays(today, -366), today)
  const dates = lastSchoolDays(school, holidays, today, RECENT_SCHOOL_DAYS)
  const rows = dates.length ? await listStudentRecords(ctx.db, ctx.schoolId, studentId, dates.at(-1)!, today) : []
  const byDate = new Map<string, DayRecord>(
    rows.map((r) => [r.date, { ...r, time: zonedParts(new Date(r.recordedAt), school.time_zone).time.slice(0, 5) }]),
  )
  const recent = dates.map((date) => ({ date, record: byDate.get(date) ?? null }))
  const recorded = recent.filter((d) => d.record)
  const attended = recorded.filter((d) => d.record!.status === 'present' || d.record!.status === 'late')
  return {
    student: { ...student, parentNumber: student.parentNumber ?? '' },
    today: { date: today, isSchoolDay: isSchoolDay(school, today, holidays), record: byDate.get(today) ?? null },
    recent,
    attendanceRate: recorded.length ? attended.length / recorded.length : null,
  }
}
