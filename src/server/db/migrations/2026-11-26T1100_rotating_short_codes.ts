import type { Kysely } from 'kysely'

/**
 * Short codes that rotate with the QR (ADR 024): an issue's six slots each have their own
 * 8 characters to type, good in that slot only (with the QR's grace), so a screenshot's typed code is as
 * stale as its QR. `qr_codes.short_code` (one for the whole minute) is no longer written; it stays for
 * the codes issued before, which live a minute and are swept within a day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('qr_short_codes')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('short_code', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('qr_short_codes_pk', ['school_id', 'nonce', 'slot'])
    .addForeignKeyConstraint('qr_short_codes_code_fk', ['school_id', 'nonce'], 'qr_codes', ['school_id', 'nonce'], (c) => c.onDelete('cascade'))
    .execute()
  await db.schema.createIndex('qr_short_codes_typed_ix').on('qr_short_codes').columns(['school_id', 'short_code', 'valid_until']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qr_short_codes').execute()
}
