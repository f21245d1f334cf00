import type { Db } from '../../db/create-db'
import type { DistrictApiTokenAction } from '../../db/schema'

// District users' API tokens and their trail: reference tables, no school_id (table-kinds.ts).

export async function insertDistrictToken(
  db: Db,
  t: { id: string; name: string; scopes: string; tokenHash: string; createdBy: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('district_api_tokens')
    .values({ id: t.id, name: t.name, scopes: t.scopes, token_hash: t.tokenHash, created_by: t.createdBy, created_at: t.createdAt, last_used_at: null, revoked_at: null })
    .execute()
}

/** The district's tokens, newest first, with their creator's name; never the hash. */
export async function listDistrictTokens(db: Db) {
  return db
    .selectFrom('district_api_tokens as t')
    .leftJoin('district_users as u', 'u.id', 't.created_by')
    .select(['t.id', 't.name', 't.scopes', 't.created_at', 't.last_used_at', 't.revoked_at', 'u.name as created_by_name'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .execute()
}

export async function findDistrictToken(db: Db, id: string) {
  return db.selectFrom('district_api_tokens').where('id', '=', id).select(['id', 'revoked_at']).executeTakeFirst()
}

/** Revokes a token not yet revoked; how many rows changed (0: already revoked). */
export async function revokeDistrictTokenRow(db: Db, id: string, at: string): Promise<number> {
  const result = await db.updateTable('district_api_tokens').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** A token that is not revoked, by its secret's hash. */
export async function findLiveDistrictToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('district_api_tokens')
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .select(['id', 'name', 'scopes'])
    .executeTakeFirst()
}

export async function touchDistrictToken(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('district_api_tokens').set({ last_used_at: at }).where('id', '=', id).execute()
}

export async function insertDistrictTokenAudit(db: Db, row: { id: string; at: string; actor: string | null; action: DistrictApiTokenAction; tokenId: string }) {
  await db.insertInto('district_api_token_audit').values({ id: row.id, at: row.at, actor: row.actor, action: row.action, token_id: row.tokenId }).execute()
}

export async function listDistrictTokenAudit(db: Db) {
  return db.selectFrom('district_api_token_audit').selectAll().orderBy('at').orderBy('action').execute()
}
