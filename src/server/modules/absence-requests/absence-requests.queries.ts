import type { Insertable, Updateable } from 'kysely'
import type { AbsenceRequestState } from '../../db/schema'
import type { Db, DatabaseKind } from '../../db/create-db'
import type { AbsenceRequestsTable } from '../../db/schema'
import { listedStudents } from '../enrolment'

const OPEN_STATES: AbsenceRequestState[] = ['pending', 'approved']

/** A listed student with their class and its homeroom teacher (who decides their requests). */
export async function findRequestStudent(db: Db, schoolId: string, studentId: string) {
  return listedStudents(db, schoolId)
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .leftJoin('teachers as t', (j) => j.onRef('t.school_id', '=', 'c.school_id').onRef('t.homeroom_class_id', '=', 'c.id'))
    .select(['u.id', 'u.name', 'c.id as classId', 'c.name as className', 't.user_id as homeroomTeacherId'])
    .where('u.id', '=', studentId)
    .executeTakeFirst()
}

/** Whether the student has a pending or approved request sharing a day with [from, to]. */
export async function overlapsOpenRequest(db: Db, schoolId: string, studentId: string, from: string, to: string): Promise<boolean> {
  const row = await db
    .selectFrom('absence_requests')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .where('state', 'in', OPEN_STATES)
    .where('from_date', '<=', to)
    .where('to_date', '>=', from)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertRequest(db: Db, row: Insertable<AbsenceRequestsTable>) {
  await db.insertInto('absence_requests').values(row).execute()
}

/** Moves a request from one state to the next, if it is still in the first: whether this call did. */
export async function moveRequest(
  db: Db,
  schoolId: string,
  id: string,
  from: AbsenceRequestState,
  changes: Updateable<AbsenceRequestsTable> & { state: AbsenceRequestState },
): Promise<boolean> {
  const result = await db.updateTable('absence_requests').set(changes).where('school_id', '=', schoolId).where('id', '=', id)
    .where('state', '=', from).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

function requestRows(db: Db, schoolId: string) {
  return db
    .selectFrom('absence_requests as r')
    .innerJoin('users as su', (j) => j.onRef('su.school_id', '=', 'r.school_id').onRef('su.id', '=', 'r.student_id'))
    .innerJoin('students as s', (j) => j.onRef('s.school_id', '=', 'r.school_id').onRef('s.user_id', '=', 'r.student_id'))
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .innerJoin('users as ru', (j) => j.onRef('ru.school_id', '=', 'r.school_id').onRef('ru.id', '=', 'r.requested_by'))
    .leftJoin('users as du', (j) => j.onRef('du.school_id', '=', 'r.school_id').onRef('du.id', '=', 'r.decided_by'))
    .leftJoin('users as cu', (j) => j.onRef('cu.school_id', '=', 'r.school_id').onRef('cu.id', '=', 'r.cancelled_by'))
    .select([
      'r.id', 'r.student_id as studentId', 'su.name as studentName', 'c.id as classId', 'c.name as className', 'r.from_date as from',
      'r.to_date as to', 'r.reason', 'r.note', 'r.requested_by as requestedById', 'ru.name as requestedByName',
      'r.requested_at as requestedAt', 'r.state', 'r.decided_by as decidedById', 'du.name as decidedByName', 'r.decided_at as decidedAt',
      'r.decision_note as decisionNote', 'r.skipped_days as skippedDays', 'r.cancelled_by as cancelledById', 'cu.name as cancelledByName',
      'r.cancelled_at as cancelledAt', 'r.approval_days as approvalDays',
    ])
    .where('r.school_id', '=', schoolId)
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>

export async function findRequest(db: Db, schoolId: string, id: string): Promise<RequestRow | undefined> {
  return requestRows(db, schoolId).where('r.id', '=', id).executeTakeFirst()
}

/** Requests about these students (a parent's children, a student themselves), newest first. */
export async function listRequestsAbout(db: Db, schoolId: string, studentIds: string[], state?: AbsenceRequestState) {
  if (studentIds.length === 0) return []
  let query = requestRows(db, schoolId).where('r.student_id', 'in', studentIds)
  if (state) query = query.where('r.state', '=', state)
  return query.orderBy('r.requested_at', 'desc').orderBy('r.id').limit(200).execute()
}

/** Requests a staff member decides: every class's for the headmaster, their homeroom class's for a homeroom teacher. */
export async function listRequestsToDecide(db: Db, schoolId: string, classId: string | null, state?: AbsenceRequestState) {
  let query = requestRows(db, schoolId)
  if (classId !== null) query = query.where('c.id', '=', classId)
  if (state) query = query.where('r.state', '=', state)
  return query.orderBy('r.from_date').orderBy('r.requested_at').limit(200).execute()
}

/** The class a homeroom teacher holds, or null. */
export async function homeroomClassOf(db: Db, schoolId: string, teacherId: string): Promise<string | null> {
  const row = await db.selectFrom('teachers').select('homeroom_class_id').where('school_id', '=', schoolId).where('user_id', '=', teacherId)
    .executeTakeFirst()
  return row?.homeroom_class_id ?? null
}

/** The records the student has on these days (any method), to leave alone. */
export async function recordedDays(db: Db, schoolId: string, studentId: string, from: string, to: string) {
  return db.selectFrom('attendance_records').select(['date', 'method']).where('school_id', '=', schoolId)
    .where('student_id', '=', studentId).where('date', '>=', from).where('date', '<=', to).execute()
}

/**
 * The student's records on these days, read and locked (PostgreSQL; SQLite's transactions run one at a
 * time) for the approval deciding over them: nothing changes them between its decision and its writes.
 */
export async function recordsToDecideOver(db: Db, kind: DatabaseKind, schoolId: string, studentId: string, from: string, to: string) {
  const query = db.selectFrom('attendance_records').select(['date', 'status', 'method', 'note', 'recorded_by', 'recorded_at'])
    .where('school_id', '=', schoolId).where('student_id', '=', studentId).where('date', '>=', from).where('date', '<=', to)
    .orderBy('date')
  return (kind === 'postgres' ? query.forUpdate() : query).execute()
}

/**
 * Names the request on the audit rows its approval or cancellation just wrote (method `request`, by
 * that user at that instant, on those days): the day's history says which request changed it.
 */
export async function linkAuditsToRequest(
  db: Db,
  link: { schoolId: string; studentId: string; dates: readonly string[]; by: string; at: string; requestId: string },
) {
  if (link.dates.length === 0) return
  await db.updateTable('attendance_audit').set({ request_id: link.requestId })
    .where('school_id', '=', link.schoolId).where('student_id', '=', link.studentId).where('date', 'in', [...link.dates])
    .where('method', '=', 'request').where('changed_by', '=', link.by).where('changed_at', '=', link.at).where('request_id', 'is', null)
    .execute()
}
