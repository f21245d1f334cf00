import { sql } from 'kysely'
import type { DatabaseKind, Db } from '../../db/create-db'
import { batches, LOOKUP_BATCH } from '../../lib/csv-import/batches'

/**
 * Who holds each of these Student IDs in the school, listed or archived (an archived student keeps theirs, for the
 * history that names it; students_number_uq covers both): number → user id.
 */
export async function studentNumberHolders(db: Db, schoolId: string, numbers: readonly string[]): Promise<Map<string, string>> {
  const holders = new Map<string, string>()
  for (const batch of batches([...new Set(numbers)], LOOKUP_BATCH)) {
    const rows = await db
      .selectFrom('students')
      .select(['student_number', 'user_id'])
      .where('school_id', '=', schoolId)
      .where('student_number', 'in', batch)
      .execute()
    for (const row of rows) holders.set(row.student_number, row.user_id)
  }
  return holders
}

export interface NisnHolder {
  schoolId: string
  userId: string
}

/**
 * Who holds each of these NISNs in the whole deployment, every school (ADR 046): the one query that crosses
 * schools on purpose, by `students_nisn_ix`. Archived students hold none (archiving releases it).
 */
export async function nisnHolders(db: Db, nisns: readonly string[]): Promise<Map<string, NisnHolder>> {
  const holders = new Map<string, NisnHolder>()
  for (const batch of batches([...new Set(nisns)], LOOKUP_BATCH)) {
    const rows = await db.selectFrom('students').select(['nisn', 'school_id', 'user_id']).where('nisn', 'in', batch).execute()
    for (const row of rows) holders.set(row.nisn!, { schoolId: row.school_id, userId: row.user_id })
  }
  return holders
}

/**
 * Makes the writes that give students NISNs take turns across the deployment, so that a check of
 * `nisnHolders` holds until the transaction ends: PostgreSQL's transaction-level advisory lock (taken by
 * the first such write, released at commit or rollback). SQLite needs none: its writes take turns already
 * (one connection, one writer).
 */
export async function lockNisnWrites(db: Db, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('rollcall nisn'))`.execute(db)
}

/** An archived student's NISN goes with them (ADR 046): another school, or this one, may give it to the student again. */
export async function releaseNisn(db: Db, schoolId: string, userId: string): Promise<void> {
  await db.updateTable('students').set({ nisn: null }).where('school_id', '=', schoolId).where('user_id', '=', userId).execute()
}

/** Gives these students new Student IDs (the roster sync: the sending system keeps the school's numbers). */
export async function renumberStudents(db: Db, schoolId: string, moves: readonly { from: string; to: string }[]): Promise<void> {
  for (const move of moves) {
    await db.updateTable('students').set({ student_number: move.to }).where('school_id', '=', schoolId).where('student_number', '=', move.from).execute()
  }
}
