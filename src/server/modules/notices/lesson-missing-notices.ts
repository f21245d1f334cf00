import { noticeLanguageOf } from '#shared/contracts/notice-settings'
import type { Db } from '../../db/create-db'
import { missingFromLessons, type MissingFromLessonRow } from '../../db/missing-from-lesson.queries'
import { findSchool, type School } from '../schools'
import { lessonMissingNotice } from './notice-texts'
import { guardiansToNotify, insertMessages, type OutboxRow } from './notices.queries'
import { queuedMessage } from './outbox-row'
import { linksNow } from './send-time.queries'
import type { NoticeSchool } from './queue-attendance-notices'

/**
 * "Missing from lesson" notices (ADR 052): a pupil at school that day (present or late) marked absent in a
 * lesson is told to each linked adult, when the school turns it on. Queued by the register's save, in its
 * transaction; composed again when it leaves from the truth then (compose-at-send.ts), so a mark corrected to
 * present, or a day since recorded sick, sends nothing.
 */
export const LESSON_MISSING = 'lesson_missing'

/** What the queued message keeps to be judged again when it leaves. */
interface LessonMissingPayload { kind: typeof LESSON_MISSING; registerId: string; studentId: string }

/**
 * Queues the notices of the pupils a register's save marked absent (`studentIds`: marked absent by this save, from
 * no mark or another), inside the save's transaction. Only those missing from the lesson now (the one definition,
 * db/missing-from-lesson.queries.ts). One message per register, pupil and adult (its key): saving again, or
 * correcting the note, queues none; one dropped at send time (corrected to present meanwhile) leaves its key free,
 * so marked absent again it is told again.
 */
export async function queueLessonMissingNotices(trx: Db, schoolId: string, registerId: string, date: string, studentIds: readonly string[], at: string): Promise<void> {
  if (studentIds.length === 0) return
  const school = await findSchool(trx, schoolId)
  if (school.notify_lesson_missing !== 1) return
  const missing = await missingFromLessons(trx, schoolId, { date, registerId, studentIds })
  if (missing.length === 0) return
  const adults = await guardiansToNotify(trx, schoolId, missing.map((m) => m.studentId))
  const rows = adults.filter((a) => a.address).flatMap((adult) => missing.filter((m) => m.studentId === adult.studentId).map((m) => {
    const language = noticeLanguageOf(adult.ownLanguage, adult.accountLanguage, school.default_language)
    const payload: LessonMissingPayload = { kind: LESSON_MISSING, registerId, studentId: m.studentId }
    return queuedMessage({
      schoolId, key: `${LESSON_MISSING}:${registerId}:${m.studentId}:${adult.adultId}`, kind: LESSON_MISSING,
      recipientId: adult.adultId, address: adult.address!, language,
      text: textOf(m, language, adult.adultName, adult.child, school),
      payload: { ...payload, child: adult.child, date, subject: m.subject, period: m.period, startsAt: m.startsAt, endsAt: m.endsAt },
      aboutStudentId: m.studentId, aboutDate: date,
    }, at)
  }))
  await insertMessages(trx, rows)
}

const textOf = (m: MissingFromLessonRow, language: string, adult: string, child: string, school: NoticeSchool) =>
  lessonMissingNotice({ language, adult, child, date: m.date, lesson: m, school: { name: school.name, contact: school.notice_contact } })

/** The facts the claimed lesson notices are judged by when they leave: who is missing from which register now, and who is still linked. */
export interface LessonFactsNow {
  /** `register student` → the pupil's miss, as it stands now. */
  missing: Map<string, MissingFromLessonRow>
  /** `student adult` → the child's name, while they are linked. */
  links: Map<string, string>
}

export async function lessonFactsNow(db: Db, schoolId: string, rows: readonly OutboxRow[]): Promise<LessonFactsNow> {
  const lessons = rows.filter((r) => r.kind === LESSON_MISSING)
  const facts: LessonFactsNow = { missing: new Map(), links: new Map() }
  if (lessons.length === 0) return facts
  const payloads = lessons.map((r) => JSON.parse(r.payload) as LessonMissingPayload)
  const dates = [...new Set(lessons.map((r) => r.about_date))]
  const studentIds = [...new Set(payloads.map((p) => p.studentId))]
  const [found, links] = await Promise.all([
    Promise.all(dates.map((date) => missingFromLessons(db, schoolId, { date, studentIds }))),
    linksNow(db, schoolId, studentIds, [...new Set(lessons.map((r) => r.recipient_id))]),
  ])
  for (const m of found.flat()) facts.missing.set(`${m.registerId} ${m.studentId}`, m)
  for (const l of links) facts.links.set(`${l.studentId} ${l.adultId}`, l.child)
  return facts
}

/**
 * A lesson notice as it is to leave now, in its adult's language, or null when the pupil is no longer missing
 * from that lesson (marked present or late since, their day recorded sick, permission or absent), the adult is no
 * longer linked, or the school has turned these notices off. Pure.
 */
export function composeLessonMissing(
  row: OutboxRow, facts: LessonFactsNow, school: NoticeSchool & Partial<Pick<School, 'notify_lesson_missing'>>,
  recipient: { name: string; ownLanguage: string | null; accountLanguage: string | null },
): OutboxRow | null {
  if (school.notify_lesson_missing !== 1) return null
  const { registerId, studentId } = JSON.parse(row.payload) as LessonMissingPayload
  const miss = facts.missing.get(`${registerId} ${studentId}`)
  const child = facts.links.get(`${studentId} ${row.recipient_id}`)
  if (!miss || child === undefined) return null
  const language = noticeLanguageOf(recipient.ownLanguage, recipient.accountLanguage, school.default_language)
  const text = textOf(miss, language, recipient.name, child, school)
  return {
    ...row, language, subject: text.subject, body: text.body,
    payload: JSON.stringify({
      kind: LESSON_MISSING, registerId, studentId, child, date: miss.date, subject: miss.subject, period: miss.period,
      startsAt: miss.startsAt, endsAt: miss.endsAt,
    }),
  }
}
