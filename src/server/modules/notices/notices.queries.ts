import type { Insertable, Selectable } from 'kysely'
import { DEFAULT_QUIET_HOURS } from '#shared/contracts/notice-settings'
import type { Db, DatabaseKind } from '../../db/create-db'
import type { OutboxMessagesTable, OutboxState } from '../../db/schema'

/** Every SQL statement of the notices (ADR 021): queueing, claiming and marking, the Notices page. */
export type OutboxRow = Selectable<OutboxMessagesTable>
export type NewOutboxRow = Insertable<OutboxMessagesTable>

/** An adult's quiet hours when they have no row in notice_preferences (one definition, the contract's). */
export const DEFAULT_QUIET = DEFAULT_QUIET_HOURS

/** The adults linked to these students who have email notices on, with the student's name and their languages (own notice, account). */
export async function guardiansToNotify(db: Db, schoolId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return []
  return db
    .selectFrom('guardians as g')
    .innerJoin('users as p', (j) => j.onRef('p.school_id', '=', 'g.school_id').onRef('p.id', '=', 'g.parent_id'))
    .innerJoin('users as s', (j) => j.onRef('s.school_id', '=', 'g.school_id').onRef('s.id', '=', 'g.student_id'))
    .leftJoin('notice_preferences as np', (j) => j.onRef('np.school_id', '=', 'p.school_id').onRef('np.user_id', '=', 'p.id'))
    .select(['g.student_id as studentId', 'p.id as adultId', 'p.name as adultName', 'p.email as address', 's.name as child', 'np.language as ownLanguage', 'p.language as accountLanguage'])
    .where('g.school_id', '=', schoolId)
    .where('g.student_id', 'in', studentIds)
    .where('p.email_notifications', '=', 1)
    .where('p.archived_at', 'is', null)
    .where('p.email', 'is not', null)
    .execute()
}

/** These people, where they have email notices on (parents or staff), with their languages (own notice, account). */
export async function peopleToNotify(db: Db, schoolId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return []
  return db
    .selectFrom('users as u')
    .leftJoin('notice_preferences as np', (j) => j.onRef('np.school_id', '=', 'u.school_id').onRef('np.user_id', '=', 'u.id'))
    .select(['u.id', 'u.name', 'u.email as address', 'np.language as ownLanguage', 'u.language as accountLanguage'])
    .where('u.school_id', '=', schoolId)
    .where('u.id', 'in', userIds)
    .where('u.email_notifications', '=', 1)
    .where('u.archived_at', 'is', null)
    .where('u.email', 'is not', null)
    .execute()
}

/** Which adults were sent, or are to be sent, an absence notice about these students' day: only they may hear of its correction. */
export async function absenceNoticesAbout(db: Db, schoolId: string, date: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return []
  return db
    .selectFrom('outbox_messages')
    .select(['about_student_id as studentId', 'recipient_id as adultId'])
    .where('school_id', '=', schoolId)
    .where('about_date', '=', date)
    .where('about_student_id', 'in', studentIds)
    .where('kind', '=', 'absent')
    .where('about_record_id', 'is not', null)
    .execute()
}

/** Which of these idempotency keys are in the outbox already. */
export async function existingKeys(db: Db, schoolId: string, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return []
  const rows = await db.selectFrom('outbox_messages').select('idempotency_key').where('school_id', '=', schoolId)
    .where('idempotency_key', 'in', keys).execute()
  return rows.map((r) => r.idempotency_key)
}

/** Queues messages; one whose idempotency key is already in the outbox is left out (nothing queued twice). */
export async function insertMessages(db: Db, rows: readonly NewOutboxRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('outbox_messages')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['school_id', 'idempotency_key']).doNothing())
      .execute()
  }
}

/**
 * Claims up to `limit` due messages for this worker: marks them `sending`, counts the try and leases
 * them until `leaseUntil` (a message still `sending` after that was lost with a crashed worker and is
 * due again). One statement, `UPDATE … WHERE id IN (due ids) RETURNING *`:
 * - PostgreSQL: the due rows are chosen `FOR UPDATE SKIP LOCKED`, so instances claim disjoint rows
 *   without waiting on each other, and a row another claim has locked is never read as still due.
 * - SQLite: a writing statement takes the database's write lock before it reads anything (as
 *   `BEGIN IMMEDIATE` would), so no other connection or process writes between the choice of rows and
 *   their update; one writer at a time is SQLite's own rule. A single statement also never holds the
 *   lock across an await, which matters when two connections share one process (the tests).
 */
