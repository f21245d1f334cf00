import type { z } from 'zod'
import type { rangeReportQuerySchema, RangeReportResponse } from '#shared/contracts/reports'
import type { AppContext } from '../../context'
import type { School } from '../schools/schools.queries'
import { orderByKey, rateKeys } from './attendance-tally'
import { countingFrom, loadCalendars, rangeDays } from './report-data'
import { listReportStudents } from './reports.queries'
import { loadSchoolFigures, schoolPage } from './school-totals'

type RangeQuery = z.output<typeof rangeReportQuerySchema>

/**
 * The whole school's range report by rate, one page. Every student's rate is needed to sort, but
 * not their other counts: the daily figures and totals come from the school's day counts (as in
 * name order, loadSchoolRangePage), each student's rate from a count of attended days, and only the
 * page's students are counted in full. The numbers are the same as computeRangeReport's.
 */
export async function loadSchoolRatePage(ctx: AppContext, school: School, query: RangeQuery): Promise<RangeReportResponse> {
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
