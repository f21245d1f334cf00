import type { Kysely } from 'kysely'

/**
 * The names a school gives its two levels (ADR 045): `schools.junior_level_name` and `senior_level_name`,
 * shown wherever a level is; null: the default of the reader's language ("Junior"; "SMP (Kelas VII–IX)").
 * The stored levels stay 'Junior' and 'Senior' (LEVELS in src/shared/school.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('junior_level_name', 'text').execute()
  await db.schema.alterTable('schools').addColumn('senior_level_name', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').dropColumn('senior_level_name').execute()
  await db.schema.alterTable('schools').dropColumn('junior_level_name').execute()
}
