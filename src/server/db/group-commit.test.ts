import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../test/throwaway-database'
import { TEST_DATABASES } from '../test/test-app'
import { createDb, type Db, type DbHandle } from './create-db'
import { groupCommit } from './group-commit'

/** A table of the test's own: a write, and one that a deferred foreign key refuses only at commit. */
const SCHEMA = [
  'create table gc_parent (id integer primary key)',
  'create table gc_write (id integer primary key, parent integer references gc_parent (id) deferrable initially deferred)',
  'insert into gc_parent (id) values (1)',
  'insert into gc_parent (id) values (2)',
]

const write = (id: number, parent = 1) => (trx: Db) => sql`insert into gc_write (id, parent) values (${id}, ${parent})`.execute(trx).then(() => id)

describe.each(TEST_DATABASES)('group commit (%s)', (kind) => {
  let database: ThrowawayDatabase
  let handle: DbHandle
  /** The statements the database was sent, in order. */
  const sent: string[] = []

  beforeAll(async () => {
    database = await createThrowawayDatabase(kind)
    handle = createDb(kind === 'sqlite' ? { kind, file: database.url } : { kind, url: database.url })
    for (const statement of SCHEMA) await sql.raw(statement).execute(handle.db)
    const logged = handle.db.withPlugin({
      transformQuery: (args) => (sent.push(JSON.stringify(args.node.kind === 'RawNode' ? args.node.sqlFragments.join('?') : args.node.kind)), args.node),
      transformResult: async (args) => args.result,
    })
    handle = { ...handle, db: logged }
  })
  afterAll(async () => {
    await handle?.db.destroy()
    await database?.drop()
  })

  const stored = async () =>
    (await sql<{ id: number }>`select id from gc_write order by id`.execute(handle.db)).rows.map((row) => Number(row.id))
  const reset = () => sql`delete from gc_write`.execute(handle.db)

  it('commits the writes that arrive together in one transaction, and answers each with its own result', async () => {
    await reset()
    sent.length = 0
    const writes = groupCommit(handle.db)
    const answers = await Promise.all([1, 2, 3, 4, 5].map((id) => writes.run(write(id))))
    expect(answers).toEqual([1, 2, 3, 4, 5])
    expect(await stored()).toEqual([1, 2, 3, 4, 5])
    // One transaction for the five, each in a savepoint of its own.
    expect(sent.filter((s) => /^"savepoint /.test(s))).toHaveLength(5)
  })

  it('rolls back a write that throws alone: its neighbours are committed, its caller gets its error', async () => {
    await reset()
    const writes = groupCommit(handle.db)
    const results = await Promise.allSettled([
      writes.run(write(10)),
      // The second insert of id 11 breaks the primary key after the first was written: both go back.
      writes.run(async (trx) => (await write(11)(trx), await write(11)(trx))),
      writes.run(write(12)),
      writes.run(async () => {
        throw new Error('refused by the check')
      }),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected'])
    expect(String((results[3] as PromiseRejectedResult).reason)).toContain('refused by the check')
    expect(await stored()).toEqual([10, 12])
  })

  it('answers a write only once its commit is done: another connection already sees it', async () => {
    await reset()
    const other = createDb(kind === 'sqlite' ? { kind, file: database.url } : { kind, url: database.url })
    try {
      const writes = groupCommit(handle.db)
      const seen = await Promise.all(
        [20, 21, 22].map((id) =>
          writes.run(write(id)).then(async () => (await sql<{ n: number }>`select count(*) as n from gc_write where id = ${id}`.execute(other.db)).rows[0]!.n),
        ),
      )
      expect(seen.map(Number)).toEqual([1, 1, 1])
    } finally {
      await other.db.destroy()
    }
  })

  it('when the commit itself fails, runs each write again alone: only the faulty one fails', async () => {
    await reset()
    const writes = groupCommit(handle.db)
    // Parent 99 does not exist; the deferred key says so only at commit.
    const results = await Promise.allSettled([writes.run(write(30)), writes.run(write(31, 99)), writes.run(write(32))])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await stored()).toEqual([30, 32])
  })

  it.runIf(kind === 'postgres')('runs alone again the writes of a batch PostgreSQL chose to break a deadlock: all succeed', async () => {
    await reset()
    // Two batches at once taking two rows in opposite orders: each holds one and waits for the other.
    const lock = (row: number, id: number, pause = false) => async (trx: Db) => {
      if (pause) await sql`select pg_sleep(0.3)`.execute(trx)
      await sql`update gc_parent set id = id where id = ${row}`.execute(trx)
      return write(id)(trx)
    }
    const one = groupCommit(handle.db)
    const other = groupCommit(handle.db)
    const results = await Promise.allSettled([
      one.run(lock(1, 50)), one.run(lock(2, 51, true)),
      other.run(lock(2, 52)), other.run(lock(1, 53, true)),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'])
    expect(await stored()).toEqual([50, 51, 52, 53])
  })

  it('takes no more than maxBatch writes in one transaction', async () => {
    await reset()
    sent.length = 0
    const writes = groupCommit(handle.db, { maxBatch: 2 })
    await Promise.all([40, 41, 42, 43, 44].map((id) => writes.run(write(id))))
    expect(await stored()).toEqual([40, 41, 42, 43, 44])
    // 2 + 2 + 1: the last one alone needs no savepoint.
    expect(sent.filter((s) => /^"savepoint /.test(s))).toHaveLength(4)
  })
})
