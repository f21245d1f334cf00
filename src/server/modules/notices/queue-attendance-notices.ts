import { noticeLanguageOf } from '#shared/contracts/notice-settings'
import type { AttendanceStatus } from '#shared/school'
import type { Db } from '../../db/create-db'
import { findSchool, type School } from '../schools'
import { studentNotice } from './notice-texts'
import { absenceNoticesAbout, existingKeys, guardiansToNotify, insertMessages, type NewOutboxRow } from './notices.queries'
import { queuedMessage } from './outbox-row'

/** One student's change of record within an attendance batch, as the write path saw it. */
export interface RecordChange {
  studentId: string
  recordId: string
  before: AttendanceStatus | null
  after: AttendanceStatus
}

export type AttendanceNoticeKind = 'absent' | 'late' | 'correction'

/**
 * Which notice a change of record causes, if any (the one definition, ADR 021):
 *
 * - marked absent (from anything else) → an absence notice to each linked adult with notices on;
 * - marked late (from anything but late or absent), when the school has turned that on → a late notice;
 * - absent corrected to anything else (late included) → a correction, to the adults who were queued the
 *   absence notice.
 */
export function noticeKindOf(before: AttendanceStatus | null, after: AttendanceStatus, notifyLate: boolean): AttendanceNoticeKind | null {
  if (after === 'absent') return before === 'absent' ? null : 'absent'
  if (before === 'absent') return 'correction'
  if (after === 'late' && before !== 'late' && notifyLate) return 'late'
  return null
}

/** The school's facts a notice is worded with. */
export type NoticeSchool = Pick<School, 'name' | 'notice_contact' | 'default_language' | 'notify_late'>
type Adult = Awaited<ReturnType<typeof guardiansToNotify>>[number]
const RANK: Record<AttendanceNoticeKind, number> = { absent: 0, late: 1, correction: 2 }

/**
 * The outbox rows of these changes' notices, to these adults, worded in each adult's language: absences
 * and lates first, then corrections (only to an adult `toldOfAbsence` holds as "studentId adultId"). The words
 * are a first draft: the message is composed again from the facts when it leaves (compose-at-send.ts), and
 * dropped if they no longer call for it. Each message's idempotency key is the record, the transition and the
 * adult (queueAttendanceNotices gives a change made again later, absent → present → absent, a key of its own).
 */
export function attendanceNoticeRows(
  schoolId: string, school: NoticeSchool, date: string, at: string,
  changes: readonly RecordChange[], adults: readonly Adult[], toldOfAbsence: ReadonlySet<string> = new Set(),
): NewOutboxRow[] {
  const notified = changes
    .map((change) => ({ change, kind: noticeKindOf(change.before, change.after, !!school.notify_late) }))
    .filter((n): n is { change: RecordChange; kind: AttendanceNoticeKind } => n.kind !== null)
    .sort((a, b) => RANK[a.kind] - RANK[b.kind]) // stable: each kind in the changes' order
  const rows: NewOutboxRow[] = []
  for (const { change, kind } of notified) {
    for (const adult of adults) {
      if (adult.studentId !== change.studentId || !adult.address) continue
      if (kind === 'correction' && !toldOfAbsence.has(`${change.studentId} ${adult.adultId}`)) continue
      const language = noticeLanguageOf(adult.ownLanguage, adult.accountLanguage, school.default_language)
      const text = studentNotice({
        kind, language, adult: adult.adultName, child: adult.child, date, status: change.after,
        school: { name: school.name, contact: school.notice_contact },
      })
      rows.push(queuedMessage({
        schoolId, key: `${kind}:${change.recordId}:${change.before ?? 'none'}>${change.after}:${adult.adultId}`, kind,
        recipientId: adult.adultId, address: adult.address, language, text,
        payload: { kind, child: adult.child, studentId: change.studentId, date, status: change.after, previous: change.before },
        aboutRecordId: change.recordId, aboutStudentId: change.studentId, aboutDate: date,
      }, at))
    }
  }
  return rows
}

/**
 * Queues the notices a batch of attendance changes causes, inside the batch's transaction (called by
 * writeAttendanceBatch, record-attendance.ts): so a notice exists exactly when its record does. A batch
 * with none of these changes (a roll call of present students) costs no query.
 */
export async function queueAttendanceNotices(trx: Db, schoolId: string, date: string, at: string, changes: readonly RecordChange[]): Promise<void> {
  if (!changes.some((c) => noticeKindOf(c.before, c.after, true))) return
  const school = await findSchool(trx, schoolId)
  const notified = changes.filter((c) => noticeKindOf(c.before, c.after, !!school.notify_late))
  if (notified.length === 0) return
  const adults = await guardiansToNotify(trx, schoolId, [...new Set(notified.map((c) => c.studentId))])
  if (adults.length === 0) return
  const corrections = notified.filter((c) => noticeKindOf(c.before, c.after, !!school.notify_late) === 'correction')
  const toldOfAbsence = new Set(
    (await absenceNoticesAbout(trx, schoolId, date, corrections.map((c) => c.studentId))).map((r) => `${r.studentId} ${r.adultId}`),
  )
  const rows = attendanceNoticeRows(schoolId, school, date, at, notified, adults, toldOfAbsence)
  // A notice exists exactly when its change does (this transaction). The same change made again later
  // (absent → present → absent) queues again under a key of its own: whether the parent is to hear it again
  // is judged when it leaves, by what they were told (compose-at-send.ts, ADR 021 addendum).
  const made = new Set(await existingKeys(trx, schoolId, rows.map((r) => r.idempotency_key)))
  await insertMessages(trx, rows.map((r) => (made.has(r.idempotency_key) ? { ...r, idempotency_key: `${r.idempotency_key}:${r.id}` } : r)))
}
