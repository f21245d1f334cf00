import type { Kysely } from 'kysely'

/**
 * A student's NISN (ADR 046): the 10-digit national student number, optional (null until known).
 * Unique in the school by a unique index that leads with school_id (ADR 032: every unique key of school data
 * includes it; both engines allow many nulls in a unique index, as the external ids of 2026-11-27T1110).
 * Unique in the deployment too: the writes check across schools under one lock (nisnHolders, students/student-numbers.queries.ts),
 * finding the holder by `students_nisn_ix`, a plain index on the number alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('students').addColumn('nisn', 'text').execute()
  await db.schema.createIndex('students_nisn_uq').on('students').columns(['school_id', 'nisn']).unique().execute()
  await db.schema.createIndex('students_nisn_ix').on('students').column('nisn').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('students_nisn_ix').execute()
  await db.schema.dropIndex('students_nisn_uq').execute()
  await db.schema.alterTable('students').dropColumn('nisn').execute()
}
