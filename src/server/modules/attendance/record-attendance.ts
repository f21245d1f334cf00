import type { AttendanceEvent } from '#shared/contracts/attendance'
import type { AttendanceMethod, AttendanceStatus } from '#shared/school'
import type { Db, DatabaseKind } from '../../db/create-db'
import { newId } from '../../lib/ids'
import { findRecordForUpdate, insertAudit, insertRecordIfAbsent, updateRecord } from './attendance.queries'

export interface AttendanceWrite {
  schoolId: string
  studentId: string
  date: string
  status: AttendanceStatus
  note: string | null
  method: AttendanceMethod
  recordedBy: string
  at: string
}

/**
 * Writes one student's record for one day inside the caller's transaction:
 * inserts it, or replaces status and note, and always adds the audit row in the
 * same transaction. A write that changes nothing writes nothing.
 * Returns the event to publish once the transaction has committed, or null.
 */
export async function writeAttendance(trx: Db, kind: DatabaseKind, write: AttendanceWrite): Promise<AttendanceEvent | null> {
  const { schoolId, studentId, date, status, note, method, recordedBy, at } = write
  const audit = (recordId: string, old: { status: AttendanceStatus; note: string | null } | null) =>
    insertAudit(trx, {
      school_id: schoolId,
      id: newId(),
      record_id: recordId,
      student_id: studentId,
      date,
      old_status: old?.status ?? null,
      new_status: status,
      old_note: old?.note ?? null,
      new_note: note,
      method,
      changed_by: recordedBy,
      changed_at: at,
    })

  let existing = await findRecordForUpdate(trx, kind, schoolId, studentId, date)
  if (!existing) {
    const id = newId()
    const inserted = await insertRecordIfAbsent(trx, {
      school_id: schoolId, id, student_id: studentId, date, status, method, note,
      recorded_at: at, recorded_by: recordedBy, updated_at: at,
    })
    if (inserted) {
      await audit(id, null)
      return { studentId, date, status, method, recordedAt: at }
    }
    // Another writer inserted it between our read and our insert: lock theirs and correct it.
    existing = await findRecordForUpdate(trx, kind, schoolId, studentId, date)
    if (!existing) throw new Error('attendance record vanished during the write')
  }
  if (existing.status === status && existing.note === note) return null
  await updateRecord(trx, schoolId, existing.id, { status, note, method, recordedBy, at })
  await audit(existing.id, { status: existing.status, note: existing.note })
  return { studentId, date, status, method, recordedAt: at }
}
