import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_DATABASES } from '../test/test-app'
import { workerDatabaseUrl } from '../test/worker-database'
import { readCatalog } from './catalog.queries'
import { createDb, type DbHandle } from './create-db'
import { hasCitus } from './citus.queries'
import { citusCommands, distributionProblems } from './distribution-rules'
import { migrateToLatest } from './migrator'
import { DISTRIBUTION_COLUMN, REFERENCE_TABLES, REFERENCE_TABLE_NAMES } from './table-kinds'

const SCALING_DOC = new URL('../../../docs/scaling.md', import.meta.url)
const onPostgres = TEST_DATABASES.includes('postgres')

/**
 * Ready for a distributed PostgreSQL (ADR 032): the migrated schema, read from PostgreSQL's
 * catalog, follows Citus's rules for tables co-located by school_id. The catalog is PostgreSQL's, so
 * on a SQLite-only run this file is skipped and says so.
 */
describe.skipIf(!onPostgres)('the schema on a distributed PostgreSQL (PostgreSQL only: skipped unless TEST_DATABASE_URL is set)', () => {
  const schema = `test_citus_${randomBytes(6).toString('hex')}`
  let handle: DbHandle
  let onCitus = false
  const catalog = () => readCatalog(handle.db, schema, DISTRIBUTION_COLUMN)
  const run = (statement: string) => sql.raw(statement).execute(handle.db)

  beforeAll(async () => {
    const url = await workerDatabaseUrl()
    handle = createDb({ kind: 'postgres', url }, { pgSchema: schema, poolSize: 1 })
    await run(`create schema ${schema}`)
    await migrateToLatest(handle.db)
    onCitus = await hasCitus(handle.db)
  })
  afterAll(async () => {
    await run(`drop schema ${schema} cascade`)
    await handle.db.destroy()
  })

  it('distributes every table holding school data by school_id, keys and foreign keys included, and lists every other table as a reference table', async () => {
    const read = await catalog()
    expect(read.tables.length).toBeGreaterThan(20)
    expect(distributionProblems(read, REFERENCE_TABLE_NAMES, DISTRIBUTION_COLUMN)).toEqual([])
  })

  it('names the table and the constraint of each kind of problem (scratch tables, dropped afterwards)', async (test) => {
    // On a Citus cluster the engine itself refuses the scratch tables' keys to distributed tables: its rules are the judge there.
    if (onCitus) test.skip()
    await run(`create table scratch_plain (id text primary key)`)
    await run(`create table scratch_keys (school_id text, id text not null, code text, constraint scratch_keys_pk primary key (id), constraint scratch_keys_code_uq unique (code))`)
    await run(`create unique index scratch_keys_lower_ix on scratch_keys (school_id, lower(code))`)
    await run(`create unique index scratch_keys_code_ix on scratch_keys (lower(code))`)
    await run(`create table scratch_refs (school_id text not null, id text not null, user_id text,
      constraint scratch_refs_pk primary key (school_id, id),
      constraint scratch_refs_crossed_fk foreign key (school_id, user_id) references users (id, school_id),
      constraint scratch_refs_set_null_fk foreign key (school_id, user_id) references users (school_id, id) on delete set null,
      constraint scratch_refs_school_fk foreign key (school_id) references schools (id))`)
    await run(`create table scratch_global (id text primary key, owner_school text, owner_id text,
      constraint scratch_global_owner_fk foreign key (owner_school, owner_id) references users (school_id, id))`)
    try {
      const listed = [...REFERENCE_TABLE_NAMES, 'scratch_global', 'scratch_gone']
      expect(distributionProblems(await catalog(), listed, DISTRIBUTION_COLUMN).sort()).toEqual([
        'scratch_global: foreign key scratch_global_owner_fk (owner_school, owner_id) → users (school_id, id): a reference table may not refer to a distributed table',
        'scratch_gone: listed in REFERENCE_TABLES but there is no such table',
        'scratch_keys: primary key scratch_keys_pk (id) lacks school_id',
        'scratch_keys: school_id may be NULL (a row must belong to a school to have a node)',
        'scratch_keys: unique constraint scratch_keys_code_uq (code) lacks school_id',
        'scratch_keys: unique index scratch_keys_code_ix ((expression)) lacks school_id',
        'scratch_plain: has no school_id column and is not listed in REFERENCE_TABLES (src/server/db/table-kinds.ts)',
        'scratch_refs: foreign key scratch_refs_crossed_fk (school_id, user_id) → users (id, school_id): between distributed tables, school_id must be joined to school_id',
        'scratch_refs: foreign key scratch_refs_set_null_fk (school_id, user_id) → users (school_id, id): sets school_id to NULL or its default on delete or update (Citus refuses it; name no action and clear the other column in the app)',
      ])
    } finally {
      await run(`drop table scratch_global, scratch_refs, scratch_keys, scratch_plain`)
    }
    expect(distributionProblems(await catalog(), REFERENCE_TABLE_NAMES, DISTRIBUTION_COLUMN)).toEqual([])
  })

  it('docs/scaling.md gives the Citus commands for this schema, every table once, each after the tables it refers to', async () => {
    const read = await catalog()
    const expected = citusCommands(read, REFERENCE_TABLES as Record<string, string>, DISTRIBUTION_COLUMN)
    const doc = await fs.readFile(SCALING_DOC, 'utf8')
    const block = /<!-- citus-commands: start[^>]*-->\n```sql\n([\s\S]*?)\n```\n<!-- citus-commands: end -->/.exec(doc)?.[1]
    expect(block, 'docs/scaling.md: the citus-commands block (replace it with the expected text)').toBe(expected)
    const named = [...expected.matchAll(/create_(?:reference|distributed)_table\('(\w+)'/g)].map((m) => m[1]!)
    expect([...named].sort()).toEqual(read.tables.map((t) => t.name).sort())
    const late = read.constraints.filter((c) => c.kind === 'f' && c.table !== c.referencedTable && named.indexOf(c.table) < named.indexOf(c.referencedTable!))
    expect(late.map((c) => `${c.table} is distributed before ${c.referencedTable}, which its ${c.name} refers to`)).toEqual([])
  })
})