export async function claimDue(db: Db, kind: DatabaseKind, schoolId: string, now: string, leaseUntil: string, limit: number): Promise<OutboxRow[]> {
  const ndb = db
  let due = ndb
    .selectFrom('outbox_messages')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('state', 'in', ['queued', 'held', 'sending'])
    .where('next_attempt_at', '<=', now)
    // A message about a record waits while another about the same adult, child and day is being sent
    // (by another instance): it is judged by what that one told (compose-at-send.ts).
    .where((eb) => eb.or([
      eb('about_record_id', 'is', null),
      // The school by its value, not by reference to the outer row: Citus routes a FOR UPDATE query to one
      // shard only when every table in it is filtered on school_id by equality (docs/scaling.md).
      eb.not(eb.exists(eb.selectFrom('outbox_messages as o').select('o.id')
        .where('o.school_id', '=', schoolId)
        .whereRef('o.about_student_id', '=', 'outbox_messages.about_student_id')
        .whereRef('o.recipient_id', '=', 'outbox_messages.recipient_id')
        .whereRef('o.about_date', '=', 'outbox_messages.about_date')
        .where('o.state', '=', 'sending')
        .where('o.next_attempt_at', '>', now)
        .where('o.about_record_id', 'is not', null))),
    ]))
    .orderBy('next_attempt_at')
    .limit(limit)
  if (kind === 'postgres') due = due.forUpdate().skipLocked()
  return ndb
    .updateTable('outbox_messages')
    .set((eb) => ({ state: 'sending', tries: eb('tries', '+', 1), next_attempt_at: leaseUntil }))
    .where('school_id', '=', schoolId)
    .where('id', 'in', due)
    .returningAll()
    .execute()
}

/** Sets a claimed message's outcome; only while it is still this claim's (`sending`). */
export async function settle(
  db: Db,
  schoolId: string,
  id: string,
  outcome:
    | { state: 'sent'; at: string; channel: 'email' | 'webhook'; composed?: Pick<OutboxRow, 'address' | 'language' | 'subject' | 'body' | 'payload'> }
    | { state: 'queued' | 'failed'; nextAttemptAt: string; error: string }
    | { state: 'held'; nextAttemptAt: string },
): Promise<void> {
  const changes =
    outcome.state === 'sent' ? {
      state: outcome.state, sent_at: outcome.at, last_error: null, channel: outcome.channel,
      // What went, as it was composed when it left (compose-at-send.ts).
      ...(outcome.composed ? { address: outcome.composed.address, language: outcome.composed.language, subject: outcome.composed.subject,
        body: outcome.composed.body, payload: outcome.composed.payload } : {}),
    }
    : outcome.state === 'held' ? { state: outcome.state, next_attempt_at: outcome.nextAttemptAt }
    : { state: outcome.state, next_attempt_at: outcome.nextAttemptAt, last_error: outcome.error.slice(0, 1000) }
  await db
    .updateTable('outbox_messages')
    .set((eb) => ({ ...changes, ...(outcome.state === 'held' ? { tries: eb('tries', '-', 1) } : {}) }))
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .execute()
}

/** Each recipient's quiet hours (the defaults where they set none). */
export async function quietHoursOf(db: Db, schoolId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, { start: string; end: string }>()
  const rows = await db
    .selectFrom('notice_preferences')
    .select(['user_id', 'quiet_start', 'quiet_end'])
    .where('school_id', '=', schoolId)
    .where('user_id', 'in', userIds)
    .execute()
  return new Map(rows.map((r) => [r.user_id, { start: r.quiet_start, end: r.quiet_end }]))
}

export interface NoticeFilter {
  date?: string
  state?: OutboxState
}

export const NOTICES_PAGE_SIZE = 50

