import { zonedParts } from '#shared/dates'
import type { AppContext } from '../../context'
import { newId } from '../../lib/ids'
import { isSchoolDayOn, todayAt } from '../school/school-calendar'
import { findSchool } from '../schools/school-settings.queries'
import { studentNotice } from './notice-texts'
import { DEFAULT_LANGUAGE, insertMessages, type NewOutboxRow, unrecordedWithAdults } from './notices.queries'
import { messageIdOf } from './queue-attendance-notices'

/** 'HH:MM' plus minutes, within the day (a cut-off after midnight is the day's last minute). */
export function cutoffTime(lateAfter: string, minutes: number): string {
  const total = Math.min(23 * 60 + 59, Number(lateAfter.slice(0, 2)) * 60 + Number(lateAfter.slice(3, 5)) + minutes)
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/**
 * After the cut-off (the late time plus `schools.notice_cutoff_minutes`) of a school day, queues one
 * notice to each linked adult with notices on for each listed student still not recorded that day.
 * Idempotent per student, date and adult (its key), so every instance may run it as often as it likes.
 * Returns how many it offered (those already queued are left out by their key).
 */
export async function queueMissingRecordNotices(ctx: AppContext): Promise<number> {
  const now = ctx.now()
  const school = await findSchool(ctx.db, ctx.schoolId)
  const date = todayAt(school, now)
  const cutoff = cutoffTime(school.late_after, school.notice_cutoff_minutes)
  if (zonedParts(now, school.time_zone).time.slice(0, 5) < cutoff) return 0
  if (!(await isSchoolDayOn(ctx.db, school, date))) return 0
  const at = now.toISOString()
  const rows: NewOutboxRow[] = (await unrecordedWithAdults(ctx.db, ctx.schoolId, date)).filter((a) => a.address).map((a) => {
    const id = newId()
    const language = a.language ?? DEFAULT_LANGUAGE
    const text = studentNotice({
      kind: 'missing', language, adult: a.adultName, child: a.child, date, status: null, cutoff,
      school: { name: school.name, contact: school.notice_contact },
    })
    return {
      school_id: ctx.schoolId, id, idempotency_key: `missing:${a.studentId}:${date}:${a.adultId}`, kind: 'missing',
      recipient_id: a.adultId, channel: 'email', address: a.address!, language, ...text,
      payload: JSON.stringify({ kind: 'missing', child: a.child, studentId: a.studentId, date, status: null, cutoff }),
      state: 'queued', next_attempt_at: at, last_error: null, message_id: messageIdOf(id, ctx.schoolId), created_at: at, sent_at: null,
      about_record_id: null, about_student_id: a.studentId, about_date: date,
    }
  })
  await insertMessages(ctx.db, rows)
  return rows.length
}

/** Runs the check every `everyMs` (5 minutes) on every instance; the keys keep it to one notice each. */
export function scheduleCutoffNotices(ctx: AppContext, onError: (error: unknown) => void, everyMs = 5 * 60_000): () => void {
  const run = () => queueMissingRecordNotices(ctx).catch(onError)
  const timer = setInterval(run, everyMs)
  timer.unref()
  void run()
  return () => clearInterval(timer)
}
