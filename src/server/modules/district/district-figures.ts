import { DISTRICT_DAYS_DEFAULT, type DistrictDay, type DistrictDaysResponse, type DistrictSchool } from '#shared/contracts/district'
import { addDays } from '#shared/dates'
import { translate } from '#shared/i18n/translate'
import { forSchool, type ServerContext } from '../../context'
import { badRequest } from '../../errors'
import { loadDayReport, loadSchoolFigures, loadWarnings, rangeDays } from '../reports'
import { type School, todayAt } from '../schools'

/**
 * A school's figures for the district (ADR 035), from the reports module's own functions with the
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

/**
 * One school day by day: the reports' daily figures (students counted, their statuses, the rate) and
 * how many registers were taken. `range` absent: the default four weeks up to the school's today.
 * A range ending after the school's today is refused: those days have no figures yet.
 */
export async function schoolDaysForDistrict(
  server: ServerContext,
  school: School,
  range: { from?: string; to?: string },
): Promise<DistrictDaysResponse> {
  const ctx = forSchool(server, school.id)
  const today = todayAt(school, ctx.now())
  const to = range.to ?? today
  const from = range.from ?? addDays(to, 1 - DISTRICT_DAYS_DEFAULT)
  if (to > today) throw badRequest({ to: translate('validation.districtRangeFuture', { today }) })
  const figures = await rangeDays(ctx, school, from, to).then((days) => loadSchoolFigures(ctx, days))
  const dailyOf = new Map(figures.daily.map((d) => [d.date, d]))
  const days: DistrictDay[] = []
  // One day after another: a district reads a few weeks of one school, not a year of every school.
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const { isSchoolDay, completion } = await completionOn(ctx, school, date)
    const daily = dailyOf.get(date)
    days.push({ date, isSchoolDay, students: daily?.students ?? null, counts: daily?.counts ?? null, rate: daily?.rate ?? null, completion })
  }
  return { school: { name: school.name, code: school.slug, timeZone: school.time_zone }, from, to, today, days }
}
