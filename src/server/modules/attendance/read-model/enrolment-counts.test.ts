import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daySheet, MONDAY, MONDAY_MORNING } from '../../../test/attendance-helpers'
import { cookieFor } from '../../../test/demo-logins'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { freeParentNumbers } from '../../../test/student-import.fixtures'
import { describeRebuild, rebuildEverySchool } from './rebuild'

/** SQLite keeps each school's enrolment count by triggers (migration 2026-11-25T1100); the dashboard reads it. */
describe('enrolment counts on sqlite', () => {
  let t: TestApp
  let head: string
  beforeAll(async () => {
    t = await createTestApp('sqlite', { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
  })
  afterAll(() => t.close())

  const kept = async () => Number((await sql<{ n: number }>`select n from enrolment_counts where school_id = ${t.ctx.schoolId}`.execute(t.ctx.db)).rows[0]!.n)
  const counted = async () => Number((await sql<{ n: number }>`select count(*) as n from students where school_id = ${t.ctx.schoolId}`.execute(t.ctx.db)).rows[0]!.n)
  const notRecorded = async () => (await daySheet(t.app, head, { date: MONDAY })).counts.notRecorded

  it('follows every student added and deleted, and the dashboard counts with it', async () => {
    const [parentNumber] = await freeParentNumbers(t.app, head, 1, 80_000)
    expect(await kept()).toBe(await counted())
    const before = await notRecorded()
    const { departments } = (await t.app.inject({ method: 'GET', url: '/api/departments', headers: { cookie: head } })).json<{ departments: { id: string }[] }>()
    const { classes } = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: head } })).json<{ classes: { id: string }[] }>()
    const created = await t.app.inject({
      method: 'POST', url: '/api/students', headers: { cookie: head },
      payload: { name: 'Counted Once', parentNumber, classId: classes[0]!.id, level: 'Junior', departmentId: departments[0]!.id },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(await kept()).toBe(await counted())
    expect(await notRecorded()).toBe(before + 1)
    const id = created.json<{ student: { id: string } }>().student.id
    expect((await t.app.inject({ method: 'DELETE', url: `/api/students/${id}`, headers: { cookie: head } })).json()).toEqual({ archived: false })
    expect(await kept()).toBe(await counted())
    expect(await notRecorded()).toBe(before)
  })

  it('is put right by npm run rebuild-summaries, which says so', async () => {
    const right = await notRecorded()
    await sql`update enrolment_counts set n = n + 7 where school_id = ${t.ctx.schoolId}`.execute(t.ctx.db)
    expect(await notRecorded()).toBe(right + 7)
    const [result] = await rebuildEverySchool(t.ctx.db, t.ctx.dbKind)
    expect(result).toMatchObject({ enrolments: 1, calendars: 0, dayCounts: 0, names: 0 })
    expect(describeRebuild(result!)).toBe(`${result!.schoolName}: the enrolment count fixed`)
    expect(await notRecorded()).toBe(right)
    expect(await rebuildEverySchool(t.ctx.db, t.ctx.dbKind)).toMatchObject([{ enrolments: 0 }])
  })
})
