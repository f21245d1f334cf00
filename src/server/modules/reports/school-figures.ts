import type { z } from 'zod'
import { attendanceRate } from '#shared/attendance-rate'
import type { rangeReportQuerySchema, RangeReportFigures } from '#shared/contracts/reports'
import { ATTENDANCE_STATUSES } from '#shared/school'
import type { AppContext } from '../../context'
import type { School } from '../schools'
import { addCounts, emptyCounts, firstCountedDay, orderByKey, rateKeys, statusOn, tallyRange } from './attendance-tally'
import { countingFrom, loadCalendars, rangeDays, type RangeDays, withClassNames } from './report-data'
import { listReportStudents } from './reports.queries'
import { countStudentsCreatedBefore, listCountCorrections, pageCurrentStudents, sumDayCounts } from './school-figures.queries'

type RangeQuery = z.output<typeof rangeReportQuerySchema>

/**
 * The whole school's daily figures and totals over a range, from the school's day counts (ADR 008),
 * less what they count of students the report leaves out (archived ones) or does not count yet
 * (before their first day), found through their own calendars. The numbers are the same as
 * tallying every student (range-report.ts tallyEveryone), which the tests check.
 */
export async function loadSchoolFigures(ctx: AppContext, range: RangeDays) {
  const { days, layout, dayEnds, createdBefore } = range
  const n = days.length
  const since = dayEnds[0] ?? createdBefore
  const [sums, accounts, corrections] = await Promise.all([
    n ? sumDayCounts(ctx.db, ctx.schoolId, days[0]!, days[n - 1]!) : [],
    countStudentsCreatedBefore(ctx.db, ctx.schoolId, createdBefore),
    listCountCorrections(ctx.db, ctx.schoolId, since),
  ])
  const [archived, recent] = await Promise.all([
    loadCalendars(ctx, layout, { archived: true }),
    loadCalendars(ctx, layout, { createdSince: since }),
  ])

  const dayOf = new Map(days.map((date, k) => [date, k]))
  const counts = days.map(() => emptyCounts())
  for (const sum of sums) {
    const k = dayOf.get(sum.date)
    if (k !== undefined) counts[k]![sum.status] += sum.n
  }
  let students = accounts
  const notYet = new Int32Array(n)
  for (const student of corrections) {
    const inReport = !student.archived && student.createdAt < createdBefore
    if (student.archived && student.createdAt < createdBefore) students--
    // Archived: none of their days count. Joined later: their days before the first do not.
    const first = inReport ? firstCountedDay(dayEnds, student.createdAt) : n
    const segments = archived.get(student.id) ?? recent.get(student.id)
    for (let k = 0; k < first && k < n; k++) {
      if (inReport) notYet[k]!++
      const status = statusOn(layout, segments, k)
      if (status) counts[k]![status]--
    }
  }
  const daily = days.map((date, k) => {
    const enrolled = students - notYet[k]!
    const dayCounts = { ...counts[k]!, notRecorded: enrolled - ATTENDANCE_STATUSES.reduce((sum, status) => sum + counts[k]![status], 0) }
    return { date, students: enrolled, counts: dayCounts, rate: attendanceRate(dayCounts) }
  })
  const totals = daily.reduce((sum, day) => addCounts(sum, day.counts), emptyCounts())
  return { students, daily, totals: { ...totals, students, rate: attendanceRate(totals) } }
}

/**
 * The whole school's range report in name order, one page: the report's default view, and the one
 * that would otherwise read every student (ADR 008). Only the page's students are counted one by one.
 */
export async function schoolPageByName(ctx: AppContext, school: School, query: RangeQuery): Promise<RangeReportFigures> {
  const range = await rangeDays(ctx, school, query.from, query.to)
  const { layout, createdBefore } = range
  const [figures, pageStudents] = await Promise.all([
    loadSchoolFigures(ctx, range),
    pageCurrentStudents(ctx.db, ctx.schoolId, createdBefore, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }).then((rows) =>
      countingFrom(school, rows),
    ),
  ])
  const page = await loadCalendars(ctx, layout, { ids: pageStudents.map((s) => s.id) })
  return schoolPage(ctx, query, range, figures, { pageStudents, calendars: page, total: figures.students })
}

type Calendars = Parameters<typeof tallyRange>[4]

/**
 * A whole-school page: the school's figures, and the page's students counted in full with their
 * class names. Both whole-school views (by name and by rate) end with it.
 */
async function schoolPage(
  ctx: AppContext,
  query: RangeQuery,
  { days, dayEnds, layout }: RangeDays,
  figures: Awaited<ReturnType<typeof loadSchoolFigures>>,
  page: { pageStudents: readonly { id: string; name: string; createdAt: string }[]; calendars: Calendars; total: number },
): Promise<RangeReportFigures> {
  const tally = tallyRange(days, dayEnds, layout, page.pageStudents, page.calendars)
  const rows = await withClassNames(ctx, page.pageStudents.map((s, i) => ({ studentId: s.id, name: s.name, ...tally.students.at(i) })))
  return {
    from: query.from,
    to: query.to,
    schoolDays: days,
    totals: figures.totals,
    daily: figures.daily,
    rows,
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/**
 * The whole school's range report by rate, one page. Every student's rate is needed to sort, but
 * not their other counts: the daily figures and totals come from the school's day counts (as in
 * name order, schoolPageByName), each student's rate from a count of attended days, and only the
 * page's students are counted in full. The numbers are the same as tallyEveryone's (range-report.ts).
 */
export async function schoolPageByRate(ctx: AppContext, school: School, query: RangeQuery): Promise<RangeReportFigures> {
  const range = await rangeDays(ctx, school, query.from, query.to)
  const { layout, dayEnds, createdBefore } = range
  const [figures, students, calendars] = await Promise.all([
    loadSchoolFigures(ctx, range),
    listReportStudents(ctx.db, ctx.schoolId, {}, createdBefore).then((rows) => countingFrom(school, rows)),
    loadCalendars(ctx, layout, { scope: {} }),
  ])
  // Lowest rate first (a report is read for who needs help); no school day counted goes last; ties stay in name order.
  const order = orderByKey(rateKeys(dayEnds, layout, students, calendars))
  const offset = (query.page - 1) * query.pageSize
  const pageStudents = Array.from(order.subarray(offset, offset + query.pageSize), (i) => students[i]!)
  return schoolPage(ctx, query, range, figures, { pageStudents, calendars, total: students.length })
}
