import { ATTENDANCE_STATUSES, type AttendanceStatus } from '#shared/school'
import type { Db } from '../../db/create-db'
import { guardiansToNotify, type NewOutboxRow } from './notices.queries'
import { attendanceNoticeRows, type NoticeSchool, noticeKindOf } from './queue-attendance-notices'

/** One student of a one-round-trip write (ADR 037): the status it is given, the id its record gets if new. */
export interface EntryIfNew {
  studentId: string
  recordId: string
  status: AttendanceStatus
}

/** Per student: the statuses of an existing record whose change needs JavaScript (the function hands the write back). */
export interface NoticeGuard {
  /** The change would queue an absence or late notice about the existing record, worded here. */
  notifyFrom: AttendanceStatus[]
  /** The change would be a correction, owed to the adults told of the absence (if any were). */
  correctionFrom: AttendanceStatus[]
}

/**
 * For the one-round-trip manual record and roll call (ADR 037): the notices each entry causes if its record
 * is new (its change is from no record; rows keyed by the id the record gets, worded by attendanceNoticeRows,
 * the function inserts those of the records it did insert), and each entry's NoticeGuard. Reads the adults to
 * tell only when some entry can cause a notice (an absence; a late when the school sends them): one query.
 * The school's settings are the request's row, as the one-round-trip scan judges lates by (ADR 033).
 */
export async function noticesIfNew(
  db: Db, schoolId: string, school: NoticeSchool, date: string, at: string, entries: readonly EntryIfNew[],
): Promise<{ rows: NewOutboxRow[]; guards: Map<string, NoticeGuard> }> {
  const notifyLate = !!school.notify_late
  const changes = entries.map((e) => ({ studentId: e.studentId, recordId: e.recordId, before: null, after: e.status }))
  const toWord = changes.filter((c) => noticeKindOf(null, c.after, notifyLate))
  const adults = toWord.length ? await guardiansToNotify(db, schoolId, [...new Set(toWord.map((c) => c.studentId))]) : []
  const rows = attendanceNoticeRows(schoolId, school, date, at, toWord, adults)
  const told = new Set(adults.filter((a) => a.address).map((a) => a.studentId))
  const guards = new Map(entries.map((e) => {
    const kinds = ATTENDANCE_STATUSES.map((before) => [before, noticeKindOf(before, e.status, notifyLate)] as const)
    return [e.studentId, {
      notifyFrom: told.has(e.studentId) ? kinds.filter(([, k]) => k === 'absent' || k === 'late').map(([b]) => b) : [],
      correctionFrom: kinds.filter(([, k]) => k === 'correction').map(([b]) => b),
    }]
  }))
  return { rows, guards }
}
