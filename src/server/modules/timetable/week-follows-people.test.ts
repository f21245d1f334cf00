import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TimetableResponse } from '#shared/contracts/timetable'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** The week follows the people and classes in it (ADR 052): one that goes takes its lessons out of the week. */
describe.each(TEST_DATABASES)('the week when a class or a teacher goes, on %s', (kind) => {
  let t: TestApp
  let head: string
  const call = (method: 'GET' | 'DELETE' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: head }, ...(payload ? { payload } : {}) })
  const week = async (query = '') => (await call('GET', `/api/timetable${query}`)).json<TimetableResponse>()

  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
  })
  afterAll(() => t.close())

  it('removes a class with no students, and its lessons with it', async () => {
    const { db, schoolId } = t.ctx
    const empty = await db.selectFrom('classes as c').select(['c.id', 'c.name']).where('c.school_id', '=', schoolId).where('c.archived_at', 'is', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('students as s').select('s.user_id').whereRef('s.class_id', '=', 'c.id').whereRef('s.school_id', '=', 'c.school_id'))))
      .executeTakeFirstOrThrow()
    expect((await week(`?classId=${empty.id}`)).lessons.length).toBeGreaterThan(0)
    const removed = await call('DELETE', `/api/classes/${empty.id}`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await week()).lessons.filter((l) => l.classId === empty.id)).toEqual([])
  })

  /** A new teacher, signed in, with a lesson of their own on Monday and another's Monday lesson to substitute. */
  async function teacherInTheWeek(email: string) {
    const { db, schoolId } = t.ctx
    const department = await db.selectFrom('departments').select('id').where('school_id', '=', schoolId).executeTakeFirstOrThrow()
    const made = await t.app.inject({
      method: 'POST', url: '/api/teachers', headers: { cookie: head },
      payload: { name: 'Rina Week', email, departmentId: department.id, subjects: ['Music'], isHomeroom: false, password: 'a long enough password 1' },
    })
    expect(made.statusCode, made.body).toBe(201)
    const teacherId = made.json<{ teacher: { id: string } }>().teacher.id
    const { periods, lessons } = await week()
    const monday = periods.filter((p) => p.weekday === 1)
    const classes = await db.selectFrom('classes').select('id').where('school_id', '=', schoolId).where('archived_at', 'is', null).execute()
    // A class free in some Monday period gets a Music lesson with them; another Monday lesson, in another period, is theirs that date.
    const free = monday.flatMap((p) => classes.filter((c) => !lessons.some((l) => l.classId === c.id && l.weekday === 1 && l.period === p.number)).map((c) => ({ classId: c.id, period: p.number })))[0]!
    const added = await call('POST', '/api/timetable/lessons', { classId: free.classId, subject: 'Music', teacherId, weekday: 1, period: free.period })
    expect(added.statusCode, added.body).toBe(201)
    const other = lessons.find((l) => l.weekday === 1 && l.period !== free.period)!
    expect((await call('PUT', `/api/timetable/lessons/${other.id}/dates/2030-03-04`, { kind: 'substitute', teacherId })).statusCode).toBe(200)
    return teacherId
  }

  const inTheWeek = async (teacherId: string) => {
    const { changes } = (await call('GET', '/api/timetable/changes?from=2030-03-04&to=2030-03-04')).json<{ changes: { substitute: { id: string } | null }[] }>()
    return { lessons: (await week()).lessons.filter((l) => l.teacher.id === teacherId).length, substitutes: changes.filter((c) => c.substitute?.id === teacherId).length }
  }

  it('removes a teacher with no history: their lessons and the dates they would substitute go with them', async () => {
    const teacherId = await teacherInTheWeek('rina.week@example.org')
    expect(await inTheWeek(teacherId)).toEqual({ lessons: 1, substitutes: 1 })
    const removed = await call('DELETE', `/api/teachers/${teacherId}`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ archived: false })
    expect(await inTheWeek(teacherId)).toEqual({ lessons: 0, substitutes: 0 })
  })

  it('archives a teacher with history: their lessons and the dates they would substitute leave the week', async () => {
    const teacherId = await teacherInTheWeek('rina.history@example.org')
    const session = await signIn(t.app, 'staff', 'rina.history@example.org', 'a long enough password 1')
    const cookie = session.headers['set-cookie']!.toString().split(';')[0]!
    const student = await t.ctx.db.selectFrom('students').select('user_id').where('school_id', '=', t.ctx.schoolId).executeTakeFirstOrThrow()
    const recorded = await t.app.inject({
      method: 'PUT', url: '/api/attendance/records', headers: { cookie },
      payload: { studentId: student.user_id, date: '2030-03-04', status: 'present', overwrite: true },
    })
    expect(recorded.statusCode, recorded.body).toBe(200)
    const archived = await call('DELETE', `/api/teachers/${teacherId}`)
    expect(archived.statusCode, archived.body).toBe(200)
    expect(archived.json()).toEqual({ archived: true })
    expect(await inTheWeek(teacherId)).toEqual({ lessons: 0, substitutes: 0 })
  })
})
