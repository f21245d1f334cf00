import { noticeLanguageOf } from '#shared/contracts/notice-settings'
import { addDays } from '#shared/dates'
import type { AttendanceStatus } from '#shared/school'
import type { AppContext } from '../../context'
// The registers sit above the notices (SERVER_MODULES): the digest reads "missing from lesson" through its one
// definition below every module, not through the registers' door, which it may not open.
import { missingFromLessons } from '../../db/missing-from-lesson.queries'
import { lastSchoolDays, loadHolidays, type School } from '../schools'
import { pastCutoff } from './cutoff-day'
import { absentOrUnrecorded, headmastersToDigest, homeroomTeachersToDigest, schoolDayCounts } from './digest.queries'
import { classDigest, schoolDigest } from './notice-texts'
import { insertMessages, type NewOutboxRow } from './notices.queries'
import { queuedMessage } from './outbox-row'

/** The school day before `date` (within the last month), or null when there was none. */
async function schoolDayBefore(ctx: AppContext, school: School, date: string): Promise<string | null> {
  const from = addDays(date, -31)
  const until = addDays(date, -1)
  return lastSchoolDays(school, await loadHolidays(ctx.db, ctx.schoolId, from, until), until, 1).find((d) => d >= from) ?? null
}

/**
 * The staff's daily digest (ADR 021), queued once the cut-off of a school day has passed, for staff
 * who keep email notices on:
 * - each homeroom teacher: their class's students absent (absent, sick, permission) or not recorded, and those at
 *   school but missing from a lesson (ADR 052): the whole of the school day before (whose lessons had all
 *   ended when the last digest left) and today's registers taken by then;
 * - each headmaster: the school's counts of the day, by status, and how many have no record.
 * One message per person, kind and day (its key), so every instance may run it as often as it likes;
 * what it says is the day as it stood at the first run after the cut-off. Returns how many it offered.
 */
export async function queueStaffDigests(ctx: AppContext): Promise<number> {
  const day = await pastCutoff(ctx)
  if (!day) return 0
  const { school, date, cutoff } = day
  const at = ctx.now().toISOString()
  const facts = { name: school.name, contact: school.notice_contact }
  const rows: NewOutboxRow[] = []

  const teachers = (await homeroomTeachersToDigest(ctx.db, ctx.schoolId)).filter((t) => t.address)
  const classIds = [...new Set(teachers.map((t) => t.classId))]
  const lessonDays = [await schoolDayBefore(ctx, school, date), date].filter((d): d is string => d !== null)
  const [missing, ...fromLessonDays] = await Promise.all([
    absentOrUnrecorded(ctx.db, ctx.schoolId, date, classIds),
    ...lessonDays.map((d) => missingFromLessons(ctx.db, ctx.schoolId, { date: d, classIds })),
  ])
  const fromLessons = fromLessonDays.flat()
  for (const teacher of teachers) {
    const language = noticeLanguageOf(teacher.ownLanguage, teacher.accountLanguage, school.default_language)
    const students = missing.filter((s) => s.classId === teacher.classId).map(({ name, status }) => ({ name, status }))
    const lessons = fromLessons.filter((m) => m.classId === teacher.classId)
      .map((m) => ({ date: m.date, name: m.studentName, subject: m.subject, period: m.period, startsAt: m.startsAt, endsAt: m.endsAt }))
    rows.push(queuedMessage({
      schoolId: ctx.schoolId, key: `class_digest:${teacher.classId}:${date}:${teacher.staffId}`, kind: 'class_digest',
      recipientId: teacher.staffId, address: teacher.address!, language,
      text: classDigest({ language, teacher: teacher.staffName, className: teacher.className, date, cutoff, students, lessons, school: facts }),
      payload: { kind: 'class_digest', className: teacher.className, date, cutoff, students, lessons }, aboutDate: date,
    }, at))
  }

  const headmasters = (await headmastersToDigest(ctx.db, ctx.schoolId)).filter((h) => h.address)
  if (headmasters.length > 0) {
    const byStatus = await schoolDayCounts(ctx.db, ctx.schoolId, date)
    const counts: Partial<Record<AttendanceStatus, number>> = {}
    for (const { status, n } of byStatus) if (status) counts[status] = n
    const notRecorded = byStatus.find((c) => c.status === null)?.n ?? 0
    const total = byStatus.reduce((sum, c) => sum + c.n, 0)
    for (const head of headmasters) {
      const language = noticeLanguageOf(head.ownLanguage, head.accountLanguage, school.default_language)
      rows.push(queuedMessage({
        schoolId: ctx.schoolId, key: `school_digest:${date}:${head.staffId}`, kind: 'school_digest',
        recipientId: head.staffId, address: head.address!, language,
        text: schoolDigest({ language, headmaster: head.staffName, date, cutoff, total, counts, notRecorded, school: facts }),
        payload: { kind: 'school_digest', date, cutoff, total, counts, notRecorded }, aboutDate: date,
      }, at))
    }
  }
  await insertMessages(ctx.db, rows)
  return rows.length
}
