import type { DemoAccountsResponse } from '#shared/contracts/auth'
import type { Role } from '#shared/roles'
import { insertManyRows } from '../bulk-insert.queries'
import type { Db } from '../create-db'
import { DEMO, type buildDemoSchool } from './demo-school'

type DemoRows = ReturnType<typeof buildDemoSchool>

/** Tables in the order their foreign keys allow. */
const INSERT_ORDER = [
  'schools', 'school_holidays', 'departments', 'users', 'classes', 'teachers', 'students', 'attendance_records', 'attendance_calendars',
  'attendance_day_counts', 'attendance_audit', 'guardians', 'bell_periods', 'lessons', 'lesson_changes', 'lesson_registers', 'lesson_marks',
] as const

/** The tables of many rows (a term's history), all text but these integer columns: written in bulk. */
const MANY_ROWS: Partial<Record<(typeof INSERT_ORDER)[number], string[]>> = {
  attendance_records: [], attendance_audit: [], lesson_registers: ['period'], lesson_marks: [],
}

/** Writes a whole school (the demo school, or a benchmark's) in one transaction: all of it or none. */
export async function insertSchoolRows(db: Db, rows: Partial<DemoRows>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of INSERT_ORDER) {
      const list = (rows[table] ?? []) as object[]
      const integers = MANY_ROWS[table]
      if (integers) {
        await insertManyRows(trx, table, list, integers)
        continue
      }
      // Chunks keep each statement under SQLite's and PostgreSQL's parameter limits.
      for (let i = 0; i < list.length; i += 200) {
        await trx.insertInto(table).values(list.slice(i, i + 200) as never).execute()
      }
    }
  })
}

const BOX_ROLES: Role[] = ['headmaster', 'homeroom_teacher', 'subject_teacher', 'student', 'parent']
/** The demo has three parents (the first with two children): the box lists them all. */
const BOX_PARENTS = 3

/** The accounts the sign-in screen lists: the first of each role (the parents all), or null if this is not a demo school. */
export async function findDemoAccounts(db: Db, schoolId: string): Promise<DemoAccountsResponse | null> {
  const school = await db.selectFrom('schools').select('is_demo').where('id', '=', schoolId).executeTakeFirst()
  if (school?.is_demo !== 1) return null
  const accounts: DemoAccountsResponse['accounts'] = []
  for (const role of BOX_ROLES) {
    const users = await db
      .selectFrom('users')
      .select(['name', 'email', 'parent_number'])
      .where('school_id', '=', schoolId)
      .where('role', '=', role)
      .where('archived_at', 'is', null)
      .orderBy('created_at')
      .orderBy(role === 'student' ? 'parent_number' : 'email')
      .limit(role === 'parent' ? BOX_PARENTS : 1)
      .execute()
    for (const user of users) {
      const student = role === 'student'
      accounts.push({
        role,
        name: user.name,
        kind: student ? 'student' : role === 'parent' ? 'parent' : 'staff',
        identifier: (student ? user.parent_number : user.email) ?? '',
      })
    }
  }
  return { password: DEMO.password, accounts }
}
