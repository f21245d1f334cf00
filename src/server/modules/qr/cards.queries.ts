import type { Insertable } from 'kysely'
import type { Db } from '../../db/create-db'
import type { StudentCardsTable } from '../../db/schema'
import { listedStudents } from '../enrolment'

/** Cards for students without a phone (ADR 027): one in use a student. */

/** The class's listed students with what a card prints, by name. */
export async function classCardStudents(db: Db, schoolId: string, classId: string) {
  return listedStudents(db, schoolId)
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .leftJoin('student_photos as p', (j) => j.onRef('p.school_id', '=', 's.school_id').onRef('p.student_id', '=', 's.user_id'))
    .select(['u.id', 'u.name', 's.student_number as studentNumber', 's.nisn', 'c.name as className', 'p.updated_at as photoUpdatedAt'])
    .where('s.class_id', '=', classId)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute()
}

/** The cards in use of the school (of these students when named), by student. */
export async function cardsInUse(db: Db, schoolId: string, studentIds?: readonly string[]) {
  let query = db.selectFrom('student_cards').select(['id', 'student_id', 'issued_at']).where('school_id', '=', schoolId).where('revoked_at', 'is', null)
  if (studentIds) {
    if (!studentIds.length) return new Map<string, { id: string; student_id: string; issued_at: string }>()
    query = query.where('student_id', 'in', [...studentIds])
  }
  return new Map((await query.execute()).map((card) => [card.student_id, card]))
}

export async function insertCards(db: Db, cards: readonly Insertable<StudentCardsTable>[]) {
  if (cards.length) await db.insertInto('student_cards').values([...cards]).execute()
}

/** Every card of the student in use stops working now. */
export async function revokeCardsOf(db: Db, schoolId: string, studentId: string, at: string) {
  await db.updateTable('student_cards').set({ revoked_at: at }).where('school_id', '=', schoolId).where('student_id', '=', studentId).where('revoked_at', 'is', null).execute()
}

/** These cards, in use or not: whose they are and since when they are revoked. */
export async function cardsById(db: Db, schoolId: string, ids: readonly string[]) {
  if (!ids.length) return new Map<string, { id: string; student_id: string; revoked_at: string | null }>()
  const rows = await db.selectFrom('student_cards').select(['id', 'student_id', 'revoked_at']).where('school_id', '=', schoolId).where('id', 'in', [...ids]).execute()
  return new Map(rows.map((card) => [card.id, card]))
}
