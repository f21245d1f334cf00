import type { Db } from '../../db/create-db'
import type { LessonMarkAuditTable, LessonMarksTable, LessonRegistersTable } from '../../db/schema'

/** A person's id and name (whoever teaches a lesson), archived or not. */
export async function findPerson(db: Db, schoolId: string, id: string) {
  return db.selectFrom('users').select(['id', 'name']).where('school_id', '=', schoolId).where('id', '=', id).executeTakeFirst()
}

/** The register of a lesson on a date, with who took it. */
export async function findRegister(db: Db, schoolId: string, lessonId: string, date: string) {
  return db
    .selectFrom('lesson_registers as r')
    .leftJoin('users as u', (j) => j.onRef('u.school_id', '=', 'r.school_id').onRef('u.id', '=', 'r.taken_by'))
    .select(['r.id', 'r.taken_by', 'u.name as taken_by_name', 'r.taken_at'])
    .where('r.school_id', '=', schoolId)
    .where('r.lesson_id', '=', lessonId)
    .where('r.date', '=', date)
    .executeTakeFirst()
}

/** Which of these lessons have a register on this date. */
export async function takenRegisters(db: Db, schoolId: string, lessonIds: string[], date: string) {
  if (lessonIds.length === 0) return new Set<string>()
  const rows = await db
    .selectFrom('lesson_registers')
    .select('lesson_id')
    .where('school_id', '=', schoolId)
    .where('date', '=', date)
    .where('lesson_id', 'in', lessonIds)
    .execute()
  return new Set(rows.map((r) => r.lesson_id))
}

export async function listMarks(db: Db, schoolId: string, registerId: string) {
  return db
    .selectFrom('lesson_marks')
    .select(['student_id', 'status', 'note'])
    .where('school_id', '=', schoolId)
    .where('register_id', '=', registerId)
    .execute()
}

/** A new register; one taken at the same moment by someone else wins, and this one is then a correction of it. */
export async function insertRegisterIfNew(db: Db, row: LessonRegistersTable) {
  await db.insertInto('lesson_registers').values(row).onConflict((oc) => oc.columns(['school_id', 'lesson_id', 'date']).doNothing()).execute()
}

export async function touchRegister(db: Db, schoolId: string, id: string, at: string) {
  await db.updateTable('lesson_registers').set({ updated_at: at }).where('school_id', '=', schoolId).where('id', '=', id).execute()
}

export async function insertMarks(db: Db, rows: LessonMarksTable[]) {
  if (rows.length) await db.insertInto('lesson_marks').values(rows).execute()
}

export async function insertMarkAudit(db: Db, rows: LessonMarkAuditTable[]) {
  if (rows.length) await db.insertInto('lesson_mark_audit').values(rows).execute()
}

/** A register's corrections, oldest first. */
export async function listMarkAudit(db: Db, schoolId: string, registerId: string) {
  return db
    .selectFrom('lesson_mark_audit')
    .select(['student_id', 'old_status', 'new_status', 'old_note', 'new_note', 'changed_by', 'changed_at'])
    .where('school_id', '=', schoolId)
    .where('register_id', '=', registerId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute()
}

/** The live classes a teacher keeps as their homeroom teacher (the class's teacher, as a register's reader is). */
export async function classesKeptBy(db: Db, schoolId: string, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('classes').select('id').where('school_id', '=', schoolId).where('teacher_id', '=', userId)
    .where('archived_at', 'is', null).execute()
  return rows.map((r) => r.id)
}
