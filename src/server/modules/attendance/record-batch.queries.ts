import { CompiledQuery } from 'kysely'
import type { Db } from '../../db/create-db'
import { nameStatement } from '../../db/named-statements'
import type { NewOutboxRow } from '../notices'

/** One student as rollcall_record_batch (migration 2026-11-27T1300_one_round_trip_record) takes it. */
export interface BatchEntryArg {
  s: string
  st: string
  /** The note to save (null: none); with kn, the saved one is kept instead. */
  n: string | null
  kn: boolean
  /** The record's id if this call inserts it, the audit row's id. */
  id: string
  aid: string
  /** The day-count bucket (read-model/encoding.ts). */
  b: string
  /** Statuses of an existing record whose change the function hands back (NoticeGuard). */
  nf: string[]
  cf: string[]
  /** The live event's JSON, and the entry's place in the request. */
  ev: string
  o: number
}

/** What rollcall_record_batch is given, in its order. */
export interface RecordBatchCall {
  schoolId: string
  date: string
  method: string
  recordedBy: string
  at: string
  /** Hand back a change of a record someone else made (no overwrite confirmed). */
  guard: boolean
  /** A roll call's class (every student must be in it); null: any listed student. */
  classId: string | null
  entries: BatchEntryArg[]
  /** Each status's one-day calendar (read-model/encoding.ts oneDayCalendar), the year and the day's place. */
  calendars: Record<string, string>
  year: number
  day: number
  /** The notices of the records this call may insert: only those it inserts are queued. */
  notices: NewOutboxRow[]
  /** The live event's NOTIFY: the channel (null: none sent), the message's text before and after the events. */
  channel: string | null
  head: string
  tail: string
}

const RECORD_BATCH = 'select rollcall_record_batch($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) as written'
nameStatement(RECORD_BATCH)

/**
 * PostgreSQL: a manual record or roll call in one round trip (ADR 037), as a named prepared statement.
 * Returns the students whose record changed, in the request's order; null when the function handed the
 * write back (nothing written): the caller runs the general path.
 */
export async function recordBatch(db: Db, call: RecordBatchCall): Promise<string[] | null> {
  const { rows } = await db.executeQuery<{ written: string[] | null }>(CompiledQuery.raw(RECORD_BATCH, [
    call.schoolId, call.date, call.method, call.recordedBy, call.at, call.guard, call.classId,
    JSON.stringify(call.entries), JSON.stringify(call.calendars), call.year, call.day, JSON.stringify(call.notices),
    call.channel, call.head, call.tail,
  ]))
  return rows[0]?.written ?? null
}
