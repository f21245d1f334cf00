import type { Db } from '../../../db/create-db'
import { addToDayCounts, setCalendarDays } from './read-model.queries'
import { dayCountDeltas, type StatusMove } from './summaries'

/**
 * The write side of the read model (ADR 016): the only code that changes the summaries as records
 * change. Called by the attendance write path (record-attendance.ts) inside the records' transaction,
 * with the day's status moves: each student's calendar day set, the school's day counts moved. A move
 * to null (a record taken back, take-back-attendance.ts) sets the day to no record and counts it nowhere.
 */
export async function keepSummaries(trx: Db, schoolId: string, date: string, moves: readonly StatusMove[]): Promise<void> {
  const moved = moves.filter((m) => m.before !== m.after)
  if (moved.length === 0) return
  await setCalendarDays(trx, schoolId, date, moved.map((m) => ({ studentId: m.studentId, status: m.after })))
  await addToDayCounts(trx, schoolId, date, dayCountDeltas(moved))
}
