import type { Kysely } from 'kysely'

/**
 * Issued attendance codes, by nonce: a new code revokes the student's earlier
 * ones, and a scan marks its code used in the same transaction as the record.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('qr_codes')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('used_by', 'text')
    .addPrimaryKeyConstraint('qr_codes_pk', ['school_id', 'nonce'])
    .addForeignKeyConstraint('qr_codes_student_fk', ['school_id', 'student_id'], 'students', ['school_id', 'user_id'], (c) =>
      c.onDelete('cascade'),
    )
    .addForeignKeyConstraint('qr_codes_used_by_fk', ['school_id', 'used_by'], 'users', ['school_id', 'id'])
    .execute()
  await db.schema.createIndex('qr_codes_student_ix').on('qr_codes').columns(['school_id', 'student_id', 'issued_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qr_codes').execute()
}
