import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AttendanceEvent } from '#shared/contracts/attendance'
import type { QrCodeResponse } from '#shared/contracts/qr'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { daySheet, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { openSse } from '../../test/sse-client'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('a student’s own page on %s', (kind) => {
  let t: TestApp
  let student: string
  let staff: string
  const profile = async (cookie = student) => t.app.inject({ method: 'GET', url: '/api/student/profile', headers: { cookie } })

  beforeAll(async () => {
    // Friday 6 March 2026, the last day of the demo school's sample week: the demo is made on this clock,
    // so its term (from late November) is recorded up to the day before.
    t = await createTestApp(kind, { now: new Date('2026-03-06T09:00:00Z') })
    student = await cookieFor(t.app, 'student')
    staff = await cookieFor(t.app, 'headmaster')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  it('shows the student’s card and the last 30 school days with an attendance rate', async () => {
    const response = await profile()
    expect(response.statusCode).toBe(200)
    const body = response.json<StudentProfileResponse>()
    expect(body.student).toMatchObject({
      studentNumber: expect.stringMatching(/^S\d{4}$/),
      parentNumber: expect.stringMatching(/^\d{5}$/),
      level: expect.stringMatching(/^(Junior|Senior)$/),
      className: expect.stringMatching(/^1[0-2][A-F]$/),
    })
    expect(body.recent).toHaveLength(30)
    expect(body.recent[0]!.date).toBe('2026-03-06')
    expect(body.recent.every((d) => ![0, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()))).toBe(true)
    // The sample week (2–6 March) and the term's 25 school days before it are all recorded.
    const recorded = body.recent.filter((d) => d.record)
    expect(recorded).toHaveLength(30)
    expect(recorded.slice(0, 5).map((d) => d.date)).toEqual(['2026-03-06', '2026-03-05', '2026-03-04', '2026-03-03', '2026-03-02'])
    // The reports' rate over these 30 days: the demo's students are enrolled before its term, so every day counts.
    const attended = recorded.filter((d) => ['present', 'late'].includes(d.record!.status)).length
    expect(body.attendance).toEqual({ rate: Math.round((attended / 30) * 1000) / 1000, attended, schoolDays: 30 })
    expect(body.today).toMatchObject({ date: '2026-03-06', isSchoolDay: true, record: expect.objectContaining({ time: expect.stringMatching(/^07:\d\d$/) }) })
  })

  it('is for students only', async () => {
    expect((await profile(staff)).statusCode).toBe(403)
    expect((await profile('')).statusCode).toBe(401)
  })

  it('tells the student’s phone at once when their code is scanned, and nothing about others', async () => {
    t.setNow(new Date('2026-03-09T07:35:00Z')) // the Monday after: nothing recorded yet
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const me = (await profile()).json<StudentProfileResponse>().student.id
    const stream = await openSse(`${base}/api/student/events`, student)
    await stream.next('ready')

    const other = (await daySheet(t.app, staff)).rows.find((r) => r.student.id !== me)!.student.id
    await record(t.app, staff, { studentId: other, date: '2026-03-09', status: 'present' })
    const { code } = (await t.app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie: student } })).json<QrCodeResponse>()
    await t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: staff }, payload: { code } })

    const event = await stream.next<AttendanceEvent>('attendance')
    expect(event).toMatchObject({ studentId: me, status: 'present', method: 'qr' })
    await expect(stream.next('attendance', 300)).rejects.toThrow('no "attendance" event')
    stream.close()

    const forStaff = await fetch(`${base}/api/student/events`, { headers: { cookie: staff } })
    expect(forStaff.status).toBe(403)
  })
})
