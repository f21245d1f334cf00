import { zonedMinute } from '#shared/dates'
import { type DepartureRule, isLeftEarly } from '#shared/departure'
import type { Db } from '../../db/create-db'
import type { School } from '../schools'
import { findDeparture, insertDepartureIfAbsent } from './departures.queries'

/** The school's going-home settings, as the shared rule reads them (ADR 029). */
export const departureRuleOf = (school: School): DepartureRule => ({ departureScans: school.departure_scans === 1, departuresFrom: school.departures_from })

export interface DepartureWrite {
  schoolId: string
  studentId: string
  date: string
  /** When the student left (ISO): a scan's time, or the time a device took it offline. */
  leftAt: string
  method: 'qr' | 'manual'
  offline: boolean
  recordedBy: string
  /** When the server wrote it (ISO). */
  at: string
}

export type DepartureResult = { recorded: true; time: string; leftEarly: boolean } | { recorded: false; time: string }

/**
 * Records a student's departure for the day in the caller's transaction, unless one is there: the first
 * wins, and the answer then says when that one was. A departure is beside the day's record, never in it:
 * no status, rate, summary or notice changes (ADR 029). "Left early" is judged now, against the end of
 * the day the school has set now, as a late mark is against its late time.
 */
export async function recordDeparture(trx: Db, school: School, write: DepartureWrite): Promise<DepartureResult> {
  const time = zonedMinute(write.leftAt, school.time_zone)
  const leftEarly = isLeftEarly(time, school.school_day_end)
  const inserted = await insertDepartureIfAbsent(trx, {
    school_id: write.schoolId, student_id: write.studentId, date: write.date, left_at: write.leftAt, time, left_early: leftEarly ? 1 : 0,
    method: write.method, offline: write.offline ? 1 : 0, recorded_by: write.recordedBy, recorded_at: write.at,
  })
  if (inserted) return { recorded: true, time, leftEarly }
  const first = await findDeparture(trx, write.schoolId, write.studentId, write.date)
  return { recorded: false, time: first?.time ?? time }
}
