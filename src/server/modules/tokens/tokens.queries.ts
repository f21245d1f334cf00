import type { Kysely } from 'kysely'
import type { Database, ApiTokenAction } from '../../db/schema'

type Db = Kysely<Database>

export interface NewApiToken {
  id: string
  name: string
  scopes: string
  tokenHash: string
  createdBy: string
  createdAt: string
}

export async function insertApiToken(db: Db, schoolId: string, t: NewApiToken): Promise<void> {
  await db
    .insertInto('api_tokens')
    .values({ school_id: schoolId, id: t.id, name: t.name, scopes: t.scopes, token_hash: t.tokenHash, created_by: t.createdBy, created_at: t.createdAt, last_used_at: null, revoked_at: null })
    .execute()
}

/** The school's tokens, newest first, with their creator's name; never the hash. */
export async function listApiTokens(db: Db, schoolId: string) {
  return db
    .selectFrom('api_tokens as t')
    .leftJoin('users as u', (j) => j.onRef('u.school_id', '=', 't.school_id').onRef('u.id', '=', 't.created_by'))
    .where('t.school_id', '=', schoolId)
    .select(['t.id', 't.name', 't.scopes', 't.created_at', 't.last_used_at', 't.revoked_at', 'u.name as created_by_name'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .execute()
}
export type ApiTokenRow = Awaited<ReturnType<typeof listApiTokens>>[number]

/** Revokes a token not yet revoked; how many rows changed (0: unknown or already revoked). */
export async function revokeApiToken(db: Db, schoolId: string, id: string, at: string): Promise<number> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function findApiToken(db: Db, schoolId: string, id: string) {
  return db.selectFrom('api_tokens').where('school_id', '=', schoolId).where('id', '=', id).select(['id', 'revoked_at']).executeTakeFirst()
}

/** A token of this school that is not revoked, by its secret's hash. */
export async function findLiveApiToken(db: Db, schoolId: string, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .where('school_id', '=', schoolId)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .select(['id', 'name', 'scopes'])
    .executeTakeFirst()
}

/**
 * The school of a token that is not revoked, by its secret's hash, whichever school it is: for a request
 * that names no school (no school's host, no school code on the device), the token names its own. The one
 * read of this table across schools (on Citus, a query of every shard; a district's systems that call
 * often use the school's host name instead, docs/scaling.md).
 */
export async function findSchoolOfLiveApiToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const found = await db.selectFrom('api_tokens').where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).select('school_id').executeTakeFirst()
  return found?.school_id
}

export async function touchApiToken(db: Db, schoolId: string, id: string, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('school_id', '=', schoolId).where('id', '=', id).execute()
}

export async function insertTokenAudit(
  db: Db,
  schoolId: string,
  row: { id: string; at: string; actor: string | null; action: ApiTokenAction; tokenId: string },
): Promise<void> {
  await db
    .insertInto('api_token_audit')
    .values({ school_id: schoolId, id: row.id, at: row.at, actor: row.actor, action: row.action, token_id: row.tokenId })
    .execute()
}

export async function listTokenAudit(db: Db, schoolId: string) {
  return db.selectFrom('api_token_audit').where('school_id', '=', schoolId).selectAll().orderBy('at').orderBy('action').execute()
}
