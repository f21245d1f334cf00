import type { AttendanceStatus } from '#shared/school'
import { sql } from 'kysely'
import type { Db } from '../../db/create-db'
import { listedStudents } from '../enrolment'

/** Every SQL statement of the staff's daily digest (ADR 021): who gets one, and what it says. */

/** Homeroom teachers with email notices on, each with the class they keep and their language. */
export async function homeroomTeachersToDigest(db: Db, schoolId: string) {
  return db
    .selectFrom('teachers as t')
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 't.school_id').onRef('u.id', '=', 't.user_id'))
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 't.school_id').onRef('c.id', '=', 't.homeroom_class_id'))
    .leftJoin('notice_preferences as np', (j) => j.onRef('np.school_id', '=', 'u.school_id').onRef('np.user_id', '=', 'u.id'))
    .select(['u.id as staffId', 'u.name as staffName', 'u.email as address', 'c.id as classId', 'c.name as className', 'np.language as ownLanguage', 'u.language as accountLanguage'])
    .where('t.school_id', '=', schoolId)
    .where('u.role', '=', 'homeroom_teacher')
    .where('u.archived_at', 'is', null)
    .where('u.email', 'is not', null)
    .where('u.email_notifications', '=', 1)
    .where('c.archived_at', 'is', null)
    .execute()
}

/** Headmasters with email notices on, and their language. */
export async function headmastersToDigest(db: Db, schoolId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('notice_preferences as np', (j) => j.onRef('np.school_id', '=', 'u.school_id').onRef('np.user_id', '=', 'u.id'))
    .select(['u.id as staffId', 'u.name as staffName', 'u.email as address', 'np.language as ownLanguage', 'u.language as accountLanguage'])
    .where('u.school_id', '=', schoolId)
    .where('u.role', '=', 'headmaster')
    .where('u.archived_at', 'is', null)
    .where('u.email', 'is not', null)
    .where('u.email_notifications', '=', 1)
    .execute()
}

/** The listed students counted on `date` (enrolled by then), each with their record's status or none. */
function studentsOnDate(db: Db, schoolId: string, date: string) {
  return listedStudents(db, schoolId)
    .leftJoin('attendance_records as r', (j) => j.onRef('r.school_id', '=', 'u.school_id').onRef('r.student_id', '=', 'u.id').on('r.date', '=', date))
    .where((eb) => eb.or([eb('s.enrolled_on', 'is', null), eb('s.enrolled_on', '<=', date)]))
}

/** The students of these classes absent (absent, sick or permission) or not recorded on `date`, by class and name. */
export async function absentOrUnrecorded(db: Db, schoolId: string, date: string, classIds: readonly string[]) {
  if (classIds.length === 0) return []
  const rows = await studentsOnDate(db, schoolId, date)
    .select(['s.class_id as classId', 'u.name', 'r.status'])
    .where('s.class_id', 'in', classIds)
    .where((eb) => eb.or([eb('r.id', 'is', null), eb('r.status', 'in', ['absent', 'sick', 'permission'])]))
    .orderBy('s.class_id')
    .orderBy('u.name')
    .execute()
  return rows.map((r) => ({ classId: r.classId, name: r.name, status: (r.status ?? null) as AttendanceStatus | null }))
}

/** The school's day: how many listed students there are, and how many records of each status (null: none). */
export async function schoolDayCounts(db: Db, schoolId: string, date: string) {
  const rows = await studentsOnDate(db, schoolId, date)
    .select(['r.status', sql<number | string>`count(*)`.as('n')])
    .groupBy('r.status')
    .execute()
  return rows.map((r) => ({ status: (r.status ?? null) as AttendanceStatus | null, n: Number(r.n) }))
}
