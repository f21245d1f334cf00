import type { Db } from '../db/create-db'
import { insertUser } from '../modules/users'
import { insertMessages, messageIdOf } from '../modules/notices'

/**
 * Test fixtures: a parent account linked to a student, made directly in the tables, so a test of notices
 * needs no link code (ADR 020; the families module's own tests link through the API).
 */
export async function linkParent(
  db: Db,
  schoolId: string,
  studentId: string,
  options: { id?: string; name?: string; email?: string; notices?: boolean; archived?: boolean } = {},
): Promise<{ id: string; email: string; name: string }> {
  const id = options.id ?? `parent-${studentId}-${Math.random().toString(36).slice(2, 8)}`
  const email = options.email ?? `${id}@parents.test`
  const name = options.name ?? `Parent of ${studentId}`
  const at = '2030-01-01T00:00:00.000Z'
  await insertUser(db, {
    school_id: schoolId, id, role: 'parent', name, email, parent_number: null, password_hash: 'not-a-hash',
    email_notifications: options.notices === false ? 0 : 1, created_at: at, updated_at: at,
    archived_at: options.archived ? at : null,
  })
  await db.insertInto('guardians').values({ school_id: schoolId, student_id: studentId, parent_id: id, linked_at: at, code_created_by: null }).execute()
  return { id, email, name }
}

/** Every message in the outbox, oldest first. */
export async function outbox(db: Db, schoolId: string) {
  return db.selectFrom('outbox_messages').selectAll().where('school_id', '=', schoolId).orderBy('created_at').orderBy('kind').execute()
}

/** Some students of the demo school's biggest class, with its id. */
export async function demoClass(db: Db) {
  const { class_id } = await db
    .selectFrom('students').select((eb) => ['class_id', eb.fn.countAll().as('n')]).groupBy('class_id').orderBy('n', 'desc').executeTakeFirstOrThrow()
  const students = await db.selectFrom('students as s').innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
    .select(['s.user_id as id', 'u.name']).where('s.class_id', '=', class_id).orderBy('s.user_id').execute()
  return { classId: class_id, students }
}

/**
 * `n` queued messages straight into the outbox (for the delivery tests and the benchmark), to one parent
 * linked to the school's first student, all due at `at`.
 */
export async function queueMessages(db: Db, schoolId: string, n: number, at: string, options: { prefix?: string; quietStart?: string; quietEnd?: string } = {}) {
  const prefix = options.prefix ?? 'm'
  const student = await db.selectFrom('users').select('id').where('school_id', '=', schoolId).where('role', '=', 'student').orderBy('id').executeTakeFirstOrThrow()
  const parent = await linkParent(db, schoolId, student.id, { id: `parent-${prefix}`, name: `Parent ${prefix}` })
  if (options.quietStart) {
    await db.insertInto('notice_preferences')
      .values({ school_id: schoolId, user_id: parent.id, quiet_start: options.quietStart, quiet_end: options.quietEnd ?? options.quietStart }).execute()
  }
  const rows = Array.from({ length: n }, (_, i) => {
    const id = `${prefix}-${String(i).padStart(6, '0')}`
    return {
      school_id: schoolId, id, idempotency_key: `test:${id}`, kind: 'absent', recipient_id: parent.id, channel: 'email' as const,
      address: parent.email, language: 'en', subject: `Notice ${id}`, body: `Body of ${id}`, payload: JSON.stringify({ n: i }),
      state: 'queued' as const, next_attempt_at: at, last_error: null, message_id: messageIdOf(id, schoolId), created_at: at, sent_at: null,
      about_record_id: null, about_student_id: student.id, about_date: at.slice(0, 10),
    }
  })
  await insertMessages(db, rows)
  return { parent, studentId: student.id, ids: rows.map((r) => r.id) }
}
