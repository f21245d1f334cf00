import { sql } from 'kysely'
import { ON_CITUS, type TestApp } from './test-app'

/**
 * Counts every row the app writes to its database, so a test can say "this refusal wrote nothing".
 *
 * - SQLite: total_changes(), the rows inserted, updated or deleted on the app's one connection.
 * - PostgreSQL: the app has a pool, and statistics views are per transaction (pg_stat_xact_*) or
 *   flushed late (pg_stat_user_tables), so a row trigger on every table of the test's own schema
 *   takes a number from a sequence. A sequence is not transactional: like total_changes(), it
 *   counts a row written by a transaction that was then rolled back, and every connection sees it.
 *
 * Made once per test app, after its migrations; tables created later are not counted.
 *
 * Not on a Citus cluster (ON_CITUS): Citus allows no trigger on its distributed and reference tables, and a
 * node's transaction ids count every database of the node. There the counter answers with an error when asked,
 * and the checks that ask it skip on Citus (docs/scaling.md, "On a real cluster").
 */
export async function writeCounter(t: TestApp): Promise<() => Promise<number>> {
  const { db } = t.ctx
  if (t.ctx.dbKind === 'sqlite') {
    return async () => Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]!.n)
  }
  if (ON_CITUS) {
    return async () => {
      throw new Error('the write counter needs triggers, which Citus refuses on its tables: skip this check on Citus (ON_CITUS)')
    }
  }
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema
  const counter = sql.id(schema, 'test_rows_written')
  await sql`create sequence ${counter}`.execute(db)
  await sql`create function ${sql.id(schema, 'test_count_row_written')}() returns trigger language plpgsql as $$
    begin perform nextval(${sql.lit(`${schema}.test_rows_written`)}); return null; end $$`.execute(db)
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE'`.execute(db)
  for (const { name } of tables.rows) {
    await sql`create trigger test_count_row_written after insert or update or delete on ${sql.id(schema, name)}
      for each row execute function ${sql.id(schema, 'test_count_row_written')}()`.execute(db)
  }
  if (tables.rows.length < 10) throw new Error(`only ${tables.rows.length} tables in ${schema}: is this the app's schema?`)
  return async () => {
    const { rows } = await sql<{ n: string; called: boolean }>`select last_value as n, is_called as called from ${counter}`.execute(db)
    return rows[0]!.called ? Number(rows[0]!.n) : 0
  }
}
