import type { AttendanceEvent } from '#shared/contracts/attendance'
import type { AttendanceStatus } from '#shared/school'
import type { AppContext } from '../../context'
import { MAX_NOTIFY_BYTES } from '../../db/notifier'
import { newId } from '../../lib/ids'
import { noticesIfNew } from '../notices'
import { type School, todayAt } from '../schools'
import { movesEnrolmentBack } from '../enrolment'
import { eventsEnvelope, eventsMessage } from './attendance-events'
import { calendarYear, dayCountBucket, dayOfYear, oneDayCalendar } from './read-model/encoding'
import { recordBatch } from './record-batch.queries'
import type { AttendanceBatch } from './record-attendance'

/** Whether a manual record or roll call can take the one-round-trip path (ADR 037): PostgreSQL. */
export const recordsInOneTrip = (ctx: AppContext) => ctx.dbKind === 'postgres'

/** A manual record's or a roll call's entry: a status, and a note (undefined keeps the saved one). */
export interface OneTripEntry {
  studentId: string
  status: AttendanceStatus
  note?: string | null | undefined
}

/**
 * A manual record or roll call, its day already checked but for holidays, written by one call to PostgreSQL
 * (rollcall_record_batch): the same rows as writeAttendanceBatch (records, audit rows, summaries, notices) and
 * the same live event, sent by the call itself. The notices are worded here first (notices-if-new.ts: one
 * query, only when an entry can cause one). Returns the events of the students whose record changed, in the
 * entries' order; null when the function handed the write back (nothing written): the caller runs the
 * general path, which refuses or writes as it always has.
 */
export async function recordInOneTrip(
  ctx: AppContext, school: School, batch: Omit<AttendanceBatch, 'schoolId'> & { classId: string | null }, entries: readonly OneTripEntry[],
): Promise<AttendanceEvent[] | null> {
  const { schoolId } = ctx
  const { date, method, recordedBy, at } = batch
  // A day before a student's enrolment moves it back (ADR 044): the general path does that. Only a past day can be
  // one, so only a past day asks (one wait more; today's writes, the hot path, never do).
  if (date < todayAt(school, new Date(at)) && (await movesEnrolmentBack(ctx.db, schoolId, date, entries.map((e) => e.studentId)))) return null
  const ids = entries.map((e) => ({ studentId: e.studentId, status: e.status, recordId: newId() }))
  const { rows, guards } = await noticesIfNew(ctx.db, schoolId, school, date, at, ids)
  const events = entries.map((e): AttendanceEvent => ({ studentId: e.studentId, date, status: e.status, method, recordedAt: at }))
  // Too many events for one NOTIFY: the function sends none, publish splits them (attendance-events.ts).
  const notifyHere = ctx.events.channel !== null && eventsMessage(schoolId, events).length <= MAX_NOTIFY_BYTES - 300
  const written = await recordBatch(ctx.db, {
    schoolId, date, method, recordedBy, at, guard: !!batch.guardOthersRecords, classId: batch.classId,
    entries: entries.map((e, o) => ({
      s: e.studentId, st: e.status, n: e.note ?? null, kn: e.note === undefined, id: ids[o]!.recordId, aid: newId(),
      b: dayCountBucket(e.studentId), nf: guards.get(e.studentId)!.notifyFrom, cf: guards.get(e.studentId)!.correctionFrom,
      ev: JSON.stringify(events[o]), o,
    })),
    calendars: Object.fromEntries([...new Set(entries.map((e) => e.status))].map((status) => [status, oneDayCalendar(date, status)])),
    year: calendarYear(date), day: dayOfYear(date), notices: rows,
    channel: notifyHere ? ctx.events.channel : null, ...eventsEnvelope(schoolId),
  })
  if (!written) return null
  const changed = new Set(written)
  const published = events.filter((e) => changed.has(e.studentId))
  if (!notifyHere && published.length) await ctx.events.publish(schoolId, published)
  return published
}
