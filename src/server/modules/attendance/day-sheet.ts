import type { z } from 'zod'
import type { DayCounts, DaySheetResponse, daySheetQuerySchema, StatusFilter, StudentDayRow } from '#shared/contracts/attendance'
import { countsOnDay } from '#shared/day-counts'
import type { AppContext } from '../../context'
import { isSchoolDayOn, type School, todayAt } from '../schools'
import { countStatuses, listDayRows, searchDayRows } from './attendance.queries'
import { departuresOfDay } from './departures.queries'

type DaySheetQuery = z.output<typeof daySheetQuerySchema>

/** Without a name search the counts already say how many rows match: no second scan. */
function totalFromCounts(counts: DayCounts, status: StatusFilter | undefined): number {
  if (status === 'not_recorded') return counts.notRecorded
  if (status) return counts[status]
  return Object.values(counts).reduce((sum, n) => sum + n, 0)
}

/** The rows' departures of the day (ADR 029): beside each row's record, never counted in it. */
export async function withDepartures(ctx: AppContext, date: string, rows: StudentDayRow[]): Promise<StudentDayRow[]> {
  return withDeparturesOf(rows, await departuresOfDay(ctx.db, ctx.schoolId, date, rows.map((r) => r.student.id)))
}

/** The same, the departures already read. */
export function withDeparturesOf(rows: StudentDayRow[], read: Awaited<ReturnType<typeof departuresOfDay>>): StudentDayRow[] {
  const departures = new Map(read.map((d) => [d.student_id, d]))
  return rows.map((row) => {
    const departure = departures.get(row.student.id)
    return { ...row, departure: departure ? { time: departure.time, leftEarly: departure.left_early === 1 } : null }
  })
}

export async function loadDaySheet(ctx: AppContext, school: School, query: DaySheetQuery): Promise<DaySheetResponse> {
  const today = todayAt(school, ctx.now())
  const date = query.date ?? today
  const filters = { classId: query.classId, q: query.q, status: query.status }
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }
  const q = query.q
  const [found, counts, isSchoolDay] = await Promise.all([
    // A name search counts its own rows; without one, the day's counts say how many rows match.
    q ? searchDayRows(ctx.db, ctx.dbKind, ctx.schoolId, date, { ...filters, q }, page) : listDayRows(ctx.db, ctx.dbKind, ctx.schoolId, date, filters, page).then((rows) => ({ rows, total: null })),
    countStatuses(ctx.db, ctx.dbKind, ctx.schoolId, date, query.classId),
    isSchoolDayOn(ctx.db, school, date),
  ])
  const rows = await withDepartures(ctx, date, found.rows)
  // The rows are every student's still (the list pages through them); the counts say what the day means.
  const total = found.total ?? totalFromCounts(counts, query.status)
  return { date, today, isSchoolDay, rows, total, page: query.page, pageSize: query.pageSize, counts: countsOnDay(counts, isSchoolDay) }
}
