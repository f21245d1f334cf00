import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LessonsTodayResponse, RegisterResponse } from '#shared/contracts/registers'
import type { LessonGroupResponse, TimetableResponse } from '#shared/contracts/timetable'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** The test clock's Monday (test-app.ts, 08:00 at the school). */
const MONDAY = '2030-03-04'

/** A lesson for some of its class's students (`lesson_students`): its register lists only them (ADR 052). */
describe.each(TEST_DATABASES)('groups of a class’s students on %s', (kind) => {
  let t: TestApp
  let head: string
  let subject: string
  const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const group = (lessonId: string) => call('GET', `/api/timetable/lessons/${lessonId}/students`, head)
  const setGroup = (lessonId: string, studentIds: string[], cookie = head) => call('PUT', `/api/timetable/lessons/${lessonId}/students`, cookie, { studentIds })
  const register = async (lessonId: string) => (await call('GET', `/api/lessons/${lessonId}/register?date=${MONDAY}`, subject)).json<RegisterResponse>()
  const save = (lessonId: string, studentIds: string[]) =>
    call('PUT', `/api/lessons/${lessonId}/register`, subject, { date: MONDAY, marks: studentIds.map((studentId) => ({ studentId, status: 'present' })) })

  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
    subject = await cookieFor(t.app, 'subject_teacher')
  })
  afterAll(() => t.close())

  it('lists a group lesson’s register with only the group, and refuses a mark for another student of the class', async () => {
    const [lesson] = (await call('GET', `/api/lessons/today?date=${MONDAY}`, subject)).json<LessonsTodayResponse>().lessons
    const before = (await group(lesson!.lessonId)).json<LessonGroupResponse>()
    expect(before.groupIds).toEqual([])
    expect(before.students.length).toBeGreaterThan(2)
    expect((await register(lesson!.lessonId)).rows.map((r) => r.student.id)).toEqual(before.students.map((s) => s.id))

    const [a, b, other] = before.students
    const set = await setGroup(lesson!.lessonId, [a!.id, b!.id])
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json<LessonGroupResponse>().groupIds.sort()).toEqual([a!.id, b!.id].sort())
    const week = (await call('GET', `/api/timetable?classId=${lesson!.classId}`, head)).json<TimetableResponse>()
    expect(week.lessons.find((l) => l.id === lesson!.lessonId)!.groupSize).toBe(2)

    expect((await register(lesson!.lessonId)).rows.map((r) => r.student.name)).toEqual([a!.name, b!.name])
    const refused = await save(lesson!.lessonId, [a!.id, b!.id, other!.id])
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ fields: { 'marks.2.studentId': 'This student is not in the class that day' } })
    const taken = await save(lesson!.lessonId, [a!.id, b!.id])
    expect(taken.statusCode, taken.body).toBe(200)
    expect(taken.json<RegisterResponse>().rows.map((r) => r.mark?.status)).toEqual(['present', 'present'])

    // The whole class again: the register lists everyone, the two already marked.
    expect((await setGroup(lesson!.lessonId, [])).json<LessonGroupResponse>().groupIds).toEqual([])
    const whole = await register(lesson!.lessonId)
    expect(whole.rows).toHaveLength(before.students.length)
    expect(whole.rows.filter((r) => r.mark !== null)).toHaveLength(2)
  })

  it('takes only the class’s students into a group, changing nothing otherwise; only the headmaster sets it', async () => {
    const { lessons } = (await call('GET', '/api/timetable', head)).json<TimetableResponse>()
    const lesson = lessons.find((l) => l.groupSize === 0)!
    const { students } = (await group(lesson.id)).json<LessonGroupResponse>()
    const stranger = await t.ctx.db.selectFrom('students').select('user_id').where('school_id', '=', t.ctx.schoolId)
      .where('class_id', '!=', lesson.classId).executeTakeFirstOrThrow()
    const refused = await setGroup(lesson.id, [students[0]!.id, stranger.user_id])
    expect(refused.statusCode).toBe(400)
    expect(Object.keys(refused.json<{ fields: object }>().fields)).toEqual(['studentIds.1'])
    expect((await group(lesson.id)).json<LessonGroupResponse>().groupIds).toEqual([])
    expect((await setGroup(lesson.id, [students[0]!.id], subject)).statusCode).toBe(403)
    expect((await call('GET', `/api/timetable/lessons/${lesson.id}/students`, subject)).statusCode).toBe(403)
    expect((await setGroup('no-such-lesson', [])).statusCode).toBe(404)
  })

  it('makes a lesson moved to another class that whole class’s', async () => {
    const { lessons } = (await call('GET', '/api/timetable', head)).json<TimetableResponse>()
    const lesson = lessons.find((l) => l.groupSize === 0)!
    const { students } = (await group(lesson.id)).json<LessonGroupResponse>()
    expect((await setGroup(lesson.id, [students[0]!.id])).statusCode).toBe(200)
    // Another class's lesson in that period makes way, so that this one can move to that class.
    const other = lessons.find((l) => l.classId !== lesson.classId && l.weekday === lesson.weekday && l.period === lesson.period)!
    expect((await t.app.inject({ method: 'DELETE', url: `/api/timetable/lessons/${other.id}`, headers: { cookie: head } })).statusCode).toBe(200)
    const patched = await t.app.inject({
      method: 'PATCH', url: `/api/timetable/lessons/${lesson.id}`, headers: { cookie: head },
      payload: { classId: other.classId, subject: lesson.subject, teacherId: lesson.teacher.id, weekday: lesson.weekday, period: lesson.period },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json()).toMatchObject({ classId: other.classId, groupSize: 0 })
    expect((await group(lesson.id)).json<LessonGroupResponse>().groupIds).toEqual([])
  })
})
