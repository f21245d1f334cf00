import { CompiledQuery, sql } from 'kysely'
import type { DatabaseKind, Db } from '../../src/server/db/create-db'
import type { Database } from '../../src/server/db/schema'
import type { SummaryBuilder } from '../../src/server/modules/attendance/read-model/summaries'

/** Rows per statement: a batch travels as one parameter, so it is not bound by parameter limits. */
export const BATCH_ROWS = 10_000

/**
 * Inserts rows given as arrays of values (one per column; text, or integers in the columns named
 * in `integers`) in one short statement: on SQLite the batch is one JSON array read with
 * json_each, on PostgreSQL one array per column, unnested. Bulk loading only: nothing to compile
 * per row, and the statement parses in microseconds (a 3,000-row VALUES list took half the
 * load's time just to prepare).
 */
export async function insertTextRows(
  db: Db,
  kind: DatabaseKind,
  table: keyof Database,
  columns: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
  integers: readonly string[] = [],
): Promise<void> {
  if (rows.length === 0) return
  const names = columns.map((c) => `"${c}"`).join(', ')
  if (kind === 'postgres') {
    const arrays = columns.map((_, c) => rows.map((row) => row[c]))
    const unnest = columns.map((name, c) => `$${c + 1}::${integers.includes(name) ? 'integer' : 'text'}[]`).join(', ')
    await db.executeQuery(CompiledQuery.raw(`insert into "${table}" (${names}) select * from unnest(${unnest})`, arrays))
    return
  }
  const fields = columns.map((_, c) => `value ->> ${c}`).join(', ')
  await db.executeQuery(CompiledQuery.raw(`insert into "${table}" (${names}) select ${fields} from json_each(?)`, [JSON.stringify(rows)]))
}

/** Rows already in the tables a seed writes: a database holding any of them is not empty. */
export async function countSchoolRows(db: Db): Promise<number> {
  let total = 0
  for (const table of ['schools', 'users', 'attendance_records'] as const) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()
    total += Number(row.n)
  }
  return total
}

/** Whether the schema exists at all (a brand-new file or database has no tables yet). */
export async function hasTables(db: Db, kind: DatabaseKind): Promise<boolean> {
  const query =
    kind === 'sqlite'
      ? sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = 'schools'`
      : sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name = 'schools'`
  const { rows } = await query.execute(db)
  return Number(rows[0]?.n ?? 0) > 0
}

/**
 * SQLite, for this connection, while history is loaded: a page cache big enough for the
 * (student, date) index (2 GB at 100,000 × 180), so it is written out once per transaction rather
 * than spilled; no rollback journal (a seed that fails is started again with --force); and
 * foreign keys not checked, which halves the time (the generator refers only to students and
 * teachers it wrote before). Back to the app's settings afterwards.
 */
export async function setBulkLoad(db: Db, kind: DatabaseKind, on: boolean): Promise<void> {
  if (kind !== 'sqlite') return
  await sql.raw(`pragma cache_size = ${on ? -2_000_000 : -2000}`).execute(db)
  await sql.raw(`pragma foreign_keys = ${on ? 'OFF' : 'ON'}`).execute(db)
  await sql.raw(`pragma journal_mode = ${on ? 'OFF' : 'WAL'}`).execute(db)
  await sql.raw(`pragma synchronous = ${on ? 'OFF' : 'NORMAL'}`).execute(db)
}

/**
 * PostgreSQL, inside a transaction: the same for its foreign keys (they are triggers, which
 * `session_replication_role = replica` skips), where the role may do so (a superuser). False when it may not.
 */
export async function skipForeignKeyChecks(trx: Db, kind: DatabaseKind): Promise<boolean> {
  if (kind !== 'postgres') return false
  const { rows } = await sql<{ allowed: boolean }>`select rolsuper as allowed from pg_roles where rolname = current_user`.execute(trx)
  if (!rows[0]?.allowed) return false
  await sql`set local session_replication_role = replica`.execute(trx)
  return true
}

/** The school's settings row, for a benchmark that needs every day to be a school day. */
export async function openEveryDay(db: Db, schoolId: string): Promise<void> {
  await db
    .updateTable('schools')
    .set({ school_days: '1,2,3,4,5,6,7', school_day_start: '00:00', late_after: '23:59' })
    .where('id', '=', schoolId)
    .execute()
}

/** The read model's rows, as the encoder made them (read-model/summaries.ts), BATCH_ROWS to a statement. */
export async function writeSummaries(db: Db, kind: DatabaseKind, schoolId: string, summaries: SummaryBuilder): Promise<void> {
  const write = async (table: 'attendance_calendars' | 'attendance_day_counts', columns: string[], integer: string, rows: Iterable<(string | number)[]>) => {
    const batch: (string | number)[][] = []
    for (const row of rows) {
      batch.push(row)
      if (batch.length === BATCH_ROWS) await insertTextRows(db, kind, table, columns, batch.splice(0), [integer])
    }
    await insertTextRows(db, kind, table, columns, batch, [integer])
  }
  const calendars = function* () {
    for (const r of summaries.calendarRows()) yield [schoolId, r.studentId, r.year, r.days]
  }
  const counts = function* () {
    for (const r of summaries.dayCountRows()) yield [schoolId, r.date, r.status, r.bucket, r.n]
  }
  await write('attendance_day_counts', ['school_id', 'date', 'status', 'bucket', 'n'], 'n', counts())
  await write('attendance_calendars', ['school_id', 'student_id', 'year', 'days'], 'year', calendars())
}
