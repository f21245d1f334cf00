import type { Kysely } from 'kysely'

/**
 * Groups of a class's students (ADR 052): `lesson_students` lists the students a lesson is for when it is not
 * the whole class (a language option, a set). A lesson with no rows here is for its whole class. A lesson
 * removed, or a student removed, takes its rows with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lesson_students')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_students_pk', ['school_id', 'lesson_id', 'student_id'])
    .addForeignKeyConstraint('lesson_students_lesson_fk', ['school_id', 'lesson_id'], 'lessons', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('lesson_students_student_fk', ['school_id', 'student_id'], 'students', ['school_id', 'user_id'], (c) => c.onDelete('cascade'))
    .execute()
  // A student removed finds their rows by this index, not by scanning every lesson's group.
  await db.schema.createIndex('lesson_students_student_ix').on('lesson_students').columns(['school_id', 'student_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lesson_students').execute()
}
