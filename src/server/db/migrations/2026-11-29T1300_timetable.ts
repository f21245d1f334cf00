import type { Kysely } from 'kysely'

/**
 * The school's week (ADR 052): `bell_periods`, the periods of each ISO weekday and their times;
 * `lessons`, the timetable: a class, a subject and a teacher in a period of a weekday (one lesson a class and
 * one a teacher per period, held by unique indexes); `lesson_changes`, one date's
 * cancellation or substitute. Every key and index leads with `school_id` (ADR 032).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bell_periods')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bell_periods_pk', ['school_id', 'weekday', 'number'])
    .addForeignKeyConstraint('bell_periods_school_fk', ['school_id'], 'schools', ['id'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema
    .createTable('lessons')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('class_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('teacher_id', 'text', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lessons_pk', ['school_id', 'id'])
    .addForeignKeyConstraint('lessons_school_fk', ['school_id'], 'schools', ['id'], (c) => c.onDelete('cascade'))
    // A class or teacher removed takes its lessons out of the week; archiving does the same (their queries).
    .addForeignKeyConstraint('lessons_class_fk', ['school_id', 'class_id'], 'classes', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('lessons_teacher_fk', ['school_id', 'teacher_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute()
  // A class's week and a teacher's week, each in period order: one lesson a period for each (the service names the clash first).
  await db.schema.createIndex('lessons_class_slot_ux').on('lessons').columns(['school_id', 'class_id', 'weekday', 'period']).unique().execute()
  await db.schema.createIndex('lessons_teacher_slot_ux').on('lessons').columns(['school_id', 'teacher_id', 'weekday', 'period']).unique().execute()
  await db.schema
    .createTable('lesson_changes')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('substitute_id', 'text')
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_changes_pk', ['school_id', 'lesson_id', 'date'])
    .addForeignKeyConstraint('lesson_changes_lesson_fk', ['school_id', 'lesson_id'], 'lessons', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('lesson_changes_substitute_fk', ['school_id', 'substitute_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('lesson_changes_date_ix').on('lesson_changes').columns(['school_id', 'date']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lesson_changes').execute()
  await db.schema.dropTable('lessons').execute()
  await db.schema.dropTable('bell_periods').execute()
}
