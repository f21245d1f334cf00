import type { Selectable } from 'kysely'
import type { AttendanceEvent } from '#shared/contracts/attendance'
import type { AttendanceMethod, AttendanceStatus } from '#shared/school'
import type { Db, DatabaseKind } from '../../db/create-db'
import type { AttendanceRecordsTable } from '../../db/schema'
import { newId } from '../../lib/ids'
import { deleteRecords, findRecordsForUpdate, insertAudits, updateRecords } from './attendance-write.queries'
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

/** The record a day had before the one taken back replaced it (an absence an approved request excused, ADR 042). */
export interface EarlierRecord {
  status: AttendanceStatus
  note: string | null
  method: AttendanceMethod
  recorded_by: string | null
  recorded_at: string
}

/**
 * The other half of the one write path (record-attendance.ts): takes back the day's records of these
 * students, inside the caller's transaction, so the day reads "Not recorded" again. Each record is read
 * and locked first and taken back only if `isTheirs` still says so (one written since by staff is not);
 * each leaves an audit row with the status it had and a null new status, naming who took it back and
 * when, and the read model's summaries move with it (a calendar day back to no record, the day's count
 * down). A record `earlier` gives a record for (one that replaced an absence) is not deleted but put back
 * to that record, as it was: its status, note, method, who recorded it and when; the audit row says so
 * (the status taken back, the one restored). No notice is queued either way: whoever took it back tells.
 * Returns the events to publish once the transaction has committed (status null, or the status restored).
 */
export async function takeBackAttendance(
  trx: Db,
  kind: DatabaseKind,
  batch: TakeBackBatch,
  studentIds: readonly string[],
  isTheirs: (record: RecordRow) => boolean,
  earlier: (record: RecordRow) => EarlierRecord | null = () => null,
): Promise<AttendanceEvent[]> {
  const { schoolId, date, method, takenBackBy, at } = batch
  const ordered = [...new Set(studentIds)].sort()
  if (ordered.length === 0) return []
  const records = (await findRecordsForUpdate(trx, kind, schoolId, date, ordered)).filter(isTheirs)
  if (records.length === 0) return []
  const back = records.map((r) => ({ record: r, to: earlier(r) }))

  const gone = back.filter((b) => !b.to).map((b) => b.record.id)
  if (gone.length) await deleteRecords(trx, schoolId, gone)
  const restored = back.flatMap(({ record, to }) => (to
    ? [{ ...record, status: to.status, note: to.note, method: to.method, recorded_by: to.recorded_by, recorded_at: to.recorded_at, updated_at: at }]
    : []))
  if (restored.length) await updateRecords(trx, restored)
  await insertAudits(trx, back.map(({ record: r, to }) => ({
    school_id: schoolId, id: newId(), record_id: r.id, student_id: r.student_id, date,
    old_status: r.status, new_status: to?.status ?? null, old_note: r.note, new_note: to ? to.note : null, method, changed_by: takenBackBy, changed_at: at,
  })))
  await keepSummaries(trx, schoolId, date, back.map(({ record: r, to }) => ({ studentId: r.student_id, before: r.status, after: to?.status ?? null })))
  return back.map(({ record: r, to }) => (to
    ? { studentId: r.student_id, date, status: to.status, method: to.method, recordedAt: to.recorded_at }
    : { studentId: r.student_id, date, status: null, method, recordedAt: at }))
}
