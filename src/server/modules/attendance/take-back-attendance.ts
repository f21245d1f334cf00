import type { Selectable } from 'kysely'
import type { AttendanceEvent } from '#shared/contracts/attendance'
import type { AttendanceMethod } from '#shared/school'
import type { Db, DatabaseKind } from '../../db/create-db'
import type { AttendanceRecordsTable } from '../../db/schema'
import { newId } from '../../lib/ids'
import { deleteRecords, findRecordsForUpdate, insertAudits } from './attendance-write.queries'
import { keepSummaries } from './read-model/write-side'

/** Who takes records back, when and why: one school, one day (the write path's AttendanceBatch, ADR 023). */
export interface TakeBackBatch {
  schoolId: string
  date: string
  /** What the audit row says took it back (an absence request cancelled: `request`). */
  method: AttendanceMethod
  takenBackBy: string
  at: string
}

export type RecordRow = Selectable<AttendanceRecordsTable>

/**
 * The other half of the one write path (record-attendance.ts): takes back the day's records of these
 * students, inside the caller's transaction, so the day reads "Not recorded" again. Each record is read
 * and locked first and taken back only if `isTheirs` still says so (one written since by staff is not);
 * each leaves an audit row with the status it had and a null new status, naming who took it back and
 * when, and the read model's summaries move with it (a calendar day back to no record, the day's count
 * down). Returns the events to publish once the transaction has committed (status null).
 */
export async function takeBackAttendance(
  trx: Db,
  kind: DatabaseKind,
  batch: TakeBackBatch,
  studentIds: readonly string[],
  isTheirs: (record: RecordRow) => boolean,
): Promise<AttendanceEvent[]> {
  const { schoolId, date, method, takenBackBy, at } = batch
  const ordered = [...new Set(studentIds)].sort()
  if (ordered.length === 0) return []
  const records = (await findRecordsForUpdate(trx, kind, schoolId, date, ordered)).filter(isTheirs)
  if (records.length === 0) return []

  await deleteRecords(trx, schoolId, records.map((r) => r.id))
  await insertAudits(trx, records.map((r) => ({
    school_id: schoolId, id: newId(), record_id: r.id, student_id: r.student_id, date,
    old_status: r.status, new_status: null, old_note: r.note, new_note: null, method, changed_by: takenBackBy, changed_at: at,
  })))
  await keepSummaries(trx, schoolId, date, records.map((r) => ({ studentId: r.student_id, before: r.status, after: null })))
  return records.map((r) => ({ studentId: r.student_id, date, status: null, method, recordedAt: at }))
}
