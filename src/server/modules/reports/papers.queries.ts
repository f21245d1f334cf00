import type { Db } from '../../db/create-db'

// What the papers (ADR 047) read besides the range report's figures: who signs, and the students' own numbers.

/** A live class with its teacher's name (the homeroom teacher who signs its sheet), or undefined. */
export async function findClassWithTeacher(db: Db, schoolId: string, classId: string) {
  return db
    .selectFrom('classes as c')
    .leftJoin('users as u', (j) => j.onRef('u.school_id', '=', 'c.school_id').onRef('u.id', '=', 'c.teacher_id').on('u.archived_at', 'is', null))
    .select(['c.id', 'c.name', 'u.name as teacherName'])
    .where('c.school_id', '=', schoolId)
    .where('c.id', '=', classId)
    .where('c.archived_at', 'is', null)
    .executeTakeFirst()
}

/** The school's headmaster who signs beside the homeroom teacher: the first made, when a school has several. */
export async function headmasterName(db: Db, schoolId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('name')
    .where('school_id', '=', schoolId)
    .where('role', '=', 'headmaster')
    .where('archived_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst()
  return row?.name ?? null
}

/** Each of these students' own number (NIS), by student id. */
export async function studentNumbersOf(db: Db, schoolId: string, studentIds: readonly string[]): Promise<Map<string, string>> {
  if (studentIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('students')
    .select(['user_id as id', 'student_number as number'])
    .where('school_id', '=', schoolId)
    .where('user_id', 'in', studentIds)
    .execute()
  return new Map(rows.map((r) => [r.id, r.number]))
}

/** Each of these students' NISN (ADR 046), by student id; those without one are not in the map. */
export async function nisnsOf(db: Db, schoolId: string, studentIds: readonly string[]): Promise<Map<string, string>> {
  if (studentIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('students')
    .select(['user_id as id', 'nisn'])
    .where('school_id', '=', schoolId)
    .where('user_id', 'in', studentIds)
    .where('nisn', 'is not', null)
    .execute()
  return new Map(rows.map((r) => [r.id, r.nisn!]))
}
