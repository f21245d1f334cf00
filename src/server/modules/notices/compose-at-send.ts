import { noticeLanguageOf } from '#shared/contracts/notice-settings'
import type { AttendanceStatus } from '#shared/school'
import type { Db } from '../../db/create-db'
import type { School } from '../schools'
import { composeLessonMissing, LESSON_MISSING, lessonFactsNow, type LessonFactsNow } from './lesson-missing-notices'
import { studentNotice } from './notice-texts'
import type { OutboxRow } from './notices.queries'
import { type NoticeSchool, noticeKindOf } from './queue-attendance-notices'
import { attendanceMessagesSent, linksNow, recipientsNow, recordsNow } from './send-time.queries'

/**
 * A message is composed when it leaves the outbox, from the facts at that moment (ADR 021 addendum).
 * A message about a record (absence, late, correction) is the one that what its adult was last told about the
 * child's day, and the record now, call for (noticeKindOf, the one rule): an absence notice whose child has since
 * been marked present is dropped; a correction goes only to an adult who was sent the absence it corrects; of
 * several waiting about one day, the first that is due goes and the rest find nothing left to say.
 */

/** An adult, a child and a school day: the messages about one record's day to one adult, judged in turn. */
export const aboutKey = (row: Pick<OutboxRow, 'recipient_id' | 'about_student_id' | 'about_date'>) =>
  `${row.recipient_id} ${row.about_student_id} ${row.about_date}`

const ATTENDANCE_KINDS = new Set(['absent', 'late', 'correction'])
/** A message about a record: the attendance notices carry the record they were queued for. */
export const isAboutRecord = (row: Pick<OutboxRow, 'kind' | 'about_record_id'>) => row.about_record_id !== null && ATTENDANCE_KINDS.has(row.kind)

type Recipient = Awaited<ReturnType<typeof recipientsNow>>[number]
interface Told { status: AttendanceStatus; sequence: number }

/** What the claimed messages are composed from, read in a few statements for the whole claim. */
export interface SendTimeFacts {
  recipients: Map<string, Recipient>
  /** `student date` → the status recorded now. */
  records: Map<string, AttendanceStatus>
  /** `student adult` → the child's name, while they are linked. */
  links: Map<string, string>
  /**
   * aboutKey → the status the adult was last told (an absence notice: absent; a correction: what it said), and how
   * many such messages they were sent: each one sent carries its number (`sequence` in its payload), so "last" never
   * rests on two clocks' readings of the same millisecond.
   */
  told: Map<string, Told>
  /** For "missing from lesson" notices: who is missing from which lesson now, and who is still linked (lesson-missing-notices.ts). */
  lessons?: LessonFactsNow
}

const unique = <T>(values: T[]) => [...new Set(values)]

export async function sendTimeFacts(db: Db, schoolId: string, rows: readonly OutboxRow[]): Promise<SendTimeFacts> {
  const about = rows.filter((r) => r.about_student_id !== null && (isAboutRecord(r) || r.kind === 'missing'))
  const studentIds = unique(about.map((r) => r.about_student_id!))
  const dates = unique(about.map((r) => r.about_date))
  const aboutRecords = about.filter(isAboutRecord)
  const adultIds = unique(aboutRecords.map((r) => r.recipient_id))
  const [recipients, records, links, sent, lessons] = await Promise.all([
    recipientsNow(db, schoolId, unique(rows.map((r) => r.recipient_id))),
    recordsNow(db, schoolId, studentIds, dates),
    linksNow(db, schoolId, unique(aboutRecords.map((r) => r.about_student_id!)), adultIds),
    attendanceMessagesSent(db, schoolId, adultIds, studentIds, dates),
    lessonFactsNow(db, schoolId, rows),
  ])
  const told = new Map<string, Told>()
  for (const m of sent) {
    const key = aboutKey({ recipient_id: m.adultId, about_student_id: m.studentId, about_date: m.date })
    const said = saidIn(m.kind, m.payload)
    // Oldest first (sent_at): a message with its number beats one without (sent before numbers), a higher number a lower one.
    if (said.sequence >= (told.get(key)?.sequence ?? 0)) told.set(key, said)
  }
  return {
    recipients: new Map(recipients.map((r) => [r.id, r])),
    records: new Map(records.map((r) => [`${r.studentId} ${r.date}`, r.status])),
    links: new Map(links.map((l) => [`${l.studentId} ${l.adultId}`, l.child])),
    told,
    lessons,
  }
}

/** The status a sent attendance message told its adult, and its number (0: sent before messages were numbered). */
function saidIn(kind: string, payload: string): Told {
  const facts = JSON.parse(payload) as { status: AttendanceStatus; sequence?: number }
  return { status: kind === 'absent' || kind === 'late' ? kind : facts.status, sequence: facts.sequence ?? 0 }
}

/**
 * The message as it is to leave now, or null when it is to be dropped: its recipient no longer takes email
 * notices (or is archived, or has no address); a message about a record that the record and what its adult
 * was told no longer call for; a missing-record notice for a student recorded since; a missing-from-lesson
 * notice whose pupil is no longer missing from that lesson (lesson-missing-notices.ts). Pure.
 */
export function composeAtSend(row: OutboxRow, facts: SendTimeFacts, school: NoticeSchool & Partial<Pick<School, 'notify_lesson_missing'>>): OutboxRow | null {
  const recipient = facts.recipients.get(row.recipient_id)
  if (!recipient || recipient.archivedAt !== null || recipient.notices !== 1 || !recipient.address) return null
  const address = recipient.address
  if (row.kind === 'missing' && row.about_student_id && facts.records.has(`${row.about_student_id} ${row.about_date}`)) return null
  if (row.kind === LESSON_MISSING) {
    const composed = facts.lessons ? composeLessonMissing(row, facts.lessons, school, recipient) : null
    return composed && { ...composed, address }
  }
  if (!isAboutRecord(row)) return { ...row, address }

  const child = facts.links.get(`${row.about_student_id} ${row.recipient_id}`)
  const now = facts.records.get(`${row.about_student_id} ${row.about_date}`)
  if (child === undefined || now === undefined) return null
  const told = facts.told.get(aboutKey(row)) ?? null
  const due = noticeKindOf(told?.status ?? null, now, !!school.notify_late)
  if (due !== row.kind) return null
  const language = noticeLanguageOf(recipient.ownLanguage, recipient.accountLanguage, school.default_language)
  const text = studentNotice({
    kind: due, language, adult: recipient.name, child, date: row.about_date, status: now,
    school: { name: school.name, contact: school.notice_contact },
  })
  return {
    ...row, address, language, subject: text.subject, body: text.body,
    payload: JSON.stringify({
      kind: due, child, studentId: row.about_student_id, date: row.about_date, status: now, previous: told?.status ?? null,
      sequence: (told?.sequence ?? 0) + 1,
    }),
  }
}

/** After a message about a record went (as composed): what its adult now knows of the child's day. */
export function markTold(facts: SendTimeFacts, row: OutboxRow): void {
  if (isAboutRecord(row)) facts.told.set(aboutKey(row), saidIn(row.kind, row.payload))
}