/** The Notices page: the messages about one day (or all), newest first, one page, with the recipient's name. */
export async function listNotices(db: Db, schoolId: string, filter: NoticeFilter, page: number) {
  let query = db
    .selectFrom('outbox_messages as m')
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 'm.school_id').onRef('u.id', '=', 'm.recipient_id'))
    .where('m.school_id', '=', schoolId)
  if (filter.date) query = query.where('m.about_date', '=', filter.date)
  if (filter.state) query = query.where('m.state', '=', filter.state)
  const { n } = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  const rows = await query
    .select(['m.id', 'm.kind', 'm.recipient_id', 'u.name as recipient_name', 'm.channel', 'm.address', 'm.subject', 'm.state', 'm.tries',
      'm.last_error', 'm.created_at', 'm.sent_at', 'm.next_attempt_at', 'm.about_date', 'm.about_student_id'])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id')
    .limit(NOTICES_PAGE_SIZE)
    .offset((page - 1) * NOTICES_PAGE_SIZE)
    .execute()
  return { total: Number(n), rows }
}

/** A failed message queued again from its first try; false when there is no failed message with that id. */
export async function retryFailed(db: Db, schoolId: string, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox_messages')
    .set({ state: 'queued', tries: 0, next_attempt_at: now })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function findNotice(db: Db, schoolId: string, id: string) {
  return db.selectFrom('outbox_messages').selectAll().where('school_id', '=', schoolId).where('id', '=', id).executeTakeFirst()
}

/**
 * The notices about one student that went (or are going) to one adult: what a parent's home shows
 * as "notices sent". Newest first.
 */
export async function listNoticesAbout(db: Db, schoolId: string, studentId: string, recipientId: string) {
  return db
    .selectFrom('outbox_messages')
    .select(['id', 'kind', 'subject', 'state', 'about_date', 'created_at', 'sent_at'])
    .where('school_id', '=', schoolId)
    .where('about_student_id', '=', studentId)
    .where('recipient_id', '=', recipientId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute()
}

/**
 * Turns an adult's email notices off by an unsubscribe link issued at `issuedAt`: only while they are on
 * and were not turned on again after the link was issued (in the same statement, so a change in between
 * wins). False when nothing changed.
 */
export async function turnEmailNoticesOff(db: Db, schoolId: string, userId: string, issuedAt: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email_notifications: 0, updated_at: now })
    .where('school_id', '=', schoolId)
    .where('id', '=', userId)
    .where('archived_at', 'is', null)
    .where('email_notifications', '=', 1)
    .where((w) => w.or([w('email_notices_since', 'is', null), w('email_notices_since', '<=', issuedAt)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * The listed students (a student account, not archived, enrolled: listedStudents' rule) with no record
 * on `date`, and their adults with email notices on: who a missing-record notice goes to.
 */
export async function unrecordedWithAdults(db: Db, schoolId: string, date: string) {
  return db
    .selectFrom('guardians as g')
    .innerJoin('users as s', (j) => j.onRef('s.school_id', '=', 'g.school_id').onRef('s.id', '=', 'g.student_id'))
    .innerJoin('students as e', (j) => j.onRef('e.school_id', '=', 's.school_id').onRef('e.user_id', '=', 's.id'))
    .innerJoin('users as p', (j) => j.onRef('p.school_id', '=', 'g.school_id').onRef('p.id', '=', 'g.parent_id'))
    .leftJoin('attendance_records as r', (j) => j.onRef('r.school_id', '=', 'g.school_id').onRef('r.student_id', '=', 'g.student_id').on('r.date', '=', date))
    .leftJoin('notice_preferences as np', (j) => j.onRef('np.school_id', '=', 'p.school_id').onRef('np.user_id', '=', 'p.id'))
    .select(['g.student_id as studentId', 's.name as child', 'p.id as adultId', 'p.name as adultName', 'p.email as address', 'np.language as ownLanguage', 'p.language as accountLanguage'])
    .where('g.school_id', '=', schoolId)
    .where('s.role', '=', 'student')
    .where('s.archived_at', 'is', null)
    .where('r.id', 'is', null)
    .where('p.email_notifications', '=', 1)
    .where('p.archived_at', 'is', null)
    .where('p.email', 'is not', null)
    .execute()
}
