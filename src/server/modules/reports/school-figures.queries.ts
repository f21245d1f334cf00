import type { AttendanceStatus } from '#shared/school'
import type { Db } from '../../db/create-db'
import { currentStudentsBefore } from './reports.queries'

/** The school's records per day and status from `from` to `to` (ADR 008: the day counts, summed over their buckets). */
export async function sumDayCounts(db: Db, schoolId: string, from: string, to: string): Promise<{ date: string; status: AttendanceStatus; n: number }[]> {
  const rows = await db
    .selectFrom('attendance_day_counts')
    .select((eb) => ['date', 'status', eb.fn.sum<string | number>('n').as('n')])
    .where('school_id', '=', schoolId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy(['date', 'status'])
    .execute()
  return rows.map((r) => ({ ...r, n: Number(r.n) }))
}

/** Student accounts (archived ones too) made before `createdBefore`: counted from the index alone. */
export async function countStudentsCreatedBefore(db: Db, schoolId: string, createdBefore: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('school_id', '=', schoolId)
    .where('role', '=', 'student')
    .where('created_at', '<', createdBefore)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * The students the school's day counts say too much about: archived ones (none of their days
 * count), and those whose account is from `since` on (their days before it do not).
 */
export async function listCountCorrections(db: Db, schoolId: string, since: string) {
  const students = () => db.selectFrom('users').select(['id', 'created_at as createdAt', 'archived_at as archivedAt']).where('school_id', '=', schoolId).where('role', '=', 'student')
  const [archived, recent] = await Promise.all([
    students().where('archived_at', 'is not', null).execute(),
    students().where('created_at', '>=', since).execute(),
  ])
  const byId = new Map([...archived, ...recent].map((s) => [s.id, { id: s.id, createdAt: s.createdAt, archived: s.archivedAt !== null }]))
  return [...byId.values()]
}

/** One page of the school's current students made before `createdBefore`, in name order. */
export async function pageCurrentStudents(db: Db, schoolId: string, createdBefore: string, page: { limit: number; offset: number }) {
  return currentStudentsBefore(db, schoolId, createdBefore)
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}
