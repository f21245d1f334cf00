import { noticeLanguageOf } from '#shared/contracts/notice-settings'
import type { AttendanceStatus } from '#shared/school'
import type { Db } from '../../db/create-db'
import { findSchool } from '../schools/school-settings.queries'
import { studentNotice, type StudentNoticeFacts } from './notice-texts'
import { absenceNoticesAbout, guardiansToNotify, insertMessages, type NewOutboxRow } from './notices.queries'
import { queuedMessage } from './outbox-row'

/** One student's change of record within an attendance batch, as the write path saw it. */
export interface RecordChange {
  studentId: string
  recordId: string
  before: AttendanceStatus | null
  after: AttendanceStatus
}

/**
 * Queues the notices a batch of attendance changes causes, inside the batch's transaction (called by
 * writeAttendanceBatch, record-attendance.ts): so a notice exists exactly when its record does.
 *
 * - marked absent (from anything else) → an absence notice to each linked adult with notices on;
 * - marked late, when the school has turned that on → a late notice;
 * - absent corrected to anything else (late included) → a correction, to the adults who were queued the
 *   absence notice.
 *
 * Each message's idempotency key is the record, the transition and the adult: the same change of the
 * same record never queues a second message, however often the write is retried. A batch with none of
 * these changes (a roll call of present students) costs no query.
 */
export async function queueAttendanceNotices(trx: Db, schoolId: string, date: string, at: string, changes: readonly RecordChange[]): Promise<void> {
  const absences = changes.filter((c) => c.after === 'absent' && c.before !== 'absent')
  const lates = changes.filter((c) => c.after === 'late' && c.before !== 'late' && c.before !== 'absent')
  const corrections = changes.filter((c) => c.before === 'absent' && c.after !== 'absent')
  if (absences.length + lates.length + corrections.length === 0) return

  const school = await findSchool(trx, schoolId)
  const notified = school.notify_late ? [...absences, ...lates] : absences
  if (notified.length + corrections.length === 0) return
  const adults = await guardiansToNotify(trx, schoolId, [...new Set([...notified, ...corrections].map((c) => c.studentId))])
  if (adults.length === 0) return
  const toldOfAbsence = new Set(
    (await absenceNoticesAbout(trx, schoolId, corrections.map((c) => c.recordId))).map((r) => `${r.recordId} ${r.adultId}`),
  )

  const rows: NewOutboxRow[] = []
  const queue = (change: RecordChange, kind: StudentNoticeFacts['kind']) => {
    for (const adult of adults) {
      if (adult.studentId !== change.studentId || !adult.address) continue
      if (kind === 'correction' && !toldOfAbsence.has(`${change.recordId} ${adult.adultId}`)) continue
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
  for (const change of notified) queue(change, change.after === 'absent' ? 'absent' : 'late')
  for (const change of corrections) queue(change, 'correction')
  await insertMessages(trx, rows)
}
