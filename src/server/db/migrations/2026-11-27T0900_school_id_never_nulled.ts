import type SqliteDatabase from 'better-sqlite3'
import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { rewriteTableDefinition } from '../sqlite-schema-edit'

/**
 * Two foreign keys to a staff member, `student_cards.issued_by` and `departures.recorded_by`, said
 * ON DELETE SET NULL. Their key is (school_id, user): both engines set every column of it to NULL, so
 * deleting a teacher who had printed a card or taken a going-home scan failed on `school_id NOT NULL`;
 * and Citus refuses a key that may null the distribution column at all (ADR 032, the catalog test).
 * Now they take no action: the app clears the column before it deletes a person (archive.queries.ts).
 *
 * SQLite cannot alter a constraint: the table's statement is edited in place (sqlite-schema-edit.ts).
 * Changing a foreign key's action changes no stored row, so it is one of the edits SQLite's
 * documentation allows that way; a rebuild would need foreign keys off, outside a transaction.
 */
const KEYS = [
  { table: 'student_cards', name: 'student_cards_issued_by_fk', column: 'issued_by' },
  { table: 'departures', name: 'departures_recorded_by_fk', column: 'recorded_by' },
] as const

export async function up(db: Kysely<any>, sqlite?: SqliteDatabase.Database): Promise<void> {
  await setAction(db, sqlite, 'on delete set null', '')
}

export async function down(db: Kysely<any>, sqlite?: SqliteDatabase.Database): Promise<void> {
  await setAction(db, sqlite, '', 'on delete set null')
}

async function setAction(db: Kysely<any>, sqlite: SqliteDatabase.Database | undefined, from: string, to: string): Promise<void> {
  for (const key of KEYS) {
    const clause = `foreign key ("school_id", "${key.column}") references "users" ("school_id", "id")`
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql.raw(`alter table ${key.table} drop constraint ${key.name}`).execute(db)
      await sql.raw(`alter table ${key.table} add constraint ${key.name} ${clause} ${to}`).execute(db)
      continue
    }
    if (!sqlite) throw new Error('This migration changes a foreign key on SQLite: run it through migrateToLatest')
    const named = `constraint "${key.name}" ${clause}`
    rewriteTableDefinition(sqlite, key.table, [[`${named}${from ? ` ${from}` : ''}`, `${named}${to ? ` ${to}` : ''}`]])
  }
}
