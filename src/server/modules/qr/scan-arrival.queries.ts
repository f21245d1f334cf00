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

const ARRIVALS = `select b.i::integer as i, a.card_id, a.card_name, a.card_class
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
              $10::integer[], $11::integer[], $12::text[], $13::text[], $14::text[], $15::text[])
       with ordinality as b(school, nonce, student, scanner, at, date, status, record_id, audit_id, year, day, calendar, bucket, channel, payload, i)
  left join lateral rollcall_scan_arrival(b.school, b.nonce, b.student, b.scanner, b.at, b.date, b.status, b.record_id, b.audit_id,
                                          b.year, b.day, b.calendar, b.bucket, b.channel, b.payload) a on true
  order by b.i`
nameStatement(ARRIVALS)

/**
 * PostgreSQL: several arrival scans in one round trip and one commit (group commit, ADR 054), each through the
 * same function as one alone, in the order given. One card per scan: undefined where a check failed (that scan
 * wrote nothing; the others are unaffected). A scan whose function raised (a race on a unique key) fails the
 * statement, and with it the whole batch: nothing written, the caller runs each again alone.
 */
export async function recordArrivalScans(db: Db, scans: ArrivalScan[]) {
  const column = <K extends keyof ArrivalScan>(key: K) => scans.map((scan) => scan[key])
  const { rows } = await db.executeQuery<{ i: number; card_id: string | null; card_name: string | null; card_class: string | null }>(CompiledQuery.raw(ARRIVALS, [
    column('schoolId'), column('nonce'), column('studentId'), column('scannerId'), column('at'), column('date'), column('status'),
    column('recordId'), column('auditId'), column('year'), column('day'), column('calendar'), column('bucket'), column('channel'), column('payload'),
  ]))
  const cards = scans.map(() => undefined as { id: string; name: string; className: string } | undefined)
  for (const row of rows) if (row.card_id !== null) cards[row.i - 1] = { id: row.card_id, name: row.card_name!, className: row.card_class! }
  return cards
}
