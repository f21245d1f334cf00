import type { DistrictDaysResponse, DistrictSchool } from '#shared/contracts/district'
import { addDays } from '#shared/dates'
import { forSchool, type ServerContext } from '../../context'
import { loadSchoolFigures } from '../reports/school-figures'
import { rangeDays } from '../reports/report-data'
import { loadDayReport } from '../reports/reports.service'
import { loadWarnings } from '../reports/warnings'
import { todayAt } from '../school/school-calendar'
import type { School } from '../schools/schools.queries'

/**
 * A school's figures for the district (issue 22), from the reports module's own functions with the
 * school's context (forSchool): the same numbers its headmaster reads, and one definition of a rate.
 */

/** Classes whose register is taken on a day (the reports' "taken": isRollTaken), of all classes. */
async function completionOn(ctx: ReturnType<typeof forSchool>, school: School, date: string) {
  const day = await loadDayReport(ctx, school, date)
  return { isSchoolDay: day.isSchoolDay, completion: { taken: day.classes.filter((c) => !c.notTaken).length, classes: day.classes.length } }
}

export async function schoolForDistrict(server: ServerContext, school: School, date: string | undefined): Promise<DistrictSchool> {
  const ctx = forSchool(server, school.id)
  const today = todayAt(school, ctx.now())
  const termFrom = school.term_start && school.term_start <= today ? school.term_start : today
  const [todayFigures, termFigures, warnings, day] = await Promise.all([
    rangeDays(ctx, school, today, today).then((range) => loadSchoolFigures(ctx, range)),
    rangeDays(ctx, school, termFrom, today).then((range) => loadSchoolFigures(ctx, range)),
    loadWarnings(ctx, school),
    completionOn(ctx, school, date ?? today),
  ])
  // A student both below the threshold and absent days in a row is one warning.
  const warned = new Set([...warnings.lowRate, ...warnings.absentStreaks].map((w) => w.studentId))
  return {
    name: school.name,
    code: school.slug,
    timeZone: school.time_zone,
    students: todayFigures.students,
    todayRate: todayFigures.daily[0]?.rate ?? null,
    termRate: school.term_start ? termFigures.totals.rate : null,
    earlyWarnings: warned.size,
    date: date ?? today,
    completion: day.completion,
  }
}

/** One school day by day: the rate (the reports' daily figure) and how many registers were taken. */
export async function schoolDaysForDistrict(server: ServerContext, school: School, from: string, to: string): Promise<DistrictDaysResponse> {
  const ctx = forSchool(server, school.id)
  const figures = await rangeDays(ctx, school, from, to).then((range) => loadSchoolFigures(ctx, range))
  const rateOf = new Map(figures.daily.map((d) => [d.date, d.rate]))
  const dates: string[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date)
  const days = []
  // One day after another: a district reads a few weeks of one school, not a year of every school.
  for (const date of dates) {
    const { isSchoolDay, completion } = await completionOn(ctx, school, date)
    days.push({ date, isSchoolDay, rate: rateOf.get(date) ?? null, completion })
  }
  return { school: { name: school.name, code: school.slug }, days }
}
