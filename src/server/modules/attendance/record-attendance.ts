import type { Selectable } from 'kysely'
import type { AttendanceEvent } from '#shared/contracts/attendance'
import type { AttendanceMethod, AttendanceStatus } from '#shared/school'
import type { Db, DatabaseKind } from '../../db/create-db'
import type { AttendanceRecordsTable } from '../../db/schema'
import { newId } from '../../lib/ids'
import { queueAttendanceNotices } from '../notices'
import { findRecordsForUpdate, insertAudits, insertRecordsIfAbsent, updateRecords } from './attendance-write.queries'
import { moveEnrolmentBack } from '../enrolment'
import { refuseOverwrites } from './overwrite-guard'
import { keepSummaries } from './read-model/write-side'

/** Who writes, when and how: shared by every student of one batch (one school, one day). */
export interface AttendanceBatch {
  schoolId: string
  date: string
  method: AttendanceMethod
  recordedBy: string
  at: string
  /**
   * Refuse (409 `recorded_by_other`, nothing written) to change a record someone else made, until
   * the user has confirmed: a manual record or roll call sends `overwrite: true` once confirmed. QR
   * scans leave this off; they never overwrite (refuseExisting).
   */
  guardOthersRecords?: boolean
  /**
   * The school's today, when the caller knows it: a write for today moves no enrolment back (every student is
   * enrolled by today, ADR 044), so it is not asked about: the scan's hot path stays without that query.
   */
  today?: string
}

/** One student's new status within a batch. */
export interface AttendanceEntry {
  studentId: string
  status: AttendanceStatus
  /** A note to save, null to clear it, undefined to keep the one already saved. */
  note?: string | null | undefined
  /**
   * What to do when the day already has a record: replace it (a correction, the default),
   * or call this, which throws to refuse (a QR scan never overwrites).
   */
  refuseExisting?: (existing: { status: AttendanceStatus; recordedAt: string }) => never
  /** Leave a record the day already has as it is (a synced offline scan: the first one wins, ADR 027). */
  keepExisting?: boolean
  /** When it happened, if not the batch's `at` (a scan made offline and sent later): its record and audit say so. */
  happenedAt?: string
}

export type AttendanceWrite = AttendanceBatch & AttendanceEntry

/**
 * Writes one student's record for one day inside the caller's transaction: inserts it, or replaces
 * status and note, and always adds the audit row and keeps the read model's summaries (the student's
 * calendar, the school's day counts; ADR 016, read-model/write-side.ts) in the same transaction. A write that changes nothing
 * writes nothing. Returns the event to publish once the transaction has committed, or null.
 */
export async function writeAttendance(trx: Db, kind: DatabaseKind, write: AttendanceWrite): Promise<AttendanceEvent | null> {
  const { schoolId, date, method, recordedBy, at, guardOthersRecords, today, ...entry } = write
  const [event] = await writeAttendanceBatch(trx, kind, { schoolId, date, method, recordedBy, at, guardOthersRecords, today }, [entry])
  return event ?? null
}

interface Change {
  entry: AttendanceEntry
  recordId: string
  before: { status: AttendanceStatus; note: string | null } | null
  note: string | null
}

/**
 * The same for many students of one school and day (each once), in a few statements whatever their
 * number: insert every record no one has yet, read and lock the others, then one statement each for the
 * corrections, the audit rows, the calendars and the day counts. Rows are written in student order
 * (one lock order for concurrent writers). Returns the events, in the order of `entries`.
 */
export async function writeAttendanceBatch(
  trx: Db,
  kind: DatabaseKind,
  batch: AttendanceBatch,
  entries: readonly AttendanceEntry[],
): Promise<AttendanceEvent[]> {
  const { schoolId, date, method, recordedBy, at } = batch
  const ordered = [...entries].sort((a, b) => (a.studentId < b.studentId ? -1 : a.studentId > b.studentId ? 1 : 0))
  const fresh = new Map(
    ordered.map((e) => [e.studentId, {
      school_id: schoolId, id: newId(), student_id: e.studentId, date, status: e.status, method, note: e.note ?? null,
      recorded_at: e.happenedAt ?? at, recorded_by: recordedBy, updated_at: at,
    }]),
  )
  const inserted = await insertRecordsIfAbsent(trx, [...fresh.values()])
  const others = ordered.filter((e) => !inserted.has(e.studentId)).map((e) => e.studentId)
  const existing = new Map(
    others.length ? (await findRecordsForUpdate(trx, kind, schoolId, date, others)).map((r) => [r.student_id, r]) : [],
  )

  const changes: Change[] = []
  const othersRecords: Selectable<AttendanceRecordsTable>[] = []
  for (const entry of ordered) {
    const record = fresh.get(entry.studentId)!
    if (inserted.has(entry.studentId)) {
      changes.push({ entry, recordId: record.id, before: null, note: record.note })
      continue
    }
    const old = existing.get(entry.studentId)
    if (!old) throw new Error('attendance record vanished during the write')
    entry.refuseExisting?.({ status: old.status, recordedAt: old.recorded_at })
    if (entry.keepExisting) continue
    const note = entry.note === undefined ? old.note : entry.note
    if (old.status === entry.status && old.note === note) continue
    if (batch.guardOthersRecords && old.recorded_by !== recordedBy) othersRecords.push(old)
    changes.push({ entry, recordId: old.id, before: { status: old.status, note: old.note }, note })
  }
  // Throwing rolls the caller's transaction back: the records inserted above go too.
  if (othersRecords.length) await refuseOverwrites(trx, schoolId, othersRecords)
  if (changes.length === 0) return []

  // The rows carry fresh ids, never the existing records' own, so only (student, date) can conflict.
  await updateRecords(trx, changes.filter((c) => c.before).map((c) => ({ ...fresh.get(c.entry.studentId)!, note: c.note })))
  await insertAudits(
    trx,
    changes.map(({ entry, recordId, before, note }) => ({
      school_id: schoolId, id: newId(), record_id: recordId, student_id: entry.studentId, date,
      old_status: before?.status ?? null, new_status: entry.status, old_note: before?.note ?? null, new_note: note,
      method, changed_by: recordedBy, changed_at: entry.happenedAt ?? at,
    })),
  )
  await keepSummaries(trx, schoolId, date, changes.map((c) => ({ studentId: c.entry.studentId, before: c.before?.status ?? null, after: c.entry.status })))
  if (batch.today === undefined || date < batch.today) await moveEnrolmentBack(trx, batch, changes.map((c) => c.entry.studentId))
  // The absence notices these changes cause, queued in the records' transaction (the outbox, ADR 021).
  await queueAttendanceNotices(trx, schoolId, date, at, changes.map((c) => ({
    studentId: c.entry.studentId, recordId: c.recordId, before: c.before?.status ?? null, after: c.entry.status,
  })))

  const written = new Set(changes.map((c) => c.entry.studentId))
  return entries
    .filter((e) => written.has(e.studentId))
    .map((e) => ({ studentId: e.studentId, date, status: e.status, method, recordedAt: e.happenedAt ?? at }))
}
