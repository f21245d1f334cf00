import { sql } from 'kysely'
import type { AttendanceStatus } from '#shared/school'
import type { Db } from '../../db/create-db'
import { listedStudents } from '../enrolment'
import { NO_RECORD } from '../attendance'

/** Whose attendance a report covers: one class, one department, or (neither) the whole school. */
export interface ReportScope {
  classId?: string
  departmentId?: string
}

/** The school's listed students with their (not archived) classes. */
function currentStudents(db: Db, schoolId: string) {
  return listedStudents(db, schoolId)
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .where('c.archived_at', 'is', null)
}

/** The scope's enrolments (archived students' too): whom it holds, in which class. */
function enrolments(db: Db, schoolId: string, scope: ReportScope) {
  let query = db.selectFrom('students').where('school_id', '=', schoolId)
  if (scope.classId) query = query.where('class_id', '=', scope.classId)
  if (scope.departmentId) query = query.where('department_id', '=', scope.departmentId)
  return query
}

/**
 * The scope's current students whose account existed before `createdBefore`, in name order
 * (then id; names compared as text, the same on both databases). No class names: a whole school
 * needs them only for the rows it shows (classNamesOf), and reading 100,000 enrolments costs time.
 */
export async function listReportStudents(
  db: Db,
  schoolId: string,
  scope: ReportScope,
  createdBefore: string,
): Promise<{ id: string; name: string; createdAt: string; enrolledOn: string | null }[]> {
  let users = currentStudentsBefore(db, schoolId, createdBefore)
  if (scope.classId || scope.departmentId) users = users.where('u.id', 'in', enrolments(db, schoolId, scope).select('user_id'))
  const students = await users.execute()
  return students.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/**
 * The class name of each of these students (of every student when over a thousand are asked for),
 * by student id. Every student: one row per class with its students' ids joined by line feeds, a
 * few thousand rows instead of 100,000.
 */
export async function classNamesOf(db: Db, schoolId: string, studentIds: readonly string[]): Promise<Map<string, string>> {
  if (studentIds.length === 0) return new Map()
  const classes = db
    .selectFrom('students as s')
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .where('s.school_id', '=', schoolId)
  if (studentIds.length <= 1000) {
    const rows = await classes.select(['s.user_id as id', 'c.name']).where('s.user_id', 'in', studentIds).execute()
    return new Map(rows.map((r) => [r.id, r.name]))
  }
  const rows = await classes
    .select(['c.name', sql<string>`string_agg(s.user_id, ${'\n'})`.as('ids')])
    .groupBy(['s.class_id', 'c.name'])
    .execute()
  const names = new Map<string, string>()
  for (const row of rows) for (const id of row.ids.split('\n')) names.set(id, row.name)
  return names
}

/** One current student, for their history. */
export async function findReportStudent(
  db: Db,
  schoolId: string,
  studentId: string,
): Promise<{ id: string; name: string; className: string; createdAt: string; enrolledOn: string | null } | undefined> {
  return currentStudents(db, schoolId)
    .where('u.id', '=', studentId)
    .select(['u.id', 'u.name', 'c.name as className', 'u.created_at as createdAt', 's.enrolled_on as enrolledOn'])
    .executeTakeFirst()
}

/**
 * Whose calendars to read: a scope's students, some students, or (for correcting the school-wide
 * day counts) the archived students, or those whose account is from a given instant on.
 */
export type CalendarFilter = { scope: ReportScope } | { ids: readonly string[] } | { archived: true } | { createdSince: string }

/**
 * Days `start` to `start + length − 1` of one year of attendance calendars (ADR 008), packed into
 * one string: per student, exactly `length` day characters (padded with "no record"), the student
 * id, then a line feed. One string instead of 100,000 rows: the database builds it far faster than
 * the driver makes rows. A whole school's year is one range of the key.
 */
export async function packCalendarSegments(
  db: Db,
  schoolId: string,
  segment: { year: number; start: number; length: number },
  filter: CalendarFilter,
): Promise<string> {
  const padded = NO_RECORD.repeat(segment.length)
  let query = db
    .selectFrom('attendance_calendars')
    .select(sql<string | null>`string_agg(substr(days || ${padded}, ${segment.start}, ${segment.length}) || student_id || ${'\n'}, '')`.as('packed'))
    .where('school_id', '=', schoolId)
    .where('year', '=', segment.year)
  if ('ids' in filter) {
    if (filter.ids.length === 0) return ''
    query = query.where('student_id', 'in', filter.ids)
  } else if ('scope' in filter) {
    if (filter.scope.classId || filter.scope.departmentId) query = query.where('student_id', 'in', enrolments(db, schoolId, filter.scope).select('user_id'))
  } else {
    let students = db.selectFrom('users').select('id').where('school_id', '=', schoolId).where('role', '=', 'student')
    students = 'archived' in filter ? students.where('archived_at', 'is not', null) : students.where('created_at', '>=', filter.createdSince)
    query = query.where('student_id', 'in', students)
  }
  return (await query.executeTakeFirst())?.packed ?? ''
}

/** One student's records from `from` to `to`. */
export async function listStudentRecords(db: Db, schoolId: string, studentId: string, from: string, to: string) {
  return db
    .selectFrom('attendance_records')
    .select(['date', 'status', 'note'])
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute()
}

/**
 * Per class: how many of its students created before `createdBefore` have each status on `date`
 * (null: no record), and how many of those records were not made by a QR scan (isRollTaken).
 */
export async function countClassStatuses(
  db: Db,
  schoolId: string,
  date: string,
  createdBefore: string,
): Promise<{ classId: string; className: string; department: string; status: AttendanceStatus | null; n: number; byHand: number }[]> {
  const rows = await currentStudents(db, schoolId)
    .innerJoin('departments as d', (j) => j.onRef('d.school_id', '=', 'c.school_id').onRef('d.id', '=', 'c.department_id'))
    .leftJoin('attendance_records as a', (j) =>
      j.onRef('a.school_id', '=', 'u.school_id').onRef('a.student_id', '=', 'u.id').on('a.date', '=', date),
    )
    .where('u.created_at', '<', createdBefore)
    .select((eb) => [
      'c.id as classId',
      'c.name as className',
      'd.name as department',
      'a.status',
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.sum<string | number | null>(eb.case().when('a.method', '<>', 'qr').then(1).else(0).end()).as('byHand'),
    ])
    .groupBy(['c.id', 'c.name', 'd.name', 'a.status'])
    .orderBy('c.name')
    .execute()
  return rows.map((r) => ({ ...r, status: r.status ?? null, n: Number(r.n), byHand: Number(r.byHand ?? 0) }))
}

/**
 * The school's listed students whose accounts were made before `createdBefore`, with their
 * enrolment date (a first counted day: report-data.ts countingFrom).
 */
export function currentStudentsBefore(db: Db, schoolId: string, createdBefore: string) {
  return listedStudents(db, schoolId)
    .select(['u.id as id', 'u.name as name', 'u.created_at as createdAt', 's.enrolled_on as enrolledOn'])
    .where('u.created_at', '<', createdBefore)
}

/** The date of the school's first attendance record, or null when it has none yet (the day counts' key starts with the date). */
export async function firstRecordDate(db: Db, schoolId: string): Promise<string | null> {
  const row = await db
    .selectFrom('attendance_day_counts')
    .select((eb) => eb.fn.min<string | null>('date').as('first'))
    .where('school_id', '=', schoolId)
    .executeTakeFirst()
  return row?.first ?? null
}

/**
 * Each of the scope's current students' early departures from `from` to `to` (dates, inclusive), by
 * student id: the reports' one count of them (ADR 029). "Left early" was judged when each was recorded.
 */
export async function leftEarlyCounts(db: Db, schoolId: string, from: string, to: string, scope: ReportScope): Promise<Map<string, number>> {
  let students = currentStudents(db, schoolId)
  if (scope.classId || scope.departmentId) students = students.where('u.id', 'in', enrolments(db, schoolId, scope).select('user_id'))
  const rows = await db
    .selectFrom('departures as d')
    .select((eb) => ['d.student_id', eb.fn.countAll<number | string>().as('n')])
    .where('d.school_id', '=', schoolId)
    .where('d.date', '>=', from)
    .where('d.date', '<=', to)
    .where('d.left_early', '=', 1)
    .where('d.student_id', 'in', students.select('u.id'))
    .groupBy('d.student_id')
    .execute()
  return new Map(rows.map((r) => [r.student_id, Number(r.n)]))
}
