import type { Database } from './schema'

/**
 * How each table would be laid out on a distributed PostgreSQL (Citus, ADR 032, docs/scaling.md).
 *
 * Every table holds one school's rows and is distributed by `school_id` — except the ones listed here,
 * which hold nothing of any one school and are copied whole to every node (Citus reference tables).
 * This is the one list: the catalog test (distribution-rules.test.ts) fails on a table without
 * `school_id` that is missing here, on a name here that is no table, and on docs/scaling.md's commands
 * when they differ from what this list and the schema give.
 */
export const DISTRIBUTION_COLUMN = 'school_id'

/** Kysely's own bookkeeping of which migrations ran (migrator.ts); not in the app's `Database` type. */
type MigrationTable = 'kysely_migration' | 'kysely_migration_lock'

/** Each reference table, with why it belongs to no school. */
export const REFERENCE_TABLES: Readonly<Partial<Record<keyof Database | MigrationTable, string>>> = {
  schools: 'the schools themselves: every distributed table refers to one of its rows',
  app_secrets: 'server-wide secrets, generated once and shared by every instance and every school',
  district_users: 'district users stand above the schools and belong to none',
  district_sessions: 'the sessions of district users, who belong to no school',
  district_login_failures: 'failed sign-ins of district users, who belong to no school',
  district_api_tokens: 'API tokens of district users, who belong to no school',
  district_api_token_audit: 'the trail of district users’ API tokens, which belong to no school',
  kysely_migration: 'which migrations ran: one schema for all schools',
  kysely_migration_lock: 'the migrator’s lock row',
}

export const REFERENCE_TABLE_NAMES: readonly string[] = Object.keys(REFERENCE_TABLES).sort()
