import type { AttendanceEvent } from '#shared/contracts/attendance'
import type { AttendanceStatus } from '#shared/school'
import { hasArrived } from '#shared/departure'
import type { Db } from '../../db/create-db'
import type { School } from '../schools'
import { findRecord, recordDeparture } from '../attendance'
import { alreadyDeparted } from './qr-errors'

export interface Departed {
  status: AttendanceStatus
  time: string
  leftEarly: boolean
  event: AttendanceEvent
}

/**
 * Inside a scan's transaction, once going-home scans have begun (ADR 029): the departure of a student who
 * arrived today, or null when they have not (the scan is then their arrival, late by the usual rule). A
 * second departure is refused (409 `already_departed`), which rolls the scan's claim on its code back.
 */
export async function departIfArrived(
  trx: Db, school: School, scan: { schoolId: string; studentId: string; date: string; at: string; scannerId: string },
): Promise<Departed | null> {
  const arrival = await findRecord(trx, scan.schoolId, scan.studentId, scan.date)
  // An absent student scanned is told they are recorded: only a student who came can leave.
  if (!arrival || !hasArrived(arrival.status)) return null
  const result = await recordDeparture(trx, school, {
    schoolId: scan.schoolId, studentId: scan.studentId, date: scan.date, leftAt: scan.at, method: 'qr', offline: false, recordedBy: scan.scannerId, at: scan.at,
  })
  if (!result.recorded) throw alreadyDeparted(result.time)
  const event: AttendanceEvent = { studentId: scan.studentId, date: scan.date, status: arrival.status, method: arrival.method, recordedAt: arrival.recorded_at, departedAt: scan.at }
  return { status: arrival.status, time: result.time, leftEarly: result.leftEarly, event }
}
