import type { Kysely } from 'kysely'

/**
 * District users (ADR 035): people above the schools, who read every school's figures and add
 * schools. They belong to no school, so their tables are reference tables (table-kinds.ts):
 * - `district_users`: one row a person, signing in by email (unique across the deployment);
 * - `district_sessions`: their sessions, the token's hash only, as `sessions` keeps a school's;
 * - `district_login_failures`: their failed sign-ins, throttled as a school's are (login-throttle.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('district_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('district_users_email_uq').on('district_users').column('email').unique().execute()
  await db.schema
    .createTable('district_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    // No foreign key: reference tables are created in name order on Citus (docs/scaling.md); the join finds the user.
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('district_login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('district_login_failures_at').on('district_login_failures').column('failed_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('district_login_failures').execute()
  await db.schema.dropTable('district_sessions').execute()
  await db.schema.dropTable('district_users').execute()
}
