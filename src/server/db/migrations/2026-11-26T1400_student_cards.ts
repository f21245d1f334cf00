import type { Kysely } from 'kysely'

/**
 * Cards for students without a phone (ADR 027): a printed code that names a card, signed like
 * a phone's code but long-lived. A student has at most one card in use; a new card revokes the old
 * (a lost card, a photo of one passed around). `schools.confirm_cards`: the scanner asks for a tap to
 * confirm a card's face before it records.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('student_cards')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'text')
    .addColumn('revoked_at', 'text')
    .addPrimaryKeyConstraint('student_cards_pk', ['school_id', 'id'])
    .addForeignKeyConstraint('student_cards_student_fk', ['school_id', 'student_id'], 'students', ['school_id', 'user_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('student_cards_issued_by_fk', ['school_id', 'issued_by'], 'users', ['school_id', 'id'], (c) => c.onDelete('set null'))
    .execute()
  await db.schema.createIndex('student_cards_student_ix').on('student_cards').columns(['school_id', 'student_id', 'revoked_at']).execute()
  await db.schema.alterTable('schools').addColumn('confirm_cards', 'integer', (c) => c.notNull().defaultTo(0)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').dropColumn('confirm_cards').execute()
  await db.schema.dropTable('student_cards').execute()
}
