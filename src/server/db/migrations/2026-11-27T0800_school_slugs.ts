import type { Kysely } from 'kysely'

/**
 * Many schools in one deployment (ADR 034): each school gets a short code, its slug, which
 * names it in a host name (`<slug>.<BASE_DOMAIN>`) or on the sign-in screen. Unique across the
 * deployment (schools is a reference table). An existing school's slug is its id (`demo`, `main`),
 * which is already lower-case letters. Portable: added nullable, filled, then indexed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('slug', 'text').execute()
  await db.updateTable('schools').set((eb) => ({ slug: eb.ref('id') })).execute()
  await db.schema.createIndex('schools_slug_uq').on('schools').column('slug').unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('schools_slug_uq').execute()
  await db.schema.alterTable('schools').dropColumn('slug').execute()
}
