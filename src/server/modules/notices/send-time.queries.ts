import type { AttendanceStatus } from '#shared/school'
import type { Db } from '../../db/create-db'

/**
 * What a message is composed from when it leaves the outbox (ADR 021 addendum): the record now,
 * the recipient now, their link to the child now, and what they were last told about that child's day.
 */

/** The recipients as they are now: whether they still take email notices, their address, name and languages. */
export async function recipientsNow(db: Db, schoolId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return []
  return db
    .selectFrom('users as u')
    .leftJoin('notice_preferences as np', (j) => j.onRef('np.school_id', '=', 'u.school_id').onRef('np.user_id', '=', 'u.id'))
    .select(['u.id', 'u.name', 'u.email as address', 'u.email_notifications as notices', 'u.archived_at as archivedAt',
      'np.language as ownLanguage', 'u.language as accountLanguage'])
    .where('u.school_id', '=', schoolId)
    .where('u.id', 'in', userIds)
    .execute()
}

/** The records of these students on these days, as they stand now. */
export async function recordsNow(db: Db, schoolId: string, studentIds: readonly string[], dates: readonly string[]) {
  if (studentIds.length === 0) return []
  return db
    .selectFrom('attendance_records')
    .select(['student_id as studentId', 'date', 'status'])
    .where('school_id', '=', schoolId)
    .where('student_id', 'in', studentIds)
    .where('date', 'in', dates)
    .execute() as Promise<{ studentId: string; date: string; status: AttendanceStatus }[]>
}

/** Which of these adults are still linked to which of these students, with the child's name now. */
export async function linksNow(db: Db, schoolId: string, studentIds: readonly string[], adultIds: readonly string[]) {
  if (studentIds.length === 0 || adultIds.length === 0) return []
  return db
    .selectFrom('guardians as g')
    .innerJoin('users as s', (j) => j.onRef('s.school_id', '=', 'g.school_id').onRef('s.id', '=', 'g.student_id'))
    .select(['g.student_id as studentId', 'g.parent_id as adultId', 's.name as child'])
    .where('g.school_id', '=', schoolId)
    .where('g.student_id', 'in', studentIds)
    .where('g.parent_id', 'in', adultIds)
    .execute()
}

/**
 * The attendance messages (absence, late, correction: the ones about a record) these adults were sent about
 * these students' days, oldest first: the last one of each adult, child and day is what that adult knows.
 */
export async function attendanceMessagesSent(
  db: Db, schoolId: string, adultIds: readonly string[], studentIds: readonly string[], dates: readonly string[],
) {
  if (adultIds.length === 0 || studentIds.length === 0) return []
  return db
    .selectFrom('outbox_messages')
    .select(['recipient_id as adultId', 'about_student_id as studentId', 'about_date as date', 'kind', 'payload'])
    .where('school_id', '=', schoolId)
    .where('about_student_id', 'in', studentIds)
    .where('recipient_id', 'in', adultIds)
    .where('about_date', 'in', dates)
    .where('about_record_id', 'is not', null)
    .where('state', '=', 'sent')
    .orderBy('sent_at')
    .orderBy('created_at')
    .execute()
}

/** A claimed message that is no longer true or no longer wanted: removed, never sent (only while still this claim's). */
export async function dropClaimed(db: Db, schoolId: string, id: string): Promise<void> {
  await db.deleteFrom('outbox_messages').where('school_id', '=', schoolId).where('id', '=', id).where('state', '=', 'sending').execute()
}

/** An adult turned email notices off: the messages still waiting for them are dropped (what is sending or sent stays). */
export async function dropWaitingFor(db: Db, schoolId: string, userId: string): Promise<void> {
  await db.deleteFrom('outbox_messages').where('school_id', '=', schoolId).where('recipient_id', '=', userId)
    .where('state', 'in', ['queued', 'held']).execute()
}

/** An adult changed their quiet hours: the messages held for them are due now, to be judged by the new hours. */
export async function releaseHeldFor(db: Db, schoolId: string, userId: string, now: string): Promise<void> {
  await db.updateTable('outbox_messages').set({ state: 'queued', next_attempt_at: now })
    .where('school_id', '=', schoolId).where('recipient_id', '=', userId).where('state', '=', 'held').execute()
}
