import { attendedDays, countedDays } from '#shared/attendance-rate'
import { addDays, zonedMinute, zonedParts } from '#shared/dates'
import type { DayRecord, StudentProfileResponse } from '#shared/contracts/student-profile'
import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import { loadStudentHistory } from '../reports'
import { isSchoolDay, lastSchoolDays, loadHolidays, type School, todayAt } from '../schools'
import { findStudentProfile, listStudentRecords } from './student-profile.queries'
import { departureRuleOf, findDeparture } from '../attendance'
import { departuresOpen, hasArrived } from '#shared/departure'

export const RECENT_SCHOOL_DAYS = 30

export async function loadStudentProfile(ctx: AppContext, school: School, studentId: string): Promise<StudentProfileResponse> {
  const student = await findStudentProfile(ctx.db, ctx.schoolId, studentId)
  if (!student) throw notFound()
  const today = todayAt(school, ctx.now())
  const holidays = await loadHolidays(ctx.db, ctx.schoolId, addDays(today, -366), today)
  const dates = lastSchoolDays(school, holidays, today, RECENT_SCHOOL_DAYS)
  const [rows, counted] = dates.length
    ? await Promise.all([
        listStudentRecords(ctx.db, ctx.schoolId, studentId, dates.at(-1)!, today),
        // The rate over these days is the calendar's (and the reports'): counted the reports' way.
        loadStudentHistory(ctx, school, studentId, { from: dates.at(-1)!, to: today }),
      ])
    : [[], null]
  const departure = await findDeparture(ctx.db, ctx.schoolId, studentId, today)
  const now = zonedParts(ctx.now(), school.time_zone).time
  const byDate = new Map<string, DayRecord>(
    rows.map((r) => [r.date, { ...r, time: zonedMinute(r.recordedAt, school.time_zone) }]),
  )
  return {
    student: { ...student, nisn: student.nisn ?? null, parentNumber: student.parentNumber ?? '', photoUpdatedAt: student.photoUpdatedAt ?? null },
    today: { date: today, isSchoolDay: isSchoolDay(school, today, holidays), record: byDate.get(today) ?? null,
      departure: departure ? { time: departure.time, leftEarly: departure.left_early === 1 } : null,
      goingHome: !departure && hasArrived(byDate.get(today)?.status) && departuresOpen(departureRuleOf(school), now) },
    recent: recentDays(dates, counted?.days ?? [], byDate),
    attendance: counted
      ? { rate: counted.rate, attended: attendedDays(counted.counts), schoolDays: countedDays(counted.counts) }
      : { rate: null, attended: 0, schoolDays: 0 },
  }
}

/**
 * The profile's recent school days: those the reports count for the student (from their first day, ADR 044,
 * and from the school's first record), and any other with a record. A day before they were enrolled is
 * never a "Not recorded" day.
 */
function recentDays(dates: readonly string[], counted: readonly { date: string }[], byDate: ReadonlyMap<string, DayRecord>) {
  const counts = new Set(counted.map((d) => d.date))
  return dates.filter((date) => counts.has(date) || byDate.has(date)).map((date) => ({ date, record: byDate.get(date) ?? null }))
}
