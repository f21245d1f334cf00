import type { Db } from '../../db/create-db'
import type { FailureWindow } from '../auth'

// District users, their sessions and failed sign-ins: reference tables, no school_id (table-kinds.ts).

export async function findDistrictUserByEmail(db: Db, email: string) {
  return db.selectFrom('district_users').selectAll().where('email', '=', email).executeTakeFirst()
}

export async function insertDistrictUser(db: Db, user: { id: string; name: string; email: string; password_hash: string; created_at: string }) {
  await db.insertInto('district_users').values(user).execute()
}

export async function insertDistrictSession(db: Db, session: { token_hash: string; user_id: string; expires_at: string; last_seen_at: string }) {
  await db.insertInto('district_sessions').values(session).execute()
}

/** The user of a session that has not expired. */
export async function findActiveDistrictSession(db: Db, tokenHash: string, at: string) {
  return db
    .selectFrom('district_sessions as s')
    .innerJoin('district_users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.name', 'u.email', 's.token_hash', 's.last_seen_at'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', at)
    .executeTakeFirst()
}

export async function extendDistrictSession(db: Db, tokenHash: string, at: string, expiresAt: string) {
  await db.updateTable('district_sessions').set({ last_seen_at: at, expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute()
}

export async function deleteDistrictSession(db: Db, tokenHash: string) {
  await db.deleteFrom('district_sessions').where('token_hash', '=', tokenHash).execute()
}

export async function districtFailuresSince(db: Db, by: { identifier: string } | { ip: string }, since: string): Promise<FailureWindow> {
  let query = db
    .selectFrom('district_login_failures')
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('failed_at').as('oldest')])
    .where('failed_at', '>', since)
  query = 'identifier' in by ? query.where('identifier', '=', by.identifier) : query.where('ip', '=', by.ip)
  const row = await query.executeTakeFirstOrThrow()
  return { count: Number(row.count), oldest: row.oldest ?? null }
}

export async function recordDistrictFailure(db: Db, failure: { id: string; identifier: string; ip: string; failed_at: string }) {
  await db.insertInto('district_login_failures').values(failure).execute()
}

export async function clearDistrictFailures(db: Db, identifier: string) {
  await db.deleteFrom('district_login_failures').where('identifier', '=', identifier).execute()
}

/** Every school of the deployment, by name: the district's list. */
export async function listEverySchool(db: Db) {
  return db.selectFrom('schools').selectAll().orderBy('name').orderBy('slug').execute()
}

/** The hourly sweep (maintenance.ts): ended district sessions, and failures older than the throttle's window. */
export async function sweepDistrictSignIns(db: Db, now: string, failuresBefore: string) {
  await db.deleteFrom('district_sessions').where('expires_at', '<=', now).execute()
  await db.deleteFrom('district_login_failures').where('failed_at', '<=', failuresBefore).execute()
}
