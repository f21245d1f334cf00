import { DEFAULT_QUIET_HOURS, NOTICE_LANGUAGES, type NoticeSettings } from '#shared/contracts/notice-settings'
import type { Db } from '../../db/create-db'

/** Quiet hours that are none: start = end (quiet-hours.ts). */
const NO_QUIET_HOURS = { start: '00:00', end: '00:00' }

/** An adult's quiet hours and notice language (null: their account's); the defaults when they have no row. */
export async function findNoticeSettings(db: Db, schoolId: string, userId: string): Promise<NoticeSettings> {
  const row = await db
    .selectFrom('notice_preferences')
    .select(['quiet_start', 'quiet_end', 'language'])
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row) return { quietHours: { ...DEFAULT_QUIET_HOURS }, language: null }
  return {
    quietHours: row.quiet_start === row.quiet_end ? null : { start: row.quiet_start, end: row.quiet_end },
    // A language no longer offered reads as not chosen, as noticeLanguageOf passes over it.
    language: NOTICE_LANGUAGES.find((l) => l === row.language) ?? null,
  }
}

/**
 * Saves them: a row only for an adult who differs from the defaults (the delivery worker and the
 * queueing read the defaults where there is none), so choosing the defaults again removes it.
 */
export async function saveNoticeSettings(db: Db, schoolId: string, userId: string, settings: NoticeSettings): Promise<void> {
  const quiet = settings.quietHours ?? NO_QUIET_HOURS
  const isDefault =
    quiet.start === DEFAULT_QUIET_HOURS.start && quiet.end === DEFAULT_QUIET_HOURS.end && settings.language === null
  if (isDefault) {
    await db.deleteFrom('notice_preferences').where('school_id', '=', schoolId).where('user_id', '=', userId).execute()
    return
  }
  const values = { quiet_start: quiet.start, quiet_end: quiet.end, language: settings.language }
  await db
    .insertInto('notice_preferences')
    .values({ school_id: schoolId, user_id: userId, ...values })
    .onConflict((oc) => oc.columns(['school_id', 'user_id']).doUpdateSet(values))
    .execute()
}
