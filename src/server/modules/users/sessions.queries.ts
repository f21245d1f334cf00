import type { Insertable } from 'kysely'
import type { Db } from '../../db/create-db'
import { arg, precompiled } from '../../db/precompiled'
import type { SessionsTable } from '../../db/schema'

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
