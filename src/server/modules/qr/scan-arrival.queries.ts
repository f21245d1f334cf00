import { CompiledQuery } from 'kysely'
import type { Db } from '../../db/create-db'
import { nameStatement } from '../../db/named-statements'

/** What rollcall_scan_arrival (migration 2026-11-27T1000_one_round_trip_scan) is given, in its order. */
export interface ArrivalScan {
  schoolId: string
  nonce: string
  studentId: string
  scannerId: string
  at: string
  date: string
  status: 'present' | 'late'
  recordId: string
  auditId: string
  /** The read model's encoding of the day (read-model/encoding.ts): the year, the day's place, a one-day calendar, the bucket. */
  year: number
  day: number
  calendar: string
  bucket: string
  /** The live event's NOTIFY, sent by the function itself (delivered at commit); null sends none. */
  channel: string | null
  payload: string
}

const ARRIVAL = 'select card_id, card_name, card_class from rollcall_scan_arrival($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)'
nameStatement(ARRIVAL)

/**
 * PostgreSQL: an arrival scan in one round trip (ADR 033): its checks and writes in one call, as a named
 * prepared statement. Returns the student's card when the scan was recorded; undefined when a check
 * failed, nothing written (the caller's general path then gives the refusal).
 */
export async function recordArrivalScan(db: Db, scan: ArrivalScan) {
  const { rows } = await db.executeQuery<{ card_id: string; card_name: string; card_class: string }>(CompiledQuery.raw(ARRIVAL, [
    scan.schoolId, scan.nonce, scan.studentId, scan.scannerId, scan.at, scan.date, scan.status, scan.recordId, scan.auditId,
    scan.year, scan.day, scan.calendar, scan.bucket, scan.channel, scan.payload,
  ]))
  const row = rows[0]
  return row && { id: row.card_id, name: row.card_name, className: row.card_class }
}
