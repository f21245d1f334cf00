import type { Kysely } from 'kysely'

/**
 * API tokens for other systems (ADR 036): a headmaster names a token and its scopes; the secret is shown
 * once and only its keyed hash is kept (as a session's). `scopes` is a JSON array. A revoked token stays,
 * with `revoked_at`, so the list and the audit keep its name. `api_token_audit` records every creation and
 * revocation (who, when, which token); no foreign key, so the trail outlives the token and its creator.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addPrimaryKeyConstraint('api_tokens_pk', ['school_id', 'id'])
    .addForeignKeyConstraint('api_tokens_school_fk', ['school_id'], 'schools', ['id'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('api_tokens_hash_uq').on('api_tokens').columns(['school_id', 'token_hash']).unique().execute()
  await db.schema
    .createTable('api_token_audit')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_token_audit_pk', ['school_id', 'id'])
    .addForeignKeyConstraint('api_token_audit_school_fk', ['school_id'], 'schools', ['id'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('api_token_audit_token_ix').on('api_token_audit').columns(['school_id', 'token_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_token_audit').execute()
  await db.schema.dropTable('api_tokens').execute()
}
