import type { Insertable } from 'kysely'
import { insertManyRows, insertManyRowsIfAbsent } from '../../db/bulk-insert.queries'
import type { Db, DatabaseKind } from '../../db/create-db'
import { arg, precompiled } from '../../db/precompiled'
import type { AttendanceAuditTable, AttendanceRecordsTable } from '../../db/schema'

/**
 * The write path's statements (record-attendance.ts), each for any number of students of one
 * school and day, so a class's roll call costs a handful of statements rather than a few per student.
 * One student's (a QR scan, a manual record) go through statements compiled once (db/precompiled.ts).
 */

/** Rows to a multi-row statement: well under either engine's limit on parameters. */
const WRITE_BATCH = 500

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += WRITE_BATCH) out.push(rows.slice(i, i + WRITE_BATCH))
  return out
}

const RECORD_COLUMNS = ['school_id', 'id', 'student_id', 'date', 'status', 'method', 'note', 'recorded_at', 'recorded_by', 'updated_at'] as const
const AUDIT_COLUMNS = [
  'school_id', 'id', 'record_id', 'student_id', 'date', 'old_status', 'new_status', 'old_note', 'new_note', 'method', 'changed_by', 'changed_at',
] as const
/** A row written with precompiled statements: arg(i) in the i-th column. */
const argsRow = (columns: readonly string[]) => Object.fromEntries(columns.map((column, i) => [column, arg(i)]))
const valuesOf = (columns: readonly string[], row: object) => columns.map((column) => (row as Record<string, unknown>)[column] ?? null)

const insertOneRecordIfAbsent = precompiled((db) =>
  db
    .insertInto('attendance_records')
    .values(argsRow(RECORD_COLUMNS) as Insertable<AttendanceRecordsTable>)
    .onConflict((oc) => oc.columns(['school_id', 'student_id', 'date']).doNothing())
    .returning('student_id'),
)
const insertOneAudit = precompiled((db) => db.insertInto('attendance_audit').values(argsRow(AUDIT_COLUMNS) as Insertable<AttendanceAuditTable>))

/** Inserts the records no other writer has inserted; returns the students whose record this call inserted. */
export async function insertRecordsIfAbsent(db: Db, records: readonly Insertable<AttendanceRecordsTable>[]): Promise<Set<string>> {
  const inserted = new Set<string>()
  if (records.length === 1) {
    const { rows } = await insertOneRecordIfAbsent.run(db, valuesOf(RECORD_COLUMNS, records[0]!))
    for (const row of rows) inserted.add(row.student_id)
    return inserted
  }
  for (const student of await insertManyRowsIfAbsent(db, 'attendance_records', records, { key: ['school_id', 'student_id', 'date'], returned: 'student_id' })) {
    inserted.add(student)
  }
  return inserted
}

/** The day's records of these students, locked against concurrent writers on PostgreSQL (inside a transaction). */
export async function findRecordsForUpdate(db: Db, kind: DatabaseKind, schoolId: string, date: string, studentIds: readonly string[]) {
  const found = []
  for (const ids of chunks(studentIds)) {
    const query = db
      .selectFrom('attendance_records')
      .selectAll()
      .where('school_id', '=', schoolId)
      .where('date', '=', date)
      .where('student_id', 'in', ids)
      .orderBy('student_id') // one lock order for every writer
    // SQLite has no row locks; its transactions already run one at a time.
    found.push(...(await (kind === 'postgres' ? query.forUpdate() : query).execute()))
  }
  return found
}

/**
 * Replaces status, note, method and who/when of records that exist (and are locked): an upsert whose
 * insert never happens, so one statement changes any number of rows on either engine.
 */
export async function updateRecords(db: Db, records: readonly Insertable<AttendanceRecordsTable>[]) {
  for (const rows of chunks(records)) {
    await db
      .insertInto('attendance_records')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['school_id', 'student_id', 'date']).doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          note: eb.ref('excluded.note'),
          method: eb.ref('excluded.method'),
          recorded_by: eb.ref('excluded.recorded_by'),
          recorded_at: eb.ref('excluded.recorded_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute()
  }
}

/** Deletes these records (locked by findRecordsForUpdate): records taken back (take-back-attendance.ts). */
export async function deleteRecords(db: Db, schoolId: string, ids: readonly string[]) {
  for (const some of chunks(ids)) await db.deleteFrom('attendance_records').where('school_id', '=', schoolId).where('id', 'in', some).execute()
}

export async function insertAudits(db: Db, entries: readonly Insertable<AttendanceAuditTable>[]) {
  if (entries.length === 1) return void (await insertOneAudit.run(db, valuesOf(AUDIT_COLUMNS, entries[0]!)))
  await insertManyRows(db, 'attendance_audit', entries)
}

/** Names of these accounts (students or staff, archived ones too), by id. */
export async function namesOfUsers(db: Db, schoolId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  for (const some of chunks(ids)) {
    const rows = await db.selectFrom('users').select(['id', 'name']).where('school_id', '=', schoolId).where('id', 'in', some).execute()
    for (const row of rows) names.set(row.id, row.name)
  }
  return names
}
