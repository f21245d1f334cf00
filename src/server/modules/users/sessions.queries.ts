import type { Insertable, Selectable } from 'kysely'
import type { Db } from '../../db/create-db'
import { arg, precompiled } from '../../db/precompiled'
import type { SchoolsTable, SessionsTable, UsersTable } from '../../db/schema'
import type { UserRow } from './users.queries'

export async function insertSession(db: Db, session: Insertable<SessionsTable>) {
  await db.insertInto('sessions').values(session).execute()
}

/** The live session for a token hash, with its user; undefined when unknown or expired. */
export async function findActiveSession(db: Db, schoolId: string, tokenHash: string, now: string) {
  return (await activeSession.run(db, [schoolId, tokenHash, now])).rows[0]
}
// Every signed-in request reads it: compiled once (db/precompiled.ts).
const activeSession = precompiled((db) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', (j) => j.onRef('users.school_id', '=', 'sessions.school_id').onRef('users.id', '=', 'sessions.user_id'))
    .selectAll('users')
    .select(['sessions.token_hash', 'sessions.last_seen_at'])
    .where('sessions.school_id', '=', arg(0))
    .where('sessions.token_hash', '=', arg(1))
    .where('sessions.expires_at', '>', arg(2))
    .where('users.archived_at', 'is', null),
)

export async function extendSession(db: Db, schoolId: string, tokenHash: string, lastSeenAt: string, expiresAt: string) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('school_id', '=', schoolId)
    .where('token_hash', '=', tokenHash)
    .execute()
}

export async function deleteSession(db: Db, schoolId: string, tokenHash: string) {
  await db.deleteFrom('sessions').where('school_id', '=', schoolId).where('token_hash', '=', tokenHash).execute()
}

/** Signs a user out everywhere except the session given. */
export async function deleteOtherSessions(db: Db, schoolId: string, userId: string, keepTokenHash: string) {
  await db
    .deleteFrom('sessions')
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .where('token_hash', '<>', keepTokenHash)
    .execute()
}

/** Signs a user out everywhere (a password reset by staff). */
export async function deleteUserSessions(db: Db, schoolId: string, userId: string) {
  await db.deleteFrom('sessions').where('school_id', '=', schoolId).where('user_id', '=', userId).execute()
}

export async function deleteExpiredSessions(db: Db, now: string) {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute()
}

/** Every column of a user, each read as `user_<column>` beside the school's own (see schoolAndSession). */
const USER_COLUMNS = [
  'school_id', 'id', 'role', 'name', 'search_name', 'email', 'parent_number', 'password_hash', 'theme', 'language', 'email_notifications',
  'email_notices_since', 'push_notifications', 'created_at', 'updated_at', 'archived_at', 'archived_identifier', 'must_change_password',
] as const satisfies readonly (keyof UsersTable)[]
// A column added to users and not listed above fails the typecheck here, as does a school's column named like theirs.
const columnsApart: [Exclude<keyof UsersTable, (typeof USER_COLUMNS)[number]>, Extract<keyof SchoolsTable, `user_${string}` | `session_${string}`>] extends [never, never]
  ? true
  : never = true
void columnsApart

type SchoolAndSessionRow = Selectable<SchoolsTable> & { [K in (typeof USER_COLUMNS)[number] as `user_${K}`]: UserRow[K] | null } & {
  session_token_hash: string | null
  session_last_seen_at: string | null
}

/**
 * The school's row and, when the token hash names a live session of a user still at the school, that session
 * and its user: what every request of a signed-in person reads first, in one statement (one round trip and
 * one pooled connection on PostgreSQL, where two reads at once took two). The school is undefined only when
 * no school has that id.
 */
export async function findSchoolAndSession(db: Db, schoolId: string, tokenHash: string | null, now: string) {
  const row = (await schoolAndSession.run(db, [schoolId, tokenHash, now])).rows[0]
  if (!row) return { school: undefined, session: undefined }
  const school: Record<string, unknown> = {}
  const user: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('user_')) user[key.slice('user_'.length)] = value
    else if (!key.startsWith('session_')) school[key] = value
  }
  const session =
    row.user_id !== null && row.session_token_hash !== null && row.session_last_seen_at !== null
      ? { user: user as UserRow, tokenHash: row.session_token_hash, lastSeenAt: row.session_last_seen_at }
      : undefined
  return { school: school as Selectable<SchoolsTable>, session }
}
const schoolAndSession = precompiled<SchoolAndSessionRow>((db) =>
  db
    .selectFrom('schools')
    .leftJoin('sessions', (j) => j.onRef('sessions.school_id', '=', 'schools.id').on('sessions.token_hash', '=', arg(1)).on('sessions.expires_at', '>', arg(2)))
    .leftJoin('users', (j) => j.onRef('users.school_id', '=', 'sessions.school_id').onRef('users.id', '=', 'sessions.user_id').on('users.archived_at', 'is', null))
    .selectAll('schools')
    .select((eb) => [
      ...USER_COLUMNS.map((column) => eb.ref(`users.${column}`).as(`user_${column}`)),
      eb.ref('sessions.token_hash').as('session_token_hash'),
      eb.ref('sessions.last_seen_at').as('session_last_seen_at'),
    ])
    .where('schools.id', '=', arg(0)) as never,
)
