import type { z } from 'zod'
import { attendanceRate } from '#shared/attendance-rate'
import type { rangeReportQuerySchema, RangeReportFigures, RangeReportResponse, StudentRangeRow } from '#shared/contracts/reports'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import { findClass } from '../classes'
import { departmentExists } from '../departments'
import type { School } from '../schools'
import { orderByKey, type StudentTallies, tallyRange } from './attendance-tally'
import { countingFrom, loadCalendars, rangeDays, withClassNames } from './report-data'
import { leftEarlyCounts, listReportStudents, type ReportScope } from './reports.queries'
import { schoolPageByName, schoolPageByRate } from './school-figures'

type RangeQuery = z.output<typeof rangeReportQuerySchema>

/** The scope a range query names, once the class or department is known to exist. */
async function resolveScope(ctx: AppContext, query: RangeQuery): Promise<ReportScope> {
  if (query.scope === 'class') {
    if (!(await findClass(ctx.db, ctx.schoolId, query.classId!))) throw notFound(translate('errors.classNotFound'))
    return { classId: query.classId }
  }
  if (query.scope === 'department') {
    if (!(await departmentExists(ctx.db, ctx.schoolId, query.departmentId!))) throw notFound(translate('errors.departmentNotFound'))
    return { departmentId: query.departmentId }
  }
  return {}
}

type UnnamedRow = Omit<StudentRangeRow, 'className'>
export type RangeReport = Omit<RangeReportFigures, 'rows' | 'page' | 'pageSize'> & {
  /** Rows `start` to `end − 1` (all by default), without class names, in the order asked for. Made on demand: a page needs few of 100,000. */
  rows(start?: number, end?: number): UnnamedRow[]
}

/** A range report (without class names), in the order asked for, with the daily figures and totals: every student tallied. */
export async function tallyEveryone(ctx: AppContext, school: School, query: RangeQuery): Promise<RangeReport> {
  const scope = await resolveScope(ctx, query)
  const { days, layout, dayEnds, createdBefore } = await rangeDays(ctx, school, query.from, query.to)
  const [students, calendars] = await Promise.all([
    listReportStudents(ctx.db, ctx.schoolId, scope, createdBefore).then((rows) => countingFrom(school, rows)),
    loadCalendars(ctx, layout, { scope }),
  ])
  const tally = tallyRange(days, dayEnds, layout, students, calendars)
  // Lowest rate first (a report is read for who needs help); no school day counted goes last; ties stay in name order.
  const order = query.sort === 'rate' ? orderByKey(rateKeysOf(tally.students)) : null
  const totals = tally.students.totals()
  return {
    from: query.from,
    to: query.to,
    schoolDays: days,
    totals: { ...totals.counts, students: students.length, rate: attendanceRate(totals.counts) },
    daily: days.map((date, k) => ({ date, ...tally.days[k]! })),
    total: students.length,
    rows: (start = 0, end = students.length) => {
      const picked = order ? Array.from(order.subarray(start, end)) : students.slice(start, end).map((_, i) => start + i)
      return picked.map((i) => ({ studentId: students[i]!.id, name: students[i]!.name, ...tally.students.at(i) }))
    },
  }
}

/** Each student's rate, 2 when none (sorts last). */
function rateKeysOf(tallies: StudentTallies): Float64Array {
  const keys = new Float64Array(tallies.length)
  for (let i = 0; i < keys.length; i++) keys[i] = tallies.rate(i) ?? 2
  return keys
}

/**
 * One page of a range report: the report engine. It picks how to count, and every way gives the same
 * numbers (the tests compare them): a class or a department is small, and every student in it is
 * tallied (tallyEveryone); the whole school takes its daily figures and totals from the day counts
 * (school-figures.ts) and counts in full only the page's students, found in name order or, by rate,
 * from every student's rate alone.
 */
export async function loadRangeReport(ctx: AppContext, school: School, query: RangeQuery): Promise<RangeReportResponse> {
  const [report, leftEarly] = await Promise.all([
    rangeReportPage(ctx, school, query),
    leftEarlyCounts(ctx.db, ctx.schoolId, query.from, query.to, scopeOf(query)),
  ])
  const byStudent = Object.fromEntries(report.rows.flatMap((r) => (leftEarly.has(r.studentId) ? [[r.studentId, leftEarly.get(r.studentId)!]] : [])))
  return { ...report, leftEarly: { total: [...leftEarly.values()].reduce((sum, n) => sum + n, 0), byStudent } }
}

/** The scope a query names, unchecked (the report itself refuses one that does not exist). */
const scopeOf = (query: RangeQuery): ReportScope =>
  query.scope === 'class' ? { classId: query.classId } : query.scope === 'department' ? { departmentId: query.departmentId } : {}

async function rangeReportPage(ctx: AppContext, school: School, query: RangeQuery): Promise<RangeReportFigures> {
  if (query.scope === 'school') return query.sort === 'name' ? schoolPageByName(ctx, school, query) : schoolPageByRate(ctx, school, query)
  const { rows, total, ...report } = await tallyEveryone(ctx, school, query)
  const offset = (query.page - 1) * query.pageSize
  const page = await withClassNames(ctx, rows(offset, offset + query.pageSize))
  return { ...report, rows: page, total, page: query.page, pageSize: query.pageSize }
}

/** Every row of a range report, with class names, in the order asked for: what an export holds. */
export async function loadRangeReportRows(
  ctx: AppContext,
  school: School,
  query: RangeQuery,
): Promise<{ rows: StudentRangeRow[]; leftEarly: Map<string, number> }> {
  const [report, leftEarly] = await Promise.all([tallyEveryone(ctx, school, query), leftEarlyCounts(ctx.db, ctx.schoolId, query.from, query.to, scopeOf(query))])
  return { rows: await withClassNames(ctx, report.rows()), leftEarly }
}

