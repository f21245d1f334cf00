import type { Kysely } from 'kysely'

/**
 * A record before a student's enrolment moves the enrolment back to its day (ADR 044):
 * `enrolment_audit` keeps a line for each move: whose, from which enrolment day and first counted instant
 * (`users.created_at`) to which, why (`reason`, with the record's `date`), by whom and when. No foreign key
 * to the student or the actor, so the trail outlives them (as api_token_audit's).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enrolment_audit')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('old_enrolled_on', 'text')
    .addColumn('new_enrolled_on', 'text', (c) => c.notNull())
    .addColumn('old_created_at', 'text', (c) => c.notNull())
    .addColumn('new_created_at', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('enrolment_audit_pk', ['school_id', 'id'])
    .addForeignKeyConstraint('enrolment_audit_school_fk', ['school_id'], 'schools', ['id'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('enrolment_audit_student_ix').on('enrolment_audit').columns(['school_id', 'student_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('enrolment_audit').execute()
}
