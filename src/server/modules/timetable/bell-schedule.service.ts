import type { z } from 'zod'
import type { BellPeriod, bellScheduleSchema } from '#shared/contracts/timetable'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { badRequest, conflict } from '../../errors'
import { listPeriods, periodsInUse, replacePeriods } from './timetable.queries'
import { presentPeriod } from './timetable.service'

/** ISO weekday 1–7 as the calendar's weekday names are keyed (`reports.calendar.weekdays.*`). */
const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

type Periods = z.output<typeof bellScheduleSchema>['periods']

/**
 * What is wrong with a bell schedule, by field (`<list>.<index>.<field>`): a weekday's period number given
 * twice, or periods of one weekday that overlap. Empty when it may be saved.
 */
export function bellScheduleIssues(input: Periods, list = 'periods'): Record<string, string> {
  const periods = [...input].sort((a, b) => a.weekday - b.weekday || a.startsAt.localeCompare(b.startsAt))
  const fields: Record<string, string> = {}
  const fieldOf = (p: BellPeriod) => `${list}.${input.indexOf(p)}`
  for (const [i, p] of periods.entries()) {
    if (periods.some((q, j) => j < i && q.weekday === p.weekday && q.number === p.number)) fields[`${fieldOf(p)}.number`] = translate('timetable.errors.periodTwice')
    const before = periods[i - 1]
    if (before && before.weekday === p.weekday && before.endsAt > p.startsAt) fields[`${fieldOf(p)}.startsAt`] = translate('timetable.errors.periodsOverlap')
  }
  return fields
}

/** Writes a bell schedule checked by `bellScheduleIssues`, in the caller's transaction, and reads it back. */
export async function writeBellSchedule(trx: Db, schoolId: string, periods: Periods): Promise<BellPeriod[]> {
  await replacePeriods(trx, schoolId, periods.map((p) => ({ weekday: p.weekday, number: p.number, starts_at: p.startsAt, ends_at: p.endsAt })))
  return (await listPeriods(trx, schoolId)).map(presentPeriod)
}

/** A period some lesson takes that the bell schedule has not (as saved in `db` now), in words; null when none. */
export async function periodLeftOut(db: Db, schoolId: string): Promise<string | null> {
  const [inUse, periods] = await Promise.all([periodsInUse(db, schoolId), listPeriods(db, schoolId)])
  const kept = new Set(periods.map((p) => `${p.weekday}-${p.number}`))
  const lost = inUse.find((u) => !kept.has(`${u.weekday}-${u.period}`))
  if (!lost) return null
  const weekday = translate(`reports.calendar.weekdays.${WEEKDAY_KEYS[lost.weekday - 1]!}`)
  return translate('timetable.errors.periodInUse', { weekday, period: lost.period })
}

/**
 * Replaces the bell schedule, in one transaction. Each weekday's periods are numbered once and do not overlap
 * (400, naming the period); a period a lesson takes may not go (409 `period_in_use`, naming it).
 */
export async function replaceBellSchedule(ctx: AppContext, input: z.output<typeof bellScheduleSchema>): Promise<BellPeriod[]> {
  const fields = bellScheduleIssues(input.periods)
  if (Object.keys(fields).length) throw badRequest(fields)
  return ctx.db.transaction().execute(async (trx) => {
    const saved = await writeBellSchedule(trx, ctx.schoolId, input.periods)
    const lost = await periodLeftOut(trx, ctx.schoolId)
    if (lost) throw conflict('period_in_use', lost, { periods: lost })
    return saved
  })
}
