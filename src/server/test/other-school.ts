import { zonedParts } from '#shared/dates'
import type { Db } from '../db/create-db'
import { buildDemoSchool, DEMO } from '../db/demo/demo-school'
import { insertSchoolRows } from '../db/demo/demo.queries'
import { hashPassword } from '../lib/password'
import { summaryRowsOf } from '../modules/attendance'

export const OTHER_SCHOOL = {
  id: 'other-school',
  name: 'Other School',
  password: 'other-school-password',
  /** A student only the other school has: a search from the app's school must never find them. */
  ownStudent: 'Zorro Outsider',
} as const

/**
 * A second school in the same database, for proving that nothing the app's school sees comes from
 * another (ADR 002). It is the demo school again, built on the same seed: the same names, emails,
 * parent numbers and even the same ids (ids are unique per school only), so a query that forgets its
 * school shows a row twice or a count doubled. What differs: every record says "permission" (a
 * figure taken from it shows), its own password, and one student of its own (OTHER_SCHOOL.ownStudent).
 * Its summaries come from the read model's one encoder, as the write path would have kept them.
 */
export async function insertOtherSchool(db: Db, now: Date): Promise<void> {
  const rows = buildDemoSchool(OTHER_SCHOOL.id, await hashPassword(OTHER_SCHOOL.password), zonedParts(now, DEMO.timeZone).date)
  rows.schools[0] = { ...rows.schools[0]!, name: OTHER_SCHOOL.name, is_demo: 0 }
  const first = rows.students[0]!
  const firstUser = rows.users.find((u) => u.id === first.user_id)!
  const taken = new Set(rows.users.map((u) => u.parent_number))
  let parentNumber = 99_999
  while (taken.has(String(parentNumber))) parentNumber--
  rows.users.push({ ...firstUser, id: 'other-own-student', name: OTHER_SCHOOL.ownStudent, parent_number: String(parentNumber) })
  rows.students.push({ ...first, user_id: 'other-own-student', student_number: 'S9999' })
  rows.attendance_records = rows.attendance_records.map((r) => ({ ...r, status: 'permission' }))
  rows.attendance_audit = rows.attendance_audit.map((a) => ({ ...a, new_status: 'permission' }))
  Object.assign(rows, summaryRowsOf(rows.attendance_records))
  await insertSchoolRows(db, rows)
}
