import { addDays } from '#shared/dates'
import type { Db } from '../../db/create-db'
import { newId } from '../../lib/ids'
import { dayStartsAt } from '../schools'
import { enrolmentsAfter, insertEnrolmentAudits, moveEnrolments } from './enrolment-back.queries'

/** Why an enrolment moved (enrolment_audit.reason). */
export const RECORDED_BEFORE_ENROLMENT = 'recorded_before_enrolment'

interface Write {
  schoolId: string
  date: string
  recordedBy: string
  at: string
}

/**
 * Of `studentIds`, those who do not count yet on `date`: enrolled after it, or with an account made after
 * the day ended where the school is. A report counts a student from the later of the two
 * (reports/report-data.ts countingFrom).
 */
async function notYetEnrolled(db: Db, schoolId: string, date: string, studentIds: readonly string[]) {
  const rows = await enrolmentsAfter(db, schoolId, date, studentIds)
  if (rows.length === 0) return { rows, start: '' }
  const zone = { time_zone: rows[0]!.timeZone }
  const start = dayStartsAt(zone, date)
  const nextDay = dayStartsAt(zone, addDays(date, 1))
  return { rows: rows.filter((r) => (r.enrolledOn !== null && r.enrolledOn > date) || r.createdAt >= nextDay), start }
}

/**
 * Attendance written for a day before a student's enrolment moves the enrolment back to that day
 * (ADR 044), in the record's transaction, with an audit line each (who, from, to, why): the teacher who
 * recorded them that day says they were at the school. So the dashboard, the day and range reports, the
 * profile, the calendar and the exports all count that day, from the one enrolment. Never moves it forward.
 */
export async function moveEnrolmentBack(trx: Db, write: Write, studentIds: readonly string[]): Promise<void> {
  const { schoolId, date, recordedBy, at } = write
  const { rows, start } = await notYetEnrolled(trx, schoolId, date, studentIds)
  if (rows.length === 0) return
  await moveEnrolments(trx, schoolId, rows.map((r) => r.studentId), date, start)
  await insertEnrolmentAudits(
    trx,
    rows.map((r) => ({
      school_id: schoolId, id: newId(), student_id: r.studentId, old_enrolled_on: r.enrolledOn, new_enrolled_on: r.enrolledOn !== null && r.enrolledOn < date ? r.enrolledOn : date,
      old_created_at: r.createdAt, new_created_at: r.createdAt < start ? r.createdAt : start,
      reason: RECORDED_BEFORE_ENROLMENT, date, changed_by: recordedBy, changed_at: at,
    })),
  )
}

/** Whether writing `date` for any of `studentIds` would move an enrolment back (the one-round-trip path hands such a write back). */
export async function movesEnrolmentBack(db: Db, schoolId: string, date: string, studentIds: readonly string[]): Promise<boolean> {
  return (await notYetEnrolled(db, schoolId, date, studentIds)).rows.length > 0
}
