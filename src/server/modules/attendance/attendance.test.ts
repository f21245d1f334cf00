import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MONDAY, MONDAY_MORNING, daySheet, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('manual attendance on %s', (kind) => {
  let t: TestApp
  let teacher: string
  let studentId: string
  let studentName: string

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    teacher = await cookieFor(t.app, 'subject_teacher')
    const first = (await daySheet(t.app, teacher)).rows[0]!
    studentId = first.student.id
    studentName = first.student.name
  })
  afterAll(() => t.close())

  it('shows every student as not recorded on a fresh day, with the date defaulting to today', async () => {
    const sheet = await daySheet(t.app, teacher)
    expect(sheet).toMatchObject({ date: MONDAY, today: MONDAY, isSchoolDay: true, total: 50, page: 1, pageSize: 25 })
    expect(sheet.rows).toHaveLength(25)
    expect(sheet.rows.every((r) => r.record === null)).toBe(true)
    expect(sheet.counts).toEqual({ present: 0, late: 0, absent: 0, sick: 0, permission: 0, notRecorded: 50 })
  })

  it('records by hand, then replaces status and note while the audit keeps every version', async () => {
    const first = await record(t.app, teacher, { studentId, date: MONDAY, status: 'present' })
    expect(first.statusCode).toBe(200)
    expect(first.json().row).toMatchObject({
      student: { id: studentId, name: studentName },
      record: { status: 'present', method: 'manual', note: null, recordedBy: { name: expect.any(String) } },
    })

    t.setNow(new Date(MONDAY_MORNING.getTime() + 60_000))
    // Another person's record: replaced once confirmed (overwrite.test.ts checks the refusal before it).
    const second = await record(t.app, await cookieFor(t.app, 'headmaster'), { studentId, date: MONDAY, status: 'sick', note: '  Fever ', overwrite: true })
    expect(second.json().row.record).toMatchObject({ status: 'sick', note: 'Fever' })

    const sheet = await daySheet(t.app, teacher)
    expect(sheet.counts).toMatchObject({ present: 0, sick: 1, notRecorded: 49 })

    const history = await t.app.inject({ method: 'GET', url: `/api/attendance/history?studentId=${studentId}&date=${MONDAY}`, headers: { cookie: teacher } })
    expect(history.json().entries).toEqual([
      expect.objectContaining({ oldStatus: null, newStatus: 'present', method: 'manual', by: expect.objectContaining({ name: expect.any(String) }) }),
      expect.objectContaining({ oldStatus: 'present', newStatus: 'sick', newNote: 'Fever' }),
    ])
    expect(history.json().entries[0].by.name).not.toBe(history.json().entries[1].by.name)

    // Saying the same again changes nothing and adds no audit row.
    await record(t.app, teacher, { studentId, date: MONDAY, status: 'sick', note: 'Fever' })
    const again = await t.app.inject({ method: 'GET', url: `/api/attendance/history?studentId=${studentId}&date=${MONDAY}`, headers: { cookie: teacher } })
    expect(again.json().entries).toHaveLength(2)
    t.setNow(MONDAY_MORNING)
  })

  it('filters by status, class and name, and pages, on the server', async () => {
    const sick = await daySheet(t.app, teacher, { status: 'sick' })
    expect(sick.rows.map((r) => r.student.id)).toEqual([studentId])
    expect(sick.total).toBe(1)
    const unrecorded = await daySheet(t.app, teacher, { status: 'not_recorded', pageSize: 100 })
    expect(unrecorded.total).toBe(49)
    expect(unrecorded.rows.some((r) => r.student.id === studentId)).toBe(false)

    const part = studentName.split(' ')[1]!.slice(0, 4).toUpperCase()
    const byName = await daySheet(t.app, teacher, { q: part })
    expect(byName.rows.length).toBeGreaterThan(0)
    expect(byName.rows.every((r) => r.student.name.toUpperCase().includes(part))).toBe(true)
    expect((await daySheet(t.app, teacher, { q: '%' })).total).toBe(0)

    const page2 = await daySheet(t.app, teacher, { page: 2, pageSize: 10 })
    const page1 = await daySheet(t.app, teacher, { page: 1, pageSize: 10 })
    expect(page2.rows).toHaveLength(10)
    expect(page2.rows[0]!.student.name >= page1.rows[9]!.student.name).toBe(true)

    const classId = sick.rows[0]!.class.id
    const inClass = await daySheet(t.app, teacher, { classId, pageSize: 100 })
    expect(inClass.rows.every((r) => r.class.id === classId)).toBe(true)
    expect(inClass.counts.sick).toBe(1)
    expect(Object.values(inClass.counts).reduce((a, b) => a + b, 0)).toBe(inClass.total)
  })

  it('shows a past day from the demo data', async () => {
    const sheet = await daySheet(t.app, teacher, { date: '2026-03-02', pageSize: 100 })
    expect(sheet.counts.notRecorded).toBe(0)
    expect(sheet.rows.every((r) => r.record !== null)).toBe(true)
  })

  it.each([
    ['an unknown status', { status: 'asleep' }, 400, 'status'],
    ['a malformed date', { date: '2030-02-30' }, 400, 'date'],
    ['a future date', { date: '2030-03-05' }, 400, 'date'],
    ['a Sunday', { date: '2030-03-03' }, 400, 'date'],
    ['a note of 501 characters', { note: 'x'.repeat(501) }, 400, 'note'],
  ])('refuses %s with %i and writes nothing', async (_, change, status, field) => {
    const before = await daySheet(t.app, teacher, { status: 'not_recorded', pageSize: 100 })
    const target = before.rows[0]!.student.id
    const response = await record(t.app, teacher, { studentId: target, date: MONDAY, status: 'present', ...change })
    expect(response.statusCode).toBe(status)
    expect(Object.keys(response.json().fields)).toEqual([field])
    expect((await daySheet(t.app, teacher, { status: 'not_recorded', pageSize: 100 })).total).toBe(before.total)
  })

  it('explains a day that is not a school day, or in the future, with its own code', async () => {
    const sunday = await record(t.app, teacher, { studentId, date: '2030-03-03', status: 'present' })
    expect(sunday.json()).toMatchObject({ error: '2030-03-03 is not a school day', code: 'not_school_day' })
    const future = await record(t.app, teacher, { studentId, date: '2030-03-05', status: 'present' })
    expect(future.json()).toMatchObject({ error: 'Attendance cannot be recorded for a future date', code: 'future_date' })
  })

  it('answers an unknown student with 404', async () => {
    const response = await record(t.app, teacher, { studentId: 'nobody', date: MONDAY, status: 'present' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error).toBe('No such student')
  })

  it('lets only roles that take attendance record, and only staff look', async () => {
    const student = await cookieFor(t.app, 'student')
    const refused = await record(t.app, student, { studentId, date: MONDAY, status: 'absent' })
    expect(refused.statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/attendance/day', headers: { cookie: student } })).statusCode).toBe(403)
    expect((await record(t.app, '', { studentId, date: MONDAY, status: 'absent' })).statusCode).toBe(401)
    expect((await daySheet(t.app, teacher, { status: 'sick' })).rows[0]?.student.id).toBe(studentId)
  })

  it('offers no way to change or remove the audit trail', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `/api/attendance/history?studentId=${studentId}&date=${MONDAY}`, headers: { cookie: await cookieFor(t.app, 'headmaster') } })
      expect(response.statusCode).toBe(404)
    }
  })
})
