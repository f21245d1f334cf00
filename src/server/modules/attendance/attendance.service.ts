import type { z } from 'zod'
import type { recordAttendanceSchema, saveRollSchema } from '#shared/contracts/attendance'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { badRequest, notFound } from '../../errors'
import { assertRecordableDate, assertRecordableWeekday, type School, todayAt } from '../schools'
import { findClass } from '../classes'
import { dayRowsOf, findEnrolledInClass, findStudentClass } from './attendance.queries'
import { writeAttendance, writeAttendanceBatch } from './record-attendance'
import { departuresOfDay } from './departures.queries'
import { withDeparturesOf } from './day-sheet'
import { recordInOneTrip, recordsInOneTrip } from './record-in-one-trip'

type RecordInput = z.output<typeof recordAttendanceSchema>
type RollInput = z.output<typeof saveRollSchema>

/**
 * Records (or corrects) one student's attendance by hand; returns the student's updated row. On PostgreSQL
 * one call to the database writes it when it can (ADR 037); otherwise, and on SQLite, the general path.
 */
export async function recordManually(ctx: AppContext, school: School, userId: string, input: RecordInput) {
  if (recordsInOneTrip(ctx)) {
    assertRecordableWeekday(school, input.date, ctx.now())
    const batch = { classId: null, date: input.date, method: 'manual' as const, recordedBy: userId, at: ctx.now().toISOString(), guardOthersRecords: !input.overwrite }
    const { studentId, status, note } = input
    if (await recordInOneTrip(ctx, school, batch, [{ studentId, status, note }])) return dayRowOf(ctx, input.date, input.studentId)
  }
  await assertRecordableDate(ctx.db, school, input.date, ctx.now())
  const enrolment = await findStudentClass(ctx.db, ctx.schoolId, input.studentId)
  if (!enrolment) throw notFound(translate('errors.studentNotFound'))

  // Committed with the writes that arrive beside it (ADR 054): at 07:00 the gate's scans.
  const event = await ctx.writes.run((trx) =>
    writeAttendance(trx, ctx.dbKind, {
      schoolId: ctx.schoolId,
      studentId: input.studentId,
      date: input.date,
      status: input.status,
      note: input.note,
      method: 'manual',
      recordedBy: userId,
      at: ctx.now().toISOString(),
      guardOthersRecords: !input.overwrite,
      today: todayAt(school, ctx.now()),
    }),
  )
  if (event) await ctx.events.publish(ctx.schoolId, [event])
  return dayRowOf(ctx, input.date, input.studentId)
}

/** One student's row of the day, as the dashboard shows it (with the day's departure): its two queries sent together. */
export async function dayRowOf(ctx: AppContext, date: string, studentId: string) {
  const [rows, departures] = await Promise.all([
    dayRowsOf(ctx.db, ctx.dbKind, ctx.schoolId, date, [studentId]),
    departuresOfDay(ctx.db, ctx.schoolId, date, [studentId]),
  ])
  return withDeparturesOf(rows, departures)[0]!
}

/**
 * Saves a whole class's roll call in one transaction: every row or none. On PostgreSQL one call to the
 * database writes it when it can (ADR 037); otherwise, and on SQLite, the general path.
 */
export async function saveRoll(ctx: AppContext, school: School, userId: string, input: RollInput) {
  if (recordsInOneTrip(ctx)) {
    assertRecordableWeekday(school, input.date, ctx.now())
    const batch = { classId: input.classId, date: input.date, method: 'manual' as const, recordedBy: userId, at: ctx.now().toISOString(), guardOthersRecords: !input.overwrite }
    const events = await recordInOneTrip(ctx, school, batch, input.entries)
    if (events) return { saved: events.length, unchanged: input.entries.length - events.length }
  }
  await assertRecordableDate(ctx.db, school, input.date, ctx.now())
  if (!(await findClass(ctx.db, ctx.schoolId, input.classId))) throw notFound(translate('errors.classNotFound'))

  const at = ctx.now().toISOString()
  // Every row or none, in a savepoint of a transaction shared with the writes beside it (ADR 054).
  const events = await ctx.writes.run(async (trx) => {
    const enrolled = await findEnrolledInClass(trx, ctx.schoolId, input.classId, input.entries.map((e) => e.studentId))
    if (input.entries.some((e) => !enrolled.has(e.studentId))) {
      throw badRequest({ entries: translate('errors.studentNotInClass') }, translate('errors.studentNotInClass'))
    }
    const batch = { schoolId: ctx.schoolId, date: input.date, method: 'manual' as const, recordedBy: userId, at, guardOthersRecords: !input.overwrite, today: todayAt(school, ctx.now()) }
    return writeAttendanceBatch(trx, ctx.dbKind, batch, input.entries)
  })
  if (events.length) await ctx.events.publish(ctx.schoolId, events)
  return { saved: events.length, unchanged: input.entries.length - events.length }
}
