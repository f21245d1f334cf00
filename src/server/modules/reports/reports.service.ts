import type { DayReportResponse } from '#shared/contracts/reports'
import { addDays } from '#shared/dates'
import { countsOnDay } from '#shared/day-counts'
import { isRollTaken } from '#shared/roll-taken'
import type { AppContext } from '../../context'
import { dayStartsAt, isSchoolDayOn, type School, todayAt } from '../schools'
import { addCounts, emptyCounts } from './attendance-tally'
import { countClassStatuses } from './reports.queries'

// The range reports have their own engine: range-report.ts.

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
  const list = [...classes.values()].map(({ byHand, ...row }) => ({
    ...row,
    counts: countsOnDay(row.counts, isSchoolDay),
    notTaken: !isRollTaken({ students: row.students, recorded: row.recorded, byHand }),
  }))
  const totals = list.reduce((sum, row) => addCounts(sum, row.counts), emptyCounts())
  return { date: day, isSchoolDay, totals: { ...totals, students: list.reduce((sum, row) => sum + row.students, 0) }, classes: list }
}
