import type { SetupStep } from '#shared/contracts/school-setup'
import type { Db } from '../../db/create-db'
import { NO_PASSWORD_HASH } from '../../lib/password'

/** The name a real school is created with (bootstrap.ts): its settings count as saved once the name is the school's own. */
export const DEFAULT_SCHOOL_NAME = 'Rollcall School'

const TEACHER_ROLES = ['homeroom_teacher', 'subject_teacher'] as const

/**
 * Which first-run steps the school's data shows done, in one statement: a handful of EXISTS
 * probes, each stopping at its first row, so the answer costs the same for 10 or 10,000 students.
 */
export async function loadSetupSteps(db: Db, schoolId: string): Promise<Record<SetupStep, boolean>> {
  const row = await db
    .selectFrom('schools')
    .where('schools.id', '=', schoolId)
    .select((eb) => {
      const people = (roles: readonly string[]) =>
        eb.selectFrom('users').select('users.id').where('users.school_id', '=', schoolId).where('users.role', 'in', roles as never).where('users.archived_at', 'is', null)
      return [
        'schools.name',
        eb.exists(eb.selectFrom('departments').select('departments.id').where('departments.school_id', '=', schoolId).where('departments.archived_at', 'is', null)).as('departments'),
        eb.exists(people(TEACHER_ROLES)).as('teachers'),
        eb.exists(eb.selectFrom('classes').select('classes.id').where('classes.school_id', '=', schoolId).where('classes.archived_at', 'is', null)).as('classes'),
        eb.exists(people(['student'])).as('students'),
        eb.exists(people(['student']).where('users.password_hash', '=', NO_PASSWORD_HASH)).as('studentsWithoutPassword'),
        eb.exists(eb.selectFrom('attendance_records').select('attendance_records.id').where('attendance_records.school_id', '=', schoolId)).as('records'),
      ]
    })
    .executeTakeFirstOrThrow()
  // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
  const students = Boolean(row.students)
  return {
    settings: row.name !== DEFAULT_SCHOOL_NAME,
    departments: Boolean(row.departments),
    teachers: Boolean(row.teachers),
    classes: Boolean(row.classes),
    students,
    passwords: students && !row.studentsWithoutPassword,
    rollCall: Boolean(row.records),
  }
}
