import type { Insertable } from 'kysely'
import type { Db } from '../../db/create-db'
import type { SessionsTable } from '../../db/schema'

export async function insertSession(db: Db, session: Insertable<SessionsTable>) {
  await db.insertInto('sessions').values(session).execute()
}

/** The live session for a token hash, with its user; undefined when unknown or expired. */
export async function findActiveSession(db: Db, schoolId: string, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', (j) => j.onRef('users.school_id', '=', 'sessions.school_id').onRef('users.id', '=', 'sessions.user_id'))
    .selectAll('users')
    .select(['sessions.token_hash', 'sessions.last_seen_at'])
    .where('sessions.school_id', '=', schoolId)
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('users.archived_at', 'is', null)
    .executeTakeFirst()
}

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
