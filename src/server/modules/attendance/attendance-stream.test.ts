import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AttendanceEvent } from '#shared/contracts/attendance'
import { MONDAY, MONDAY_MORNING, classNamed, daySheet, record, roll } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { openSse } from '../../test/sse-client'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('live attendance updates on %s', (kind) => {
  let t: TestApp
  let base: string
  let cookie: string

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    cookie = await cookieFor(t.app, 'homeroom_teacher')
  })
  afterAll(() => t.close())

  // How soon the event arrives is measured by bench/live-latency.ts; here, that it arrives and says what changed.
  it('tells an open dashboard about a manual record', async () => {
    const stream = await openSse(`${base}/api/attendance/events`, cookie)
    await stream.next('ready')
    const student = (await daySheet(t.app, cookie)).rows[3]!.student
    await record(t.app, await cookieFor(t.app, 'subject_teacher'), { studentId: student.id, date: MONDAY, status: 'late' })
    const event = await stream.next<AttendanceEvent>('attendance')
    expect(event).toMatchObject({ studentId: student.id, date: MONDAY, status: 'late', method: 'manual' })
    stream.close()
  })

  it('sends one event per changed student of a roll call', async () => {
    const stream = await openSse(`${base}/api/attendance/events`, cookie)
    await stream.next('ready')
    const klass = await classNamed(t.app, cookie, '12A')
    const { rows } = await roll(t.app, cookie, klass.id, MONDAY)
    await t.app.inject({
      method: 'PUT',
      url: '/api/attendance/roll',
      headers: { cookie },
      payload: { classId: klass.id, date: MONDAY, entries: rows.map((r) => ({ studentId: r.student.id, status: 'present' })) },
    })
    const heard = []
    for (const _ of rows) heard.push((await stream.next<AttendanceEvent>('attendance')).studentId)
    expect(heard.sort()).toEqual(rows.map((r) => r.student.id).sort())
    stream.close()
  })

  it('is for staff only', async () => {
    const student = await fetch(`${base}/api/attendance/events`, { headers: { cookie: await cookieFor(t.app, 'student') } })
    expect(student.status).toBe(403)
    expect(await student.json()).toMatchObject({ code: 'forbidden' })
    expect((await fetch(`${base}/api/attendance/events`)).status).toBe(401)
  })
})

describe('a stream asked for without text/event-stream', () => {
  let t: TestApp
  beforeAll(async () => (t = await createTestApp('sqlite')))
  afterAll(() => t.close())

  it.each([
    ['/api/attendance/events', 'headmaster'],
    ['/api/student/events', 'student'],
  ] as const)('%s answers 406 with a JSON error, not a 500', async (url, role) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: await cookieFor(t.app, role), accept: 'application/json' } })
    expect(response.statusCode).toBe(406)
    expect(response.json()).toMatchObject({ code: 'not_acceptable' })
  })
})
