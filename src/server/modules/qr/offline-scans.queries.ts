import type { Insertable } from 'kysely'
import { insertManyRowsIfAbsent } from '../../db/bulk-insert.queries'
import type { Db } from '../../db/create-db'
import type { OfflineScansTable } from '../../db/schema'
import { listedStudents } from '../enrolment'

/** The offline gate's statements (offline-sync.ts, ADR 027), each for a whole batch of scans. */

/** Rows to one multi-row statement: well under either engine's limit on parameters. */
const CHUNK = 500

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK))
  return out
}

/** Every listed student of the school with their class: the scanner's roster. */
export async function rosterStudents(db: Db, schoolId: string) {
  return listedStudents(db, schoolId)
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .leftJoin('student_photos as p', (j) => j.onRef('p.school_id', '=', 's.school_id').onRef('p.student_id', '=', 's.user_id'))
    .select(['u.id', 'u.name', 'c.name as className', 'p.updated_at as photoUpdatedAt'])
    .orderBy('u.id')
    .execute()
}

/** These students, if listed, with their class (the name and class a scanner shows). */
export async function cardsOf(db: Db, schoolId: string, studentIds: readonly string[]) {
  const cards = new Map<string, { id: string; name: string; className: string }>()
  for (const ids of chunks([...new Set(studentIds)])) {
    const rows = await listedStudents(db, schoolId)
      .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
      .select(['u.id', 'u.name', 'c.name as className'])
      .where('u.id', 'in', ids)
      .execute()
    for (const card of rows) cards.set(card.id, card)
  }
  return cards
}

/** The day's records of these students (all of the day's when none are named), with who took each. */
export async function recordsOfDay(db: Db, schoolId: string, date: string, studentIds?: readonly string[]) {
  const query = db
    .selectFrom('attendance_records as r')
    .leftJoin('users as u', (j) => j.onRef('u.school_id', '=', 'r.school_id').onRef('u.id', '=', 'r.recorded_by'))
    .leftJoin('offline_scans as o', (j) =>
      j.onRef('o.school_id', '=', 'r.school_id').onRef('o.student_id', '=', 'r.student_id').onRef('o.date', '=', 'r.date').on('o.outcome', '=', 'accepted'),
    )
    .select(['r.student_id', 'r.status', 'r.recorded_at', 'r.recorded_by', 'u.name as recordedByName', 'o.device_name as deviceName'])
    .where('r.school_id', '=', schoolId)
    .where('r.date', '=', date)
  if (!studentIds) return query.execute()
  const found = []
  for (const ids of chunks(studentIds)) found.push(...(await query.where('r.student_id', 'in', ids).execute()))
  return found
}

/** The answers already given to scans with these nonces (a re-sent batch). */
export async function answersOf(db: Db, schoolId: string, nonces: readonly string[]) {
  const found = []
  for (const some of chunks(nonces)) {
    found.push(...(await db.selectFrom('offline_scans').select(['nonce', 'answer']).where('school_id', '=', schoolId).where('nonce', 'in', some).execute()))
  }
  return found
}

/**
 * Keeps each scan's answer under its nonce, unless another request has kept one for it; returns the nonces
 * kept here. On PostgreSQL a concurrent sync of the same nonce holds this statement until it ends.
 */
export async function saveAnswers(db: Db, rows: readonly Insertable<OfflineScansTable>[]): Promise<Set<string>> {
  return new Set(await insertManyRowsIfAbsent(db, 'offline_scans', rows, { key: ['school_id', 'nonce'], returned: 'nonce' }))
}

/** The issues these codes belong to (qr_codes, by the code's nonce). */
export async function issuesOf(db: Db, schoolId: string, codeNonces: readonly string[]) {
  const found = []
  for (const some of chunks(codeNonces)) {
    found.push(
      ...(await db
        .selectFrom('qr_codes')
        .select(['nonce', 'student_id', 'used_at', 'used_by', 'revoked_at'])
        .where('school_id', '=', schoolId)
        .where('nonce', 'in', some)
        .execute()),
    )
  }
  return found
}

/** Marks issues used by the scans of one sync (those still unused): by the scanner, at the sync. */
export async function markIssuesUsed(db: Db, schoolId: string, codeNonces: readonly string[], by: string, at: string) {
  for (const some of chunks(codeNonces)) {
    await db
      .updateTable('qr_codes')
      .set({ used_at: at, used_by: by })
      .where('school_id', '=', schoolId)
      .where('nonce', 'in', some)
      .where('used_at', 'is', null)
      .execute()
  }
}
