import { noticeLanguageOf } from '#shared/contracts/notice-settings'
import type { AppContext } from '../../context'
import { studentNotice } from './notice-texts'
import { insertMessages, unrecordedWithAdults } from './notices.queries'
import { queuedMessage } from './outbox-row'
import { pastCutoff } from './cutoff-day'

/**
 * After the cut-off of a school day, queues one notice to each linked adult with notices on for each
 * listed student still not recorded that day. Idempotent per student, date and adult (its key), so
 * every instance may run it as often as it likes. Returns how many it offered (those already queued
 * are left out by their key).
 */
export async function queueMissingRecordNotices(ctx: AppContext): Promise<number> {
  const day = await pastCutoff(ctx)
  if (!day) return 0
  const { school, date, cutoff } = day
  const at = ctx.now().toISOString()
  const rows = (await unrecordedWithAdults(ctx.db, ctx.schoolId, date)).filter((a) => a.address).map((a) => {
    const language = noticeLanguageOf(a.ownLanguage, a.accountLanguage, school.default_language)
    const text = studentNotice({
      kind: 'missing', language, adult: a.adultName, child: a.child, date, status: null, cutoff,
      school: { name: school.name, contact: school.notice_contact },
    })
    return queuedMessage({
      schoolId: ctx.schoolId, key: `missing:${a.studentId}:${date}:${a.adultId}`, kind: 'missing',
      recipientId: a.adultId, address: a.address!, language, text,
      payload: { kind: 'missing', child: a.child, studentId: a.studentId, date, status: null, cutoff },
      aboutStudentId: a.studentId, aboutDate: date,
    }, at)
  })
  await insertMessages(ctx.db, rows)
  return rows.length
}
