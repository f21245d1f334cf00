import { type Insertable, sql } from 'kysely'
import type { Level } from '#shared/school'
import { searchFold } from '#shared/search-fold'
import type { DatabaseKind, Db } from '../../db/create-db'
import type { StudentsTable } from '../../db/schema'
import { withSearchName } from '../../db/search-name'
import { batches, LOOKUP_BATCH, WRITE_BATCH } from '../../lib/csv-import/batches'
import type { NewClass } from '../classes'
import type { NewUser } from '../users'
import { listedStudents } from '../enrolment'

export interface SavedStudent {
  id: string
  studentNumber: string
  nisn: string | null
  name: string
  parentNumber: string
  classId: string
  level: Level
  departmentId: string
}

/** The school's current (not archived) students with these student numbers. */
export async function findStudentsByNumber(db: Db, schoolId: string, numbers: string[]): Promise<SavedStudent[]> {
  const found: SavedStudent[] = []
  for (const batch of batches([...new Set(numbers)], LOOKUP_BATCH)) {
    const rows = await listedStudents(db, schoolId)
      .select([
        'u.id', 's.student_number as studentNumber', 's.nisn', 'u.name', 'u.parent_number as parentNumber',
        's.class_id as classId', 's.level', 's.department_id as departmentId',
      ])
      .where('s.student_number', 'in', batch)
      .execute()
    found.push(...rows.map((r) => ({ ...r, nisn: r.nisn ?? null, parentNumber: r.parentNumber ?? '' })))
  }
  return found
}

/** Who holds each of these parent numbers now (an archived user's number has moved away already). */
export async function findParentNumberHolders(db: Db, schoolId: string, numbers: string[]): Promise<Map<string, string>> {
  const holders = new Map<string, string>()
  for (const batch of batches([...new Set(numbers)], LOOKUP_BATCH)) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'parent_number'])
      .where('school_id', '=', schoolId)
      .where('parent_number', 'in', batch)
      .execute()
    for (const row of rows) holders.set(row.parent_number!, row.id)
  }
  return holders
}

/** Classes a student can be put in: not archived. */
export async function listOpenClasses(db: Db, schoolId: string) {
  return db.selectFrom('classes').select(['id', 'name']).where('school_id', '=', schoolId).where('archived_at', 'is', null).orderBy('name').execute()
}

/** Classes an import creates for its rows (a file names a few). */
export async function insertClasses(db: Db, classes: NewClass[]) {
  for (const batch of batches(classes)) await db.insertInto('classes').values(batch.map(withSearchName)).execute()
}

/**
 * New students with their accounts, many rows per statement.
 *
 * PostgreSQL checks each students row's foreign key with a plan it keeps per connection, made
 * when that connection first needed it: on a young school, a sequential scan of a tiny users
 * table. After thousands of new users that plan would scan them all for every row (seconds for
 * 5,000 rows). ANALYZE refreshes the statistics and drops the kept plans, so the checks use the
 * primary key. It reads a sample, and blocks no reads or writes (only another ANALYZE or VACUUM).
 */
export async function insertStudents(
  db: Db,
  kind: DatabaseKind,
  users: NewUser[],
  students: Insertable<StudentsTable>[],
) {
  for (const batch of batches(users)) await db.insertInto('users').values(batch.map(withSearchName)).execute()
  if (kind === 'postgres' && users.length >= WRITE_BATCH) await sql`analyze users`.execute(db)
  for (const batch of batches(students)) await db.insertInto('students').values(batch).execute()
}

export interface StudentChange {
  id: string
  name: string
  parentNumber: string
  classId: string
  level: Level
  departmentId: string
  nisn: string | null
}

/**
 * Changed students, many rows per statement: UPDATE … FROM (VALUES …), which SQLite (3.33+) and
 * PostgreSQL both run, and both name the VALUES columns column1, column2, …
 */
export async function updateStudents(db: Db, schoolId: string, changes: StudentChange[], at: string) {
  for (const batch of batches(changes)) {
    const people = sql.join(batch.map((c) => sql`(${c.id}, ${c.name}, ${c.parentNumber}, ${searchFold(c.name)})`))
    await sql`update users set name = v.column2, parent_number = v.column3, search_name = v.column4, updated_at = ${at}
      from (values ${people}) as v
      where users.school_id = ${schoolId} and users.id = v.column1`.execute(db)
    const placements = sql.join(batch.map((c) => sql`(${c.id}, ${c.classId}, ${c.level}, ${c.departmentId}, ${c.nisn})`))
    await sql`update students set class_id = v.column2, level = v.column3, department_id = v.column4, nisn = v.column5
      from (values ${placements}) as v
      where students.school_id = ${schoolId} and students.user_id = v.column1`.execute(db)
  }
}
