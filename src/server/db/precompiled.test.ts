import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/test-app'
import { arg, precompiled } from './precompiled'

/** A query compiled once answers each call with that call's values, on either engine, constants kept. */
describe.each(TEST_DATABASES)('precompiled queries on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { demo: false })
  })
  afterAll(() => t.close())

  const named = precompiled((db) =>
    db
      .selectFrom('departments')
      .select(['id', 'name'])
      .where('name', '=', arg(1)) // the values may come in any order, and a constant may sit between them
      .where('name', '<>', 'No Such Department')
      .where('school_id', '=', arg(0))
      .where('archived_at', 'is', null),
  )

  it('gives what the same query built each time gives, with each call’s values', async () => {
    const departments = await t.ctx.db.selectFrom('departments').select(['id', 'name']).where('school_id', '=', t.ctx.schoolId).execute()
    expect(departments.length).toBeGreaterThan(1)
    for (const department of departments) {
      expect((await named.run(t.ctx.db, [t.ctx.schoolId, department.name])).rows).toEqual([department])
    }
    expect((await named.run(t.ctx.db, ['another school', departments[0]!.name])).rows).toEqual([])
  })

  it('runs inside a transaction, and writes', async () => {
    const rename = precompiled((db) => db.updateTable('departments').set({ name: arg(0) }).where('school_id', '=', arg(1)).where('id', '=', arg(2)).returning('name'))
    const [first] = await t.ctx.db.selectFrom('departments').select(['id', 'name']).where('school_id', '=', t.ctx.schoolId).execute()
    const renamed = await t.ctx.db.transaction().execute((trx) => rename.run(trx, ['Renamed', t.ctx.schoolId, first!.id]))
    expect(renamed.rows).toEqual([{ name: 'Renamed' }])
    expect((await named.run(t.ctx.db, [t.ctx.schoolId, 'Renamed'])).rows).toEqual([{ id: first!.id, name: 'Renamed' }])
  })
})
