import { sql } from 'kysely'
import type { DayCounts, StatusFilter, StudentDayRow } from '#shared/contracts/attendance'
import type { DatabaseKind, Db } from '../../db/create-db'
import { listedStudents, numbered } from '../enrolment'
import { countStudentsNamed, idsOfStudentsNamed, type NameSearch, nameSearch, pageOfStudentsNamed, usesNameIndex } from './name-search.queries'

export interface DayFilters {
  classId?: string
  /** One student only (to return the row a write changed). */
  studentId?: string
  /** Part of a student's name, any letter case (or, found by `studentsNumbered`, a student's number). */
  q?: string
  /** The students whose Student ID or NISN the search is: they alone match (then `q` is not a name). */
  numberedIds?: string[]
  status?: StatusFilter
}

/**
 * The school's listed students joined with their record (if any) for one date. It starts
 * from users by (school_id, role, name), so a page in name order reads only its rows.
 */
function studentsOnDay(db: Db, kind: DatabaseKind, schoolId: string, date: string, filters: DayFilters) {
  let query = listedStudents(db, schoolId).leftJoin('attendance_records as a', (j) =>
    j.onRef('a.school_id', '=', 'u.school_id').onRef('a.student_id', '=', 'u.id').on('a.date', '=', date),
  )
  if (filters.classId) query = query.where('s.class_id', '=', filters.classId)
  if (filters.studentId) query = query.where('u.id', '=', filters.studentId)
  if (filters.numberedIds) query = query.where('u.id', 'in', filters.numberedIds)
  else if (filters.q) {
    const search = nameSearch(filters.q)
    query = query.where(sql<boolean>`u.search_name like ${search.pattern} escape '\\'`)
    if (usesNameIndex(kind, search)) query = query.where(sql<boolean>`u.id in (${idsOfStudentsNamed(schoolId, search)})`)
  }
  if (filters.status === 'not_recorded') query = query.where('a.id', 'is', null)
  else if (filters.status) query = query.where('a.status', '=', filters.status)
  return query
}

export async function listDayRows(
  db: Db,
  kind: DatabaseKind,
  schoolId: string,
  date: string,
  filters: DayFilters,
  page: { limit: number; offset: number },
): Promise<StudentDayRow[]> {
  // Two steps: the page's ids over the narrow join (cheap to skip past, even deep into the
  // list), then the full rows for just those ids.
  const pageIds = await studentsOnDay(db, kind, schoolId, date, filters)
    .select('u.id')
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return rowsOf(db, kind, schoolId, date, pageIds)
}

/**
 * A page of the day sheet with a name search, and how many rows match in all (the day's counts cannot
 * say). A name search alone, on SQLite, counts first: the count tells the page which way to find its rows.
 */
export async function searchDayRows(
  db: Db,
  kind: DatabaseKind,
  schoolId: string,
  date: string,
  filters: DayFilters & { q: string },
  page: { limit: number; offset: number },
): Promise<{ rows: StudentDayRow[]; total: number }> {
  // A search that is a student's Student ID or NISN finds them (ADR 046): one look-up in the school's indexes.
  const numberedIds = await studentsNumbered(db, schoolId, filters.q)
  if (numberedIds.length > 0) filters = { ...filters, numberedIds }
  const search = nameSearchAlone(kind, filters)
  if (!search) {
    const [rows, total] = await Promise.all([listDayRows(db, kind, schoolId, date, filters, page), countDayRows(db, kind, schoolId, date, filters)])
    return { rows, total }
  }
  const total = await countStudentsNamed(db, schoolId, search)
  const pageIds = await pageOfStudentsNamed(db, schoolId, search, page, total)
  return { rows: await rowsOf(db, kind, schoolId, date, pageIds), total }
}

/** The day sheet's rows of these listed students (one a write changed), in name order (then id). */
export const dayRowsOf = (db: Db, kind: DatabaseKind, schoolId: string, date: string, studentIds: readonly string[]) =>
  rowsOf(db, kind, schoolId, date, studentIds.map((id) => ({ id })))

/** The day sheet's rows of these students, in name order (then id). */
async function rowsOf(db: Db, kind: DatabaseKind, schoolId: string, date: string, pageIds: { id: string }[]): Promise<StudentDayRow[]> {
  if (pageIds.length === 0) return []
  const rows = await studentsOnDay(db, kind, schoolId, date, {})
    .where(
      'u.id',
      'in',
      pageIds.map((r) => r.id),
    )
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .innerJoin('departments as d', (j) => j.onRef('d.school_id', '=', 's.school_id').onRef('d.id', '=', 's.department_id'))
    .leftJoin('users as r', (j) => j.onRef('r.school_id', '=', 'a.school_id').onRef('r.id', '=', 'a.recorded_by'))
    .select([
      'u.id as studentId',
      'u.name as studentName',
      'u.parent_number as parentNumber',
      's.student_number as studentNumber',
      'c.id as classId',
      'c.name as className',
      'd.name as department',
      'a.status',
      'a.method',
      'a.note',
      'a.recorded_at as recordedAt',
      'r.id as recorderId',
      'r.name as recorderName',
    ])
    .orderBy('u.name')
    .orderBy('u.id')
    .execute()
  return rows.map((r) => ({
    student: { id: r.studentId, name: r.studentName, parentNumber: r.parentNumber ?? '', studentNumber: r.studentNumber },
    class: { id: r.classId, name: r.className },
    department: r.department,
    record:
      r.status && r.method && r.recordedAt
        ? {
            status: r.status,
            method: r.method,
            note: r.note ?? null,
            recordedAt: r.recordedAt,
            recordedBy: r.recorderId && r.recorderName ? { id: r.recorderId, name: r.recorderName } : null,
          }
        : null,
  }))
}

