import type { Kysely } from 'kysely'

/**
 * A register in every lesson (ADR 052). `lesson_registers`: one per lesson and date, keeping what the lesson
 * was that day (class, subject, who taught it, the period's times), so that a changed timetable never rewrites
 * the past, and who took it when. `lesson_marks`: each student's mark in it. `lesson_mark_audit`: every change
 * to a mark after the register was first taken. No foreign key to the lesson, the class or the people: the
 * record outlives them, as the day's records do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lesson_registers')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('class_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('teacher_id', 'text', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('taken_by', 'text', (c) => c.notNull())
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_registers_pk', ['school_id', 'id'])
    .addForeignKeyConstraint('lesson_registers_school_fk', ['school_id'], 'schools', ['id'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('lesson_registers_lesson_date_ux').on('lesson_registers').columns(['school_id', 'lesson_id', 'date']).unique().execute()
  await db.schema.createIndex('lesson_registers_date_ix').on('lesson_registers').columns(['school_id', 'date']).execute()
  await db.schema
    .createTable('lesson_marks')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('register_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_marks_pk', ['school_id', 'register_id', 'student_id'])
    .addForeignKeyConstraint('lesson_marks_register_fk', ['school_id', 'register_id'], 'lesson_registers', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('lesson_marks_student_ix').on('lesson_marks').columns(['school_id', 'student_id']).execute()
  await db.schema
    .createTable('lesson_mark_audit')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('register_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('old_status', 'text')
    .addColumn('new_status', 'text', (c) => c.notNull())
    .addColumn('old_note', 'text')
    .addColumn('new_note', 'text')
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_mark_audit_pk', ['school_id', 'id'])
    .addForeignKeyConstraint('lesson_mark_audit_school_fk', ['school_id'], 'schools', ['id'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('lesson_mark_audit_register_ix').on('lesson_mark_audit').columns(['school_id', 'register_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lesson_mark_audit').execute()
  await db.schema.dropTable('lesson_marks').execute()
  await db.schema.dropTable('lesson_registers').execute()
}
