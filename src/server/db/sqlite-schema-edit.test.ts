import SqliteDatabase from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createTestApp, TEST_DATABASES } from '../test/test-app'
import { rewriteTableCheck } from './sqlite-schema-edit'

describe('rewriteTableCheck', () => {
  const table = () => {
    const sqlite = new SqliteDatabase(':memory:')
    sqlite.exec(`create table t (role text not null, constraint t_ck check (role in ('a', 'b')))`)
    sqlite.exec(`insert into t values ('a')`)
    return sqlite
  }

  it('lets the new value in inside a transaction, keeps the rows, and leaves defensive mode on', () => {
    const sqlite = table()
    sqlite.transaction(() => rewriteTableCheck(sqlite, 't', `role in ('a', 'b')`, `role in ('a', 'b', 'c')`))()
    sqlite.exec(`insert into t values ('c')`)
    expect(() => sqlite.exec(`insert into t values ('d')`)).toThrow(/CHECK constraint failed/)
    expect(sqlite.prepare('select role from t order by role').pluck().all()).toEqual(['a', 'c'])
    expect(() => sqlite.prepare(`update sqlite_schema set sql = sql where name = 't'`).run()).toThrow(/may not be modified/)
  })

  it('refuses a definition that does not hold the text exactly once, changing nothing', () => {
    const sqlite = table()
    expect(() => rewriteTableCheck(sqlite, 't', `role in ('x')`, `role in ('y')`)).toThrow(/exactly once/)
    expect(() => sqlite.exec(`insert into t values ('c')`)).toThrow(/CHECK constraint failed/)
  })
})

describe.each(TEST_DATABASES)('the families migration on %s', (kind) => {
  it('admits parent accounts, which still need an email', async () => {
    const t = await createTestApp(kind)
    try {
      const row = { school_id: t.ctx.schoolId, id: 'p1', role: 'parent' as const, name: 'Ibu Sari', search_name: 'ibu sari',
        password_hash: 'x', created_at: 'now', updated_at: 'now' }
      await expect(t.ctx.db.insertInto('users').values({ ...row, email: null }).execute()).rejects.toThrow()
      await t.ctx.db.insertInto('users').values({ ...row, email: 'sari@example.test' }).execute()
      await expect(t.ctx.db.insertInto('users').values({ ...row, id: 'p2', role: 'cousin' as never, email: 'c@example.test' }).execute()).rejects.toThrow()
    } finally {
      await t.close()
    }
  })
})
