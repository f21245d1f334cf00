import type { z } from 'zod'
import type { clearDepartureSchema, recordDepartureSchema } from '#shared/contracts/departures'
import { hasArrived, isLeftEarly } from '#shared/departure'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { conflict, notFound } from '../../errors'
import { assertRecordableDate, dayStartsAt, type School } from '../schools'
import { findRecord, findStudentClass } from './attendance.queries'
import { dayRowOf } from './attendance.service'
import { deleteDeparture, putDeparture } from './departures.queries'

type RecordInput = z.output<typeof recordDepartureSchema>
type ClearInput = z.output<typeof clearDepartureSchema>

/**
 * Staff set a student's departure by hand (ADR 029), where they edit the student's day: at the time they
 * give, over any departure the day had, "left early" judged against the school's end of day now. Only a
 * day with an arrival has one (409 `not_arrived`). The record itself is not touched.
 */
export async function recordDepartureByHand(ctx: AppContext, school: School, userId: string, input: RecordInput) {
  await assertRecordableDate(ctx.db, school, input.date, ctx.now())
  if (!(await findStudentClass(ctx.db, ctx.schoolId, input.studentId))) throw notFound(translate('errors.studentNotFound'))
  const at = ctx.now().toISOString()
  const [hours, minutes] = input.time.split(':').map(Number) as [number, number]
  // The given wall time on that day (a school's day has no clock change in it where Rollcall is used; the time itself is kept as given).
  const leftAt = new Date(Date.parse(dayStartsAt(school, input.date)) + (hours * 60 + minutes) * 60_000).toISOString()
  const arrival = await ctx.db.transaction().execute(async (trx) => {
    const record = await findRecord(trx, ctx.schoolId, input.studentId, input.date)
    if (!record || !hasArrived(record.status)) throw conflict('not_arrived', translate('errors.departureWithoutArrival'))
    await putDeparture(trx, {
      school_id: ctx.schoolId, student_id: input.studentId, date: input.date, left_at: leftAt, time: input.time,
      left_early: isLeftEarly(input.time, school.school_day_end) ? 1 : 0, method: 'manual', offline: 0, recorded_by: userId, recorded_at: at,
    })
    return record
  })
  await ctx.events.publish(ctx.schoolId, [
    { studentId: input.studentId, date: input.date, status: arrival.status, method: arrival.method, recordedAt: arrival.recorded_at, departedAt: leftAt },
  ])
  return dayRowOf(ctx, input.date, input.studentId)
}

/** A departure recorded by mistake, taken away: the day is as if the student had not left through the gate. */
export async function clearDepartureByHand(ctx: AppContext, school: School, input: ClearInput) {
  await assertRecordableDate(ctx.db, school, input.date, ctx.now())
  if (!(await findStudentClass(ctx.db, ctx.schoolId, input.studentId))) throw notFound(translate('errors.studentNotFound'))
  if (await deleteDeparture(ctx.db, ctx.schoolId, input.studentId, input.date)) {
    const record = await findRecord(ctx.db, ctx.schoolId, input.studentId, input.date)
    if (record) await ctx.events.publish(ctx.schoolId, [{ studentId: input.studentId, date: input.date, status: record.status, method: record.method, recordedAt: record.recorded_at }])
  }
  return dayRowOf(ctx, input.date, input.studentId)
}
