import type { Kysely } from 'kysely'

/**
 * API tokens of district users (ADR 036's amendment): like a school's `api_tokens`, but above the
 * schools, so reference tables (table-kinds.ts) with no `school_id`. The secret's keyed hash only, unique
 * across the deployment; `scopes` a JSON array (DISTRICT_API_SCOPES); revoked tokens stay with `revoked_at`.
 * `district_api_token_audit` records every creation and revocation; no foreign keys (reference tables are
 * created in name order on Citus, and the trail outlives the token and its creator).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('district_api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('district_api_tokens_hash_uq').on('district_api_tokens').column('token_hash').unique().execute()
  await db.schema
    .createTable('district_api_token_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('district_api_token_audit_token_ix').on('district_api_token_audit').column('token_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('district_api_token_audit').execute()
  await db.schema.dropTable('district_api_tokens').execute()
}
