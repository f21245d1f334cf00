import type { AttendanceEvent } from '#shared/contracts/attendance'
import type { AttendanceMethod, AttendanceStatus } from '#shared/school'
import type { Db, DatabaseKind } from '../../db/create-db'
import { newId } from '../../lib/ids'
import { addToDayCount, setCalendarDay } from './attendance-calendar.queries'
import { findRecordForUpdate, insertAudit, insertRecordIfAbsent, updateRecord } from './attendance.queries'

export interface AttendanceWrite {
  schoolId: string
  studentId: string
  date: string
  status: AttendanceStatus
  /** A note to save, null to clear it, undefined to keep the one already saved. */
  note: string | null | undefined
  method: AttendanceMethod
  recordedBy: string
  at: string
  /**
   * What to do when the day already has a record: replace it (a correction, the default),
   * or call this, which throws to refuse (a QR scan never overwrites).
   */
  refuseExisting?: (existing: { status: AttendanceStatus; recordedAt: string }) => never
}

/**
 * Writes one student's record for one day inside the caller's transaction:
 * inserts it, or replaces status and note, and always adds the audit row and keeps the
 * reports' summaries (the student's calendar, the school's day counts; ADR 008) in the same transaction.
 * A write that changes nothing writes nothing.
 * Returns the event to publish once the transaction has committed, or null.
 */
export async function writeAttendance(trx: Db, kind: DatabaseKind, write: AttendanceWrite): Promise<AttendanceEvent | null> {
  const { schoolId, studentId, date, status, method, recordedBy, at } = write
  const event: AttendanceEvent = { studentId, date, status, method, recordedAt: at }
  const audit = (recordId: string, before: { status: AttendanceStatus; note: string | null } | null, note: string | null) =>
    insertAudit(trx, {
      school_id: schoolId, id: newId(), record_id: recordId, student_id: studentId, date,
      old_status: before?.status ?? null, new_status: status, old_note: before?.note ?? null, new_note: note,
      method, changed_by: recordedBy, changed_at: at,
    })

  let existing = await findRecordForUpdate(trx, kind, schoolId, studentId, date)
  if (!existing) {
    const id = newId()
    const note = write.note ?? null
    const inserted = await insertRecordIfAbsent(trx, {
      school_id: schoolId, id, student_id: studentId, date, status, method, note,
      recorded_at: at, recorded_by: recordedBy, updated_at: at,
    })
    if (inserted) {
      await audit(id, null, note)
      await setCalendarDay(trx, schoolId, studentId, date, status)
      await addToDayCount(trx, schoolId, studentId, date, status, 1)
      return event
    }
    // Another writer inserted it between our read and our insert: lock theirs and correct it.
    existing = await findRecordForUpdate(trx, kind, schoolId, studentId, date)
    if (!existing) throw new Error('attendance record vanished during the write')
  }
  write.refuseExisting?.({ status: existing.status, recordedAt: existing.recorded_at })
  const note = write.note === undefined ? existing.note : write.note
  if (existing.status === status && existing.note === note) return null
  await updateRecord(trx, schoolId, existing.id, { status, note, method, recordedBy, at })
  await audit(existing.id, { status: existing.status, note: existing.note }, note)
  if (existing.status !== status) {
    await setCalendarDay(trx, schoolId, studentId, date, status)
    await addToDayCount(trx, schoolId, studentId, date, existing.status, -1)
    await addToDayCount(trx, schoolId, studentId, date, status, 1)
  }
  return event
}
