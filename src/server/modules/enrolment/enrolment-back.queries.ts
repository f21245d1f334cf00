import type { Insertable } from 'kysely'
import type { Db } from '../../db/create-db'
import type { EnrolmentAuditTable } from '../../db/schema'

/**
 * Of `studentIds`, those who might not count yet on `date` (enrolment-back.ts decides): enrolled after it,
 * or with an account from that date on (every zone's start of the next day is on or after `date` in UTC
 * text order). With the school's time zone, to find that day's start. One statement, by the primary keys.
 */
export async function enrolmentsAfter(db: Db, schoolId: string, date: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return []
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
    .innerJoin('schools as sc', 'sc.id', 's.school_id')
    .select(['s.user_id as studentId', 's.enrolled_on as enrolledOn', 'u.created_at as createdAt', 'sc.time_zone as timeZone'])
    .where('s.school_id', '=', schoolId)
    .where('s.user_id', 'in', [...studentIds])
    .where((eb) => eb.or([eb('s.enrolled_on', '>', date), eb('u.created_at', '>=', date)]))
    .execute()
}

/** Moves the students' enrolment to `date` and their first counted instant to `start`, each only where that is earlier. */
export async function moveEnrolments(db: Db, schoolId: string, studentIds: readonly string[], date: string, start: string) {
  await db
    .updateTable('students')
    .set({ enrolled_on: date })
    .where('school_id', '=', schoolId)
    .where('user_id', 'in', [...studentIds])
    .where((eb) => eb.or([eb('enrolled_on', 'is', null), eb('enrolled_on', '>', date)]))
    .execute()
  await db
    .updateTable('users')
    .set({ created_at: start })
    .where('school_id', '=', schoolId)
    .where('id', 'in', [...studentIds])
    .where('created_at', '>', start)
    .execute()
}

export async function insertEnrolmentAudits(db: Db, rows: Insertable<EnrolmentAuditTable>[]) {
  if (rows.length) await db.insertInto('enrolment_audit').values(rows).execute()
}
