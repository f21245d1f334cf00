import type { Insertable } from 'kysely'
import type { Db } from '../../db/create-db'
import type { GuardiansTable, LinkCodesTable } from '../../db/schema'
import { listedStudents } from '../enrolment'

/** Whether this adult is linked to this student (families.policy.ts decides with it). */
export async function isGuardianOf(db: Db, schoolId: string, parentId: string, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('guardians')
    .select('student_id')
    .where('school_id', '=', schoolId)
    .where('parent_id', '=', parentId)
    .where('student_id', '=', studentId)
    .executeTakeFirst()
  return row !== undefined
}

/** A listed student (not archived, enrolled) with their class: who a code can be made for. */
/** A listed student with their class and its homeroom teacher (who answers for them: families.policy.ts). */
export async function findListedStudent(db: Db, schoolId: string, studentId: string) {
  return listedStudents(db, schoolId)
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .leftJoin('teachers as t', (j) => j.onRef('t.school_id', '=', 'c.school_id').onRef('t.homeroom_class_id', '=', 'c.id'))
    .select(['u.id', 'u.name', 'c.name as className', 't.user_id as homeroomTeacherId'])
    .where('u.id', '=', studentId)
    .executeTakeFirst()
}

export async function insertLinkCode(db: Db, row: Insertable<LinkCodesTable>) {
  await db.insertInto('link_codes').values(row).execute()
}

export async function findLinkCode(db: Db, schoolId: string, codeHash: string) {
  return db.selectFrom('link_codes').selectAll().where('school_id', '=', schoolId).where('code_hash', '=', codeHash).executeTakeFirst()
}

/** Marks the code used, if it still is not: whether this call took it (two redeeming at once: one wins). */
export async function claimLinkCode(db: Db, schoolId: string, id: string, parentId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('link_codes')
    .set({ used_at: at, used_by: parentId })
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function countOpenCodes(db: Db, schoolId: string, studentId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('link_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertGuardian(db: Db, row: Insertable<GuardiansTable>) {
  await db.insertInto('guardians').values(row).execute()
}

export async function deleteGuardian(db: Db, schoolId: string, studentId: string, parentId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('guardians')
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .where('parent_id', '=', parentId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/** One adult's link to a student, with who they are: what their removal is told with. */
export async function findGuardianLink(db: Db, schoolId: string, studentId: string, parentId: string) {
  return db
    .selectFrom('guardians as g')
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 'g.school_id').onRef('u.id', '=', 'g.parent_id'))
    .select(['u.id', 'u.name', 'u.email', 'g.linked_at as linkedAt'])
    .where('g.school_id', '=', schoolId)
    .where('g.student_id', '=', studentId)
    .where('g.parent_id', '=', parentId)
    .executeTakeFirst()
}

/** The adults linked to a student, in the order they linked. */
export async function listGuardians(db: Db, schoolId: string, studentId: string) {
  return db
    .selectFrom('guardians as g')
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 'g.school_id').onRef('u.id', '=', 'g.parent_id'))
    .select(['u.id', 'u.name', 'u.email', 'g.linked_at as linkedAt'])
    .where('g.school_id', '=', schoolId)
    .where('g.student_id', '=', studentId)
    .where('u.archived_at', 'is', null)
    .orderBy('g.linked_at')
    .orderBy('u.id')
    .execute()
}

/** A parent's children who are still listed (an archived student leaves the parent's home), by name. */
export async function listChildren(db: Db, schoolId: string, parentId: string) {
  return listedStudents(db, schoolId)
    .innerJoin('guardians as g', (j) => j.onRef('g.school_id', '=', 'u.school_id').onRef('g.student_id', '=', 'u.id'))
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .select(['u.id', 'u.name', 'c.name as className'])
    .where('g.parent_id', '=', parentId)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute()
}

/** Today's record of each of these students. */
export async function recordsOn(db: Db, schoolId: string, studentIds: string[], date: string) {
  if (studentIds.length === 0) return []
  return db
    .selectFrom('attendance_records')
    .select(['student_id as studentId', 'status', 'method', 'recorded_at as recordedAt'])
    .where('school_id', '=', schoolId)
    .where('date', '=', date)
    .where('student_id', 'in', studentIds)
    .execute()
}