/** A name search and no other filter, which the trigram table answers alone (SQLite): the search, or null. */
function nameSearchAlone(kind: DatabaseKind, filters: DayFilters): NameSearch | null {
  if (!filters.q || filters.numberedIds || filters.classId || filters.studentId || filters.status) return null
  const search = nameSearch(filters.q)
  return usesNameIndex(kind, search) ? search : null
}

async function countDayRows(db: Db, kind: DatabaseKind, schoolId: string, date: string, filters: DayFilters): Promise<number> {
  const row = await studentsOnDay(db, kind, schoolId, date, filters)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** How many students have each status on `date` (optionally in one class), and how many have none. */
export async function countStatuses(db: Db, kind: DatabaseKind, schoolId: string, date: string, classId?: string): Promise<DayCounts> {
  const counts: DayCounts = { present: 0, late: 0, absent: 0, sick: 0, permission: 0, notRecorded: 0 }
  if (classId) {
    // A class is small: count through the join.
    const rows = await studentsOnDay(db, kind, schoolId, date, { classId })
      .select((eb) => ['a.status', eb.fn.countAll<string | number>().as('n')])
      .groupBy('a.status')
      .execute()
    for (const row of rows) counts[row.status ?? 'notRecorded'] = Number(row.n)
    return counts
  }
  // The whole school: the day counts that the write path keeps (ADR 008) answer without touching
  // records or students; the few archived students (a partial index finds them) are taken off afterwards.
  const [byStatus, students, archived] = await Promise.all([
    db
      .selectFrom('attendance_day_counts')
      .select((eb) => ['status', eb.fn.sum<string | number>('n').as('n')])
      .where('school_id', '=', schoolId)
      .where('date', '=', date)
      .groupBy('status')
      .execute(),
    countStudents(db, kind, schoolId),
    archivedStudentsOnDay(db, schoolId, date),
  ])
  let recorded = 0
  for (const row of byStatus) {
    counts[row.status] = Number(row.n)
    recorded += Number(row.n)
  }
  let archivedStudents = 0
  for (const row of archived) {
    archivedStudents += Number(row.n)
    if (row.status === null) continue
    counts[row.status] -= Number(row.n)
    recorded -= Number(row.n)
  }
  counts.notRecorded = students - archivedStudents - recorded
  return counts
}

/**
 * The school's enrolments, archived students' included, never another school's: on SQLite the count
 * its triggers keep (enrolment_counts, migration 2026-11-25T1100), elsewhere a range of the
 * (school_id, user_id) key.
 */
export async function countStudents(db: Db, kind: DatabaseKind, schoolId: string): Promise<number> {
  if (kind === 'sqlite') {
    const { rows } = await sql<{ n: number }>`select n from enrolment_counts where school_id = ${schoolId}`.execute(db)
    return Number(rows[0]?.n ?? 0)
  }
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('school_id', '=', schoolId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Archived students, each with their status on `date` (null when none): what the school-wide counts leave out. */
function archivedStudentsOnDay(db: Db, schoolId: string, date: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('attendance_records as a', (j) =>
      j.onRef('a.school_id', '=', 'u.school_id').onRef('a.student_id', '=', 'u.id').on('a.date', '=', date),
    )
    .select((eb) => ['a.status', eb.fn.countAll<string | number>().as('n')])
    .where('u.school_id', '=', schoolId)
    .where('u.role', '=', 'student')
    .where('u.archived_at', 'is not', null)
    .groupBy('a.status')
    .execute()
}

/** The class a listed student is enrolled in. */
export async function findStudentClass(db: Db, schoolId: string, studentId: string) {
  return listedStudents(db, schoolId).select('s.class_id as classId').where('u.id', '=', studentId).executeTakeFirst()
}

/** Which of these students are listed and enrolled in the class: one query for a whole roll call. */
export async function findEnrolledInClass(db: Db, schoolId: string, classId: string, studentIds: readonly string[]) {
  const enrolled = new Set<string>()
  for (let i = 0; i < studentIds.length; i += 500) {
    const rows = await listedStudents(db, schoolId)
      .select('u.id as id')
      .where('u.id', 'in', studentIds.slice(i, i + 500))
      .where('s.class_id', '=', classId)
      .execute()
    for (const row of rows) enrolled.add(row.id)
  }
  return enrolled
}

const recordOfDay = (db: Db, schoolId: string, studentId: string, date: string) =>
  db
    .selectFrom('attendance_records')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .where('date', '=', date)

/** The record of one student on one day, if any. */
export async function findRecord(db: Db, schoolId: string, studentId: string, date: string) {
  return recordOfDay(db, schoolId, studentId, date).executeTakeFirst()
}

/** Every change to one student's record on one day, oldest first, with who made it. */
export async function listHistory(db: Db, schoolId: string, studentId: string, date: string) {
  return db
    .selectFrom('attendance_audit as h')
    .leftJoin('users as u', (j) => j.onRef('u.school_id', '=', 'h.school_id').onRef('u.id', '=', 'h.changed_by'))
    .select([
      'h.changed_at as at',
      'h.method',
      'h.old_status as oldStatus',
      'h.new_status as newStatus',
      'h.old_note as oldNote',
      'h.new_note as newNote',
      'h.request_id as requestId',
      'u.id as byId',
      'u.name as byName',
    ])
    .where('h.school_id', '=', schoolId)
    .where('h.student_id', '=', studentId)
    .where('h.date', '=', date)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute()
}

/** The school's listed students whose Student ID or NISN the search is (numbered.queries.ts), usually none or one. */
async function studentsNumbered(db: Db, schoolId: string, q: string): Promise<string[]> {
  const rows = await listedStudents(db, schoolId).select('u.id').where(numbered(q)).limit(100).execute()
  return rows.map((r) => r.id)
}
