import { describe, expect, it } from 'vitest'
import { createTestApp, TEST_DATABASES } from './test/test-app'
import { bootstrap } from './bootstrap'
import { findSchool } from './modules/schools'

describe.each(TEST_DATABASES)('start-up on %s', (kind) => {
  it('loads the demo school once and keeps secrets stable across restarts', async () => {
    const first = await createTestApp(kind)
    // A second start on the same database (another instance, or a restart) finds everything in place.
    const again = await bootstrap({ db: first.ctx.db, kind }, first.ctx.config)
    expect(again.schoolId).toBe(first.ctx.schoolId)
    expect(again.secrets).toEqual(first.ctx.secrets)
    expect(again.secrets.session).not.toBe(again.secrets.qr)
    const users = await first.ctx.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    expect(Number(users.n)).toBe(63) // 10 staff, 50 students, 3 parents
    await first.close()
  })

  it('creates an empty school, no demo data, when demo mode is off', async () => {
    const t = await createTestApp(kind, { demo: false })
    expect(await findSchool(t.ctx.db, t.ctx.schoolId)).toMatchObject({ name: 'Rollcall School', is_demo: 0 })
    const users = await t.ctx.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    expect(Number(users.n)).toBe(0)
    await t.close()
  })

  it("gives a new real school eight departments, so its first class has one to belong to", async () => {
    const t = await createTestApp(kind, { demo: false })
    const departments = await t.ctx.db.selectFrom('departments').select('name').where('school_id', '=', t.ctx.schoolId).execute()
    expect(departments.map((d) => d.name).sort()).toEqual(
      ['Arts', 'Business', 'Computer', 'Health', 'Language', 'Mathematics', 'Science', 'Social Studies'],
    )
    // A second start finds the school and adds nothing.
    await bootstrap({ db: t.ctx.db, kind }, t.ctx.config)
    const again = await t.ctx.db.selectFrom('departments').select('id').where('school_id', '=', t.ctx.schoolId).execute()
    expect(again).toHaveLength(8)
    await t.close()
  })
})
