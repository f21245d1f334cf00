import type { z } from 'zod'
import { attendanceRate } from '#shared/attendance-rate'
import type {
  DayReportResponse,
  rangeReportQuerySchema,
  RangeReportResponse,
  StudentRangeRow,
} from '#shared/contracts/reports'
import { addDays } from '#shared/dates'
import { translate } from '#shared/i18n/translate'
import { isRollTaken } from '#shared/roll-taken'
import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import { findClass } from '../classes/classes.queries'
import { dayStartsAt, isSchoolDayOn, todayAt } from '../school/school-calendar'
import type { School } from '../schools/schools.queries'
import { departmentExists } from '../departments/departments.queries'
import { addCounts, emptyCounts, orderByKey, type StudentTallies, tallyRange } from './attendance-tally'
import { countingFrom, loadCalendars, rangeDays, withClassNames } from './report-data'
import { countClassStatuses, listReportStudents, type ReportScope } from './reports.queries'
import { loadSchoolRatePage } from './school-rate-page'
import { loadSchoolRangePage } from './school-totals'

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
export type RangeReport = Omit<RangeReportResponse, 'rows' | 'page' | 'pageSize'> & {
  /** Rows `start` to `end − 1` (all by default), without class names, in the order asked for. Made on demand: a page needs few of 100,000. */
  rows(start?: number, end?: number): UnnamedRow[]
}

/** A range report (without class names), in the order asked for, with the daily figures and totals. */
export async function computeRangeReport(ctx: AppContext, school: School, query: RangeQuery): Promise<RangeReport> {
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

/** One page of a range report. The whole school (by name, the default view, and by rate) has faster ways to the same numbers. */
export async function loadRangeReport(ctx: AppContext, school: School, query: RangeQuery): Promise<RangeReportResponse> {
  if (query.scope === 'school') return query.sort === 'name' ? loadSchoolRangePage(ctx, school, query) : loadSchoolRatePage(ctx, school, query)
  const { rows, total, ...report } = await computeRangeReport(ctx, school, query)
  const offset = (query.page - 1) * query.pageSize
  const page = await withClassNames(ctx, rows(offset, offset + query.pageSize))
  return { ...report, rows: page, total, page: query.page, pageSize: query.pageSize }
}

/** Every class on one day: its students' statuses, how many are recorded, and whether its roll is taken (isRollTaken). */
export async function loadDayReport(ctx: AppContext, school: School, date: string | undefined): Promise<DayReportResponse> {
  const day = date ?? todayAt(school, ctx.now())
  const [groups, isSchoolDay] = await Promise.all([
    countClassStatuses(ctx.db, ctx.schoolId, day, dayStartsAt(school, addDays(day, 1))),
    isSchoolDayOn(ctx.db, school, day),
  ])
  const classes = new Map<string, DayReportResponse['classes'][number] & { byHand: number }>()
  for (const group of groups) {
    let row = classes.get(group.classId)
    if (!row) {
      row = { classId: group.classId, className: group.className, department: group.department, students: 0, recorded: 0, byHand: 0, counts: emptyCounts(), notTaken: true }
      classes.set(group.classId, row)
    }
    row.students += group.n
    row.counts[group.status ?? 'notRecorded'] += group.n
    if (group.status) row.recorded += group.n
    row.byHand += group.byHand
  }
  const list = [...classes.values()].map(({ byHand, ...row }) => ({ ...row, notTaken: !isRollTaken({ students: row.students, recorded: row.recorded, byHand }) }))
  const totals = list.reduce((sum, row) => addCounts(sum, row.counts), emptyCounts())
  return { date: day, isSchoolDay, totals: { ...totals, students: list.reduce((sum, row) => sum + row.students, 0) }, classes: list }
}
