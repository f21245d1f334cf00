import SqliteDatabase from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { createDb, type DbHandle, withStatementCache } from './create-db'

describe('the SQLite statement cache', () => {
  let handle: DbHandle | undefined
  afterEach(async () => {
    await handle?.db.destroy()
    handle = undefined
  })

  it('prepares a statement once per SQL text, and each text gets its own', () => {
    const sqlite = new SqliteDatabase(':memory:')
    const cached = withStatementCache(sqlite)
    const first = cached.prepare('select 1 as n')
    expect(cached.prepare('select 1 as n')).toBe(first)
    const other = cached.prepare('select 2 as n')
    expect(other).not.toBe(first)
    expect(other.all([])).toEqual([{ n: 2 }])
    expect(first.all([])).toEqual([{ n: 1 }])
    cached.close()
    expect(sqlite.open).toBe(false)
  })

  it('keeps only the most recently used statements when full', () => {
    const cached = withStatementCache(new SqliteDatabase(':memory:'), 2)
    const one = cached.prepare('select 1')
    const two = cached.prepare('select 2')
    expect(cached.prepare('select 1')).toBe(one) // now the most recent
    cached.prepare('select 3') // pushes out "select 2"
    expect(cached.prepare('select 1')).toBe(one)
    expect(cached.prepare('select 2')).not.toBe(two)
    cached.close()
  })

  it('gives a statement still being iterated a fresh twin, so both read their own rows', () => {
    const cached = withStatementCache(new SqliteDatabase(':memory:'))
    const rows = cached.prepare('select value from json_each(?)')
    const outer = rows.iterate(['[1,2]'])
    expect(outer.next().value).toEqual({ value: 1 })
    expect(cached.prepare('select value from json_each(?)').all(['[3]'])).toEqual([{ value: 3 }])
    expect(outer.next().value).toEqual({ value: 2 })
    expect(outer.next().done).toBe(true)
    expect(cached.prepare('select value from json_each(?)')).toBe(rows) // free again
    cached.close()
  })

  it('reads, writes and returns rows through Kysely, and stays right after the schema changes', async () => {
    handle = createDb({ kind: 'sqlite', file: ':memory:' })
    const { db } = handle
    await sql`create table t (id integer primary key, name text not null)`.execute(db)
    const insert = (id: number, name: string) => sql`insert into t (id, name) values (${id}, ${name}) returning id`.execute(db)
    const all = async () => (await sql<Record<string, unknown>>`select * from t order by id`.execute(db)).rows
    expect((await insert(1, 'a')).rows).toEqual([{ id: 1 }])
    const changed = await sql`update t set name = ${'b'} where id = ${1}`.execute(db)
    expect(changed.numAffectedRows).toBe(1n)
    expect(await all()).toEqual([{ id: 1, name: 'b' }])

    // Same SQL text after the table gained a column, then after it was dropped and made anew.
    await sql`alter table t add column note text`.execute(db)
    expect(await all()).toEqual([{ id: 1, name: 'b', note: null }])
    await sql`drop table t`.execute(db)
    await expect(all()).rejects.toThrow(/no such table/)
    await sql`create table t (id integer primary key, label text, name text not null)`.execute(db)
    await insert(2, 'c')
    expect(await all()).toEqual([{ id: 2, label: null, name: 'c' }])
    // A write whose text was first run as a write, then a read of the same table with RETURNING.
    expect((await sql`delete from t where id = ${2}`.execute(db)).numAffectedRows).toBe(1n)
    expect((await sql`delete from t where id = ${2} returning id`.execute(db)).rows).toEqual([])
  })

  it('rolls back a failed transaction with cached begin and rollback statements, twice over', async () => {
    handle = createDb({ kind: 'sqlite', file: ':memory:' })
    const { db } = handle
    await sql`create table t (id integer primary key)`.execute(db)
    for (let round = 0; round < 2; round++) {
      await expect(
        db.transaction().execute(async (trx) => {
          await sql`insert into t (id) values (${round})`.execute(trx)
          throw new Error('refused')
        }),
      ).rejects.toThrow('refused')
    }
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows).toEqual([{ n: 0 }])
  })
})
