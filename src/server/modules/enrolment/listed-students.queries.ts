import { sql } from 'kysely'
import type { Db } from '../../db/create-db'

/**
 * The school's listed students: the one definition of who the day sheet, the reports, name search,
 * the scanner and Student Management list and count (ADR 016). A listed student has a student
 * account (`users.role`), not archived (ADR 006), and an enrolment (`students`); `u` is the account,
 * `s` the enrolment (class, department). On SQLite, `student_names` (name search, ADR 012) holds the
 * same students, kept by the triggers of migration 2026-11-24T1000_student_names: they restate this
 * rule in SQL, and `npm run rebuild-summaries` checks what they kept against this one.
 */
export function listedStudents(db: Db, schoolId: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('students as s', (j) => j.onRef('s.school_id', '=', 'u.school_id').onRef('s.user_id', '=', 'u.id'))
    .where('u.school_id', '=', schoolId)
    // A literal, not a parameter: SQLite (built with STAT4) plans again, at its next run, a statement whose
    // parameter may change the plan, and `role` leads an index; 'student' never changes.
    .where('u.role', '=', sql.lit('student'))
    .where('u.archived_at', 'is', null)
}
