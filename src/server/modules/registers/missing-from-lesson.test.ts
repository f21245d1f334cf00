import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RollResponse } from '#shared/contracts/attendance'
import type { MissingFromLessonsResponse } from '#shared/contracts/lesson-alerts'
import type { RegisterResponse, SaveRegisterRequest } from '#shared/contracts/registers'
import { MONDAY, MONDAY_MORNING } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** "Missing from lesson" (ADR 052): at school that day, absent in a lesson, with no excuse; read by the homeroom teacher and the headmaster. */
describe.each(TEST_DATABASES)('missing from lesson, on %s', (kind) => {
  let t: TestApp
  let head: string
  let homeroom: string
  let headId: string
  let classId: string
  let otherClassId: string
  let lessons: { id: string; subject: string; period: number; teacher_id: string }[]
  const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const missing = async (cookie: string, query = `date=${MONDAY}`) => {
    const response = await call('GET', `/api/lessons/missing?${query}`, cookie)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<MissingFromLessonsResponse>().missing
  }
  const mondayLessons = (ofClass: string) => t.ctx.db.selectFrom('lessons').select(['id', 'subject', 'period', 'teacher_id'])
    .where('school_id', '=', t.ctx.schoolId).where('class_id', '=', ofClass).where('weekday', '=', 1).orderBy('period').execute()
  const takeRegister = async (lessonId: string, marks: Record<string, 'present' | 'late' | 'absent'>, note?: string) => {
    const opened = (await call('GET', `/api/lessons/${lessonId}/register?date=${MONDAY}`, head)).json<RegisterResponse>()
    const body: SaveRegisterRequest = {
      date: MONDAY,
      marks: opened.rows.map((r) => ({ studentId: r.student.id, status: marks[r.student.id] ?? 'present', ...(marks[r.student.id] === 'absent' && note ? { note } : {}) })),
    }
    const saved = await call('PUT', `/api/lessons/${lessonId}/register`, head, body)
    expect(saved.statusCode, saved.body).toBe(200)
  }
  const roll = async (ofClass: string, entries: { studentId: string; status: string }[]) => {
    const saved = await call('PUT', '/api/attendance/roll', head, { classId: ofClass, date: MONDAY, entries, overwrite: true })
    expect(saved.statusCode, saved.body).toBe(200)
  }
  const studentsOf = async (ofClass: string) =>
    (await call('GET', `/api/attendance/roll?classId=${ofClass}&date=${MONDAY}`, head)).json<RollResponse>().rows.map((r) => r.student)

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    homeroom = await cookieFor(t.app, 'homeroom_teacher')
    headId = (await call('GET', '/api/auth/me', head)).json<{ user: { id: string } }>().user.id
    const homeroomId = (await call('GET', '/api/auth/me', homeroom)).json<{ user: { id: string } }>().user.id
    const classes = await t.ctx.db.selectFrom('classes').select(['id', 'teacher_id']).where('school_id', '=', t.ctx.schoolId).where('archived_at', 'is', null).execute()
    classId = classes.find((c) => c.teacher_id === homeroomId)!.id
    otherClassId = classes.find((c) => c.teacher_id !== homeroomId && c.id !== classId)!.id
    lessons = await mondayLessons(classId)
    expect(lessons.length).toBeGreaterThan(1)
  })
  afterAll(() => t.close())

  it('lists a pupil who arrived and is absent in a lesson, and not one excused, absent for the day or present in the lesson', async () => {
    const [arrived, excused, away] = await studentsOf(classId)
    await roll(classId, [{ studentId: arrived!.id, status: 'present' }, { studentId: excused!.id, status: 'sick' }, { studentId: away!.id, status: 'absent' }])
    const [first, second] = lessons
    await takeRegister(first!.id, { [arrived!.id]: 'absent', [excused!.id]: 'absent', [away!.id]: 'absent' }, 'Not in the room')

    const listed = await missing(homeroom)
    expect(listed.map((m) => m.student.id)).toEqual([arrived!.id])
    const teacher = (await call('GET', `/api/lessons/${first!.id}/register?date=${MONDAY}`, head)).json<RegisterResponse>().teacher
    expect(listed[0]).toEqual({
      student: { id: arrived!.id, name: arrived!.name },
      class: { id: classId, name: expect.any(String) },
      lesson: { id: first!.id, subject: first!.subject, period: first!.period, startsAt: expect.stringMatching(/^\d\d:\d\d$/), endsAt: expect.stringMatching(/^\d\d:\d\d$/) },
      teacher,
      markedBy: { id: headId, name: expect.any(String) },
      markedAt: MONDAY_MORNING.toISOString(),
      note: 'Not in the room',
    })
    // The headmaster reads the same, for the class or the whole school; another day has none.
    expect(await missing(head, `date=${MONDAY}&classId=${classId}`)).toEqual(listed)
    expect(await missing(head)).toEqual(listed)
    expect(await missing(homeroom, 'date=2030-02-25')).toEqual([])

    // Present in the next lesson: not missing from it. The day recorded late instead of sick: arrived, so missing.
    await takeRegister(second!.id, { [excused!.id]: 'absent' })
    await roll(classId, [{ studentId: excused!.id, status: 'late' }])
    expect((await missing(homeroom)).map((m) => [m.lesson.period, m.student.id]).sort()).toEqual(
      [[first!.period, arrived!.id], [first!.period, excused!.id], [second!.period, excused!.id]].sort(),
    )
  })

  it('follows the truth: marked present in the lesson, or the day recorded permission, and the pupil is no longer missing', async () => {
    const [arrived, excused] = await studentsOf(classId)
    const [first] = lessons
    const corrected = await call('PUT', `/api/lessons/${first!.id}/register`, head, { date: MONDAY, marks: [{ studentId: arrived!.id, status: 'present' }] })
    expect(corrected.statusCode, corrected.body).toBe(200)
    await roll(classId, [{ studentId: excused!.id, status: 'permission' }])
    expect(await missing(homeroom)).toEqual([])
  })

  it('keeps each homeroom teacher to their own classes; the headmaster reads every class; subject teachers, parents and students none', async () => {
    const [other] = await studentsOf(otherClassId)
    await roll(otherClassId, [{ studentId: other!.id, status: 'present' }])
    const [otherLesson] = await mondayLessons(otherClassId)
    await takeRegister(otherLesson!.id, { [other!.id]: 'absent' })

    expect((await missing(homeroom)).map((m) => m.student.id)).not.toContain(other!.id)
    expect((await missing(head)).map((m) => m.student.id)).toContain(other!.id)
    expect((await missing(head, `date=${MONDAY}&classId=${otherClassId}`)).map((m) => m.student.id)).toEqual([other!.id])
    const refused = await call('GET', `/api/lessons/missing?date=${MONDAY}&classId=${otherClassId}`, homeroom)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'forbidden', error: expect.stringMatching(/own classes/) })
    for (const role of ['subject_teacher', 'parent', 'student'] as const) {
      expect((await call('GET', `/api/lessons/missing?date=${MONDAY}`, await cookieFor(t.app, role))).statusCode, role).toBe(403)
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/lessons/missing?date=${MONDAY}` })).statusCode).toBe(401)
    expect((await call('GET', '/api/lessons/missing?date=2030-02-30', homeroom)).statusCode).toBe(400)
  })
})
