import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MONDAY, MONDAY_MORNING, classNamed, daySheet, roll } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('class roll call on %s', (kind) => {
  let t: TestApp
  let teacher: string
  let classId: string

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    teacher = await cookieFor(t.app, 'homeroom_teacher')
    // The largest class makes the best roll.
    const { classes } = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: teacher } })).json()
    const largest = [...classes].sort((a: { studentCount: number }, b: { studentCount: number }) => b.studentCount - a.studentCount)[0]
    classId = (await classNamed(t.app, teacher, largest.name)).id
  })
  afterAll(() => t.close())

  const save = (payload: object, cookie = teacher) =>
    t.app.inject({ method: 'PUT', url: '/api/attendance/roll', headers: { cookie }, payload })

  it('lists every enrolled student, none recorded yet, and saves them all at once', async () => {
    const before = await roll(t.app, teacher, classId, MONDAY)
    expect(before.rows.length).toBeGreaterThan(2)
    expect(before.rows.every((r) => r.record === null && r.class.id === classId)).toBe(true)

    const statuses = ['present', 'late', 'absent', 'sick', 'permission'] as const
    const entries = before.rows.map((r, i) => ({ studentId: r.student.id, status: statuses[i % 5]! }))
    const response = await save({ classId, date: MONDAY, entries })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ saved: entries.length, unchanged: 0 })

    // Reopening shows what was saved, never defaults.
    const after = await roll(t.app, teacher, classId, MONDAY)
    expect(after.rows.map((r) => [r.student.id, r.record?.status])).toEqual(entries.map((e) => [e.studentId, e.status]))
  })

  it('writes only what changed on a second save', async () => {
    const current = await roll(t.app, teacher, classId, MONDAY)
    const entries = current.rows.map((r, i) => ({ studentId: r.student.id, status: i === 0 ? 'present' : r.record!.status }))
    const changedFirst = current.rows[0]!.record!.status !== 'present'
    const response = await save({ classId, date: MONDAY, entries })
    expect(response.json()).toEqual({ saved: changedFirst ? 1 : 0, unchanged: entries.length - (changedFirst ? 1 : 0) })
  })

  it('keeps a note written in the dialog when a roll call changes that student without one', async () => {
    const current = await roll(t.app, teacher, classId, MONDAY)
    const target = current.rows[1]!.student.id
    await t.app.inject({ method: 'PUT', url: '/api/attendance/records', headers: { cookie: teacher }, payload: { studentId: target, date: MONDAY, status: 'sick', note: 'Fever' } })
    await save({ classId, date: MONDAY, entries: [{ studentId: target, status: 'permission' }] })
    const after = (await roll(t.app, teacher, classId, MONDAY)).rows[1]!.record
    expect(after).toMatchObject({ status: 'permission', note: 'Fever' })
    // An empty note clears it.
    await save({ classId, date: MONDAY, entries: [{ studentId: target, status: 'permission', note: '' }] })
    expect((await roll(t.app, teacher, classId, MONDAY)).rows[1]!.record?.note).toBeNull()
  })

  it('saves nothing when one row is wrong: a student of another class', async () => {
    const current = await roll(t.app, teacher, classId, MONDAY)
    const outsider = (await daySheet(t.app, teacher, { pageSize: 100 })).rows.find((r) => r.class.id !== classId)!
    const entries = [
      ...current.rows.map((r) => ({ studentId: r.student.id, status: 'absent' })),
      { studentId: outsider.student.id, status: 'present' },
    ]
    const response = await save({ classId, date: MONDAY, entries })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('A student in this roll call is not enrolled in the class')
    const after = await roll(t.app, teacher, classId, MONDAY)
    expect(after.rows.map((r) => r.record?.status)).toEqual(current.rows.map((r) => r.record?.status))
    expect((await daySheet(t.app, teacher, { classId: outsider.class.id, status: 'present' })).total).toBe(0)
  })

  it.each([
    ['a student listed twice', (ids: string[]) => ({ entries: [{ studentId: ids[0], status: 'present' }, { studentId: ids[0], status: 'late' }] }), 400],
    ['an empty roll', () => ({ entries: [] }), 400],
    ['an unknown class', (ids: string[]) => ({ classId: 'nope', entries: [{ studentId: ids[0], status: 'present' }] }), 404],
    ['a future date', (ids: string[]) => ({ date: '2030-03-11', entries: [{ studentId: ids[0], status: 'present' }] }), 400],
  ])('refuses %s', async (_, make, status) => {
    const ids = (await roll(t.app, teacher, classId, MONDAY)).rows.map((r) => r.student.id)
    const response = await save({ classId, date: MONDAY, ...make(ids) })
    expect(response.statusCode).toBe(status)
  })

  it('is for roles that take attendance only', async () => {
    const student = await cookieFor(t.app, 'student')
    const ids = (await roll(t.app, teacher, classId, MONDAY)).rows.map((r) => r.student.id)
    expect((await save({ classId, date: MONDAY, entries: [{ studentId: ids[0], status: 'absent' }] }, student)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: `/api/attendance/roll?classId=${classId}`, headers: { cookie: student } })).statusCode).toBe(403)
  })
})
