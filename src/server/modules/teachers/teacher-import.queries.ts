import { type Insertable, sql } from 'kysely'
import type { Role, StaffRole } from '#shared/roles'
import { searchFold } from '#shared/search-fold'
import type { DatabaseKind, Db } from '../../db/create-db'
import type { TeachersTable } from '../../db/schema'
import { withSearchName } from '../../db/search-name'
import type { NewUser } from '../users'
import { batches, LOOKUP_BATCH, WRITE_BATCH } from '../../lib/csv-import/batches'

/** A current account a row's Email names, with its teacher's record when it has one. */
export interface SavedAccount {
  id: string
  email: string
  name: string
  role: Role
  /** Null for a staff account with no teacher's record yet (a headmaster made on the command line). */
  teacher: { departmentId: string; subjects: string[]; homeroomClassId: string | null } | null
}

/**
 * The school's current (not archived) accounts with these emails (lower case, as every saved email
 * is). The homeroom class counts only while it is not archived, as the teacher list shows it.
 */
export async function findAccountsByEmail(db: Db, schoolId: string, emails: string[]): Promise<SavedAccount[]> {
  const found: SavedAccount[] = []
  for (const batch of batches([...new Set(emails)], LOOKUP_BATCH)) {
    const rows = await db
      .selectFrom('users as u')
      .leftJoin('teachers as t', (j) => j.onRef('t.school_id', '=', 'u.school_id').onRef('t.user_id', '=', 'u.id'))
      .leftJoin('classes as h', (j) =>
        j.onRef('h.school_id', '=', 't.school_id').onRef('h.id', '=', 't.homeroom_class_id').on('h.archived_at', 'is', null),
      )
      .select(['u.id', 'u.email', 'u.name', 'u.role', 't.department_id as departmentId', 't.subjects', 'h.id as homeroomClassId'])
      .where('u.school_id', '=', schoolId)
      .where('u.email', 'in', batch)
      .where('u.archived_at', 'is', null)
      .execute()
    for (const r of rows) {
      const teacher = r.departmentId
        ? { departmentId: r.departmentId, subjects: JSON.parse(r.subjects ?? '[]') as string[], homeroomClassId: r.homeroomClassId }
        : null
      found.push({ id: r.id, email: r.email!, name: r.name, role: r.role, teacher })
    }
  }
  return found
}

/** The homeroom teacher of every class that has one, by class id (archived people hold none). */
export async function listHomeroomHolders(db: Db, schoolId: string): Promise<Map<string, { id: string; name: string }>> {
  const rows = await db
    .selectFrom('teachers as t')
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 't.school_id').onRef('u.id', '=', 't.user_id'))
    .select(['t.homeroom_class_id as classId', 'u.id', 'u.name'])
    .where('t.school_id', '=', schoolId)
    .where('t.homeroom_class_id', 'is not', null)
    .where('u.archived_at', 'is', null)
    .execute()
  return new Map(rows.map((r) => [r.classId!, { id: r.id, name: r.name }]))
}

/**
 * New accounts and teachers' records (for new teachers, and for staff who had none), many rows a
 * statement. On PostgreSQL, ANALYZE after many new users, for the reason insertStudents gives.
 */
export async function insertTeachers(db: Db, kind: DatabaseKind, users: NewUser[], teachers: Insertable<TeachersTable>[]) {
  for (const batch of batches(users)) await db.insertInto('users').values(batch.map(withSearchName)).execute()
  if (kind === 'postgres' && users.length >= WRITE_BATCH) await sql`analyze users`.execute(db)
  for (const batch of batches(teachers)) await db.insertInto('teachers').values(batch).execute()
}

export interface TeacherChange {
  id: string
  name: string
  role: StaffRole
  departmentId: string
  /** JSON array, as the teachers table keeps it. */
  subjects: string
  homeroomClassId: string | null
}

/**
 * Changed teachers (account and record), many rows a statement: UPDATE … FROM (VALUES …), which
 * SQLite (3.33+) and PostgreSQL both run, naming the VALUES columns column1, column2, …
 * A staff member who had no teacher's record gets it from insertTeachers first.
 */
export async function updateTeachers(db: Db, schoolId: string, changes: TeacherChange[], at: string) {
  for (const batch of batches(changes)) {
    const people = sql.join(batch.map((c) => sql`(${c.id}, ${c.name}, ${c.role}, ${searchFold(c.name)})`))
    await sql`update users set name = v.column2, role = v.column3, search_name = v.column4, updated_at = ${at}
      from (values ${people}) as v
      where users.school_id = ${schoolId} and users.id = v.column1`.execute(db)
    const records = sql.join(batch.map((c) => sql`(${c.id}, ${c.departmentId}, ${c.subjects}, ${c.homeroomClassId})`))
    await sql`update teachers set department_id = v.column2, subjects = v.column3, homeroom_class_id = v.column4
      from (values ${records}) as v
      where teachers.school_id = ${schoolId} and teachers.user_id = v.column1`.execute(db)
  }
}

/** Each homeroom class becomes its homeroom teacher's class to teach (as the teacher form does). */
export async function setClassTeachers(db: Db, schoolId: string, pairs: { classId: string; teacherId: string }[]) {
  for (const batch of batches(pairs)) {
    const values = sql.join(batch.map((p) => sql`(${p.classId}, ${p.teacherId})`))
    await sql`update classes set teacher_id = v.column2
      from (values ${values}) as v
      where classes.school_id = ${schoolId} and classes.id = v.column1`.execute(db)
  }
}
