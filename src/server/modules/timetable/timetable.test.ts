import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BellPeriod, BellScheduleRequest, Lesson, LessonChangesResponse, LessonFormRequest, TimetableResponse } from '#shared/contracts/timetable'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** Eight periods Monday to Thursday, six on a shorter Friday: 40 minutes each, a break after the fourth. */
function aWeek(): BellPeriod[] {
  const times = ['07:00', '07:40', '08:20', '09:00', '10:00', '10:40', '11:20', '12:00']
  const ends = ['07:40', '08:20', '09:00', '09:40', '10:40', '11:20', '12:00', '12:40']
  return [1, 2, 3, 4, 5].flatMap((weekday) =>
    times.slice(0, weekday === 5 ? 6 : 8).map((startsAt, i) => ({ weekday, number: i + 1, startsAt, endsAt: ends[i]! })))
}

describe.each(TEST_DATABASES)('the school’s week on %s', (kind) => {
  let t: TestApp
  let head: string
  let subject: string
  let classA: string
  let classB: string
  let teacherA: string
  let teacherB: string
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = head) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const week = async (query = '') => (await call('GET', `/api/timetable${query}`)).json<TimetableResponse>()
  const lesson = (over: Partial<LessonFormRequest> = {}): LessonFormRequest =>
    ({ classId: classA, subject: 'Mathematics', teacherId: teacherA, weekday: 1, period: 1, ...over })

  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
    subject = await cookieFor(t.app, 'subject_teacher')
    const { db, schoolId } = t.ctx
    const classes = await db.selectFrom('classes').select('id').where('school_id', '=', schoolId).where('archived_at', 'is', null).orderBy('name').execute()
    const teachers = await db.selectFrom('users').select('id').where('school_id', '=', schoolId)
      .where('role', 'in', ['homeroom_teacher', 'subject_teacher']).where('archived_at', 'is', null).orderBy('name').execute()
    ;[classA, classB] = [classes[0]!.id, classes[1]!.id]
    ;[teacherA, teacherB] = [teachers[0]!.id, teachers[1]!.id]
    // Whatever week the school has, this test starts from none.
    for (const { id } of (await week()).lessons) expect((await call('DELETE', `/api/timetable/lessons/${id}`)).statusCode).toBe(200)
  })
  afterAll(() => t.close())

  it('keeps the bell schedule the headmaster sets, by weekday and period, Friday shorter', async () => {
    const response = await call('PUT', '/api/timetable/periods', { periods: [...aWeek()].reverse() } satisfies BellScheduleRequest)
    expect(response.statusCode).toBe(200)
    expect(response.json<{ periods: BellPeriod[] }>().periods).toEqual(aWeek())
    const { periods } = await week()
    expect(periods.filter((p) => p.weekday === 5)).toHaveLength(6)
    expect(periods.find((p) => p.weekday === 3 && p.number === 5)).toEqual({ weekday: 3, number: 5, startsAt: '10:00', endsAt: '10:40' })
  })

  it.each([
    ['two periods that overlap', [{ weekday: 1, number: 1, startsAt: '07:00', endsAt: '07:45' }, { weekday: 1, number: 2, startsAt: '07:40', endsAt: '08:20' }], 'periods.1.startsAt'],
    ['a period number twice on one weekday', [{ weekday: 2, number: 1, startsAt: '07:00', endsAt: '07:40' }, { weekday: 2, number: 1, startsAt: '08:00', endsAt: '08:40' }], 'periods.1.number'],
    ['a period that ends before it starts', [{ weekday: 2, number: 1, startsAt: '09:00', endsAt: '08:00' }], 'periods.0.endsAt'],
    ['a time that is no time', [{ weekday: 2, number: 1, startsAt: '7 o’clock', endsAt: '08:00' }], 'periods.0.startsAt'],
    ['a weekday that is none', [{ weekday: 8, number: 1, startsAt: '07:00', endsAt: '08:00' }], 'periods.0.weekday'],
  ])('refuses %s with a 400 naming the field, and keeps the schedule it had', async (_, periods, field) => {
    const response = await call('PUT', '/api/timetable/periods', { periods })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ code: string; fields: Record<string, string> }>()).toMatchObject({ code: 'validation_failed', fields: { [field]: expect.any(String) } })
    expect((await week()).periods).toEqual(aWeek())
  })

  it('adds a lesson in a period the schedule has, with the period’s times, the class’s name and the teacher’s', async () => {
    const response = await call('POST', '/api/timetable/lessons', lesson({ subject: '  Mathematics ', weekday: 3, period: 5 }))
    expect(response.statusCode).toBe(201)
    const added = response.json<Lesson>()
    expect(added).toMatchObject({ classId: classA, subject: 'Mathematics', teacher: { id: teacherA }, weekday: 3, period: 5, startsAt: '10:00', endsAt: '10:40' })
    expect((await week()).lessons).toEqual([added])
  })

  it('refuses a second lesson of the class in a period, and the teacher in two classes at once (409 on the field)', async () => {
    await call('POST', '/api/timetable/lessons', lesson())
    const sameClass = await call('POST', '/api/timetable/lessons', lesson({ teacherId: teacherB, subject: 'Art' }))
    expect(sameClass.statusCode).toBe(409)
    expect(sameClass.json()).toMatchObject({ code: 'lesson_slot_taken', fields: { period: expect.any(String) } })
    const sameTeacher = await call('POST', '/api/timetable/lessons', lesson({ classId: classB }))
    expect(sameTeacher.statusCode).toBe(409)
    expect(sameTeacher.json()).toMatchObject({ code: 'teacher_busy', fields: { teacherId: expect.any(String) } })
    expect((await week(`?classId=${classA}`)).lessons.filter((l) => l.weekday === 1 && l.period === 1)).toHaveLength(1)
  })

  it('gives one of two lessons saved at the same moment in one period a 409, never a 500', async () => {
    const [a, b] = await Promise.all([
      call('POST', '/api/timetable/lessons', lesson({ classId: classB, teacherId: teacherB, weekday: 2, period: 3 })),
      call('POST', '/api/timetable/lessons', lesson({ classId: classB, teacherId: teacherA, weekday: 2, period: 3, subject: 'Art' })),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
  })

  it('refuses a period the weekday does not have, a class or teacher that is no one’s (400 by field)', async () => {
    const friday = await call('POST', '/api/timetable/lessons', lesson({ weekday: 5, period: 7 }))
    expect(friday.statusCode).toBe(400)
    expect(friday.json()).toMatchObject({ fields: { period: expect.any(String) } })
    const nobody = await call('POST', '/api/timetable/lessons', lesson({ classId: 'no-such-class', teacherId: 'no-such-teacher', weekday: 4 }))
    expect(nobody.statusCode).toBe(400)
    expect(nobody.json()).toMatchObject({ fields: { classId: expect.any(String), teacherId: expect.any(String) } })
  })

  it('moves a lesson, lists a teacher’s week alone, and removes a lesson', async () => {
    const [first] = (await week(`?classId=${classA}`)).lessons
    const moved = await call('PATCH', `/api/timetable/lessons/${first!.id}`, lesson({ weekday: 4, period: 2, subject: 'Physics' }))
    expect(moved.statusCode).toBe(200)
    expect(moved.json<Lesson>()).toMatchObject({ id: first!.id, weekday: 4, period: 2, subject: 'Physics', startsAt: '07:40' })
    // Teacher B's own lesson (the race above may have given its period to teacher A): the week listed is B's alone.
    const theirs = await call('POST', '/api/timetable/lessons', lesson({ classId: classB, teacherId: teacherB, weekday: 3, period: 4 }))
    expect(theirs.statusCode).toBe(201)
    const listed = (await week(`?teacherId=${teacherB}`)).lessons
    expect(listed.map((l) => l.id)).toContain(theirs.json<Lesson>().id)
    expect(listed.every((l) => l.teacher.id === teacherB)).toBe(true)
    expect(listed.map((l) => l.id)).not.toContain(first!.id)
    expect((await call('DELETE', `/api/timetable/lessons/${theirs.json<Lesson>().id}`)).statusCode).toBe(200)
    expect((await call('DELETE', `/api/timetable/lessons/${first!.id}`)).statusCode).toBe(200)
    expect((await call('DELETE', `/api/timetable/lessons/${first!.id}`)).statusCode).toBe(404)
  })

  it('keeps a period a lesson takes: a schedule without it is a 409 and changes nothing', async () => {
    const without = aWeek().filter((p) => !(p.weekday === 2 && p.number === 3))
    const response = await call('PUT', '/api/timetable/periods', { periods: without })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'period_in_use', fields: { periods: expect.stringContaining('Tuesday') } })
    expect((await week()).periods).toEqual(aWeek())
  })

  it('lets every staff role read the week and only the headmaster change it', async () => {
    expect((await call('GET', '/api/timetable', undefined, subject)).statusCode).toBe(200)
    const before = await week()
    const refused = await Promise.all([
      call('PUT', '/api/timetable/periods', { periods: [] }, subject),
      call('POST', '/api/timetable/lessons', lesson({ weekday: 5, period: 1 }), subject),
    ])
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403])
    expect(await week()).toEqual(before)
  })

  describe('one date’s change', () => {
    // The test clock's Monday (test-app.ts) and the next: school days of the demo school.
    const MONDAY = '2030-03-04'
    let mondayLesson: Lesson

    beforeAll(async () => {
      mondayLesson = (await call('POST', '/api/timetable/lessons', lesson({ classId: classB, teacherId: teacherB, weekday: 1, period: 6 }))).json<Lesson>()
      // teacherA teaches classA on Mondays in period 6 too: busy then.
      await call('POST', '/api/timetable/lessons', lesson({ weekday: 1, period: 6 }))
    })

    it('cancels a lesson for one date, and undoes it', async () => {
      const url = `/api/timetable/lessons/${mondayLesson.id}/dates/${MONDAY}`
      const cancelled = await call('PUT', url, { kind: 'cancelled' })
      expect(cancelled.statusCode).toBe(200)
      expect(cancelled.json()).toEqual({ lessonId: mondayLesson.id, date: MONDAY, kind: 'cancelled', substitute: null })
      expect((await call('DELETE', url)).statusCode).toBe(204)
      expect((await call('DELETE', url)).statusCode).toBe(404)
    })

    it('gives a lesson to a free substitute for one date, refusing one who teaches then', async () => {
      const url = `/api/timetable/lessons/${mondayLesson.id}/dates/${MONDAY}`
      const busy = await call('PUT', url, { kind: 'substitute', teacherId: teacherA })
      expect(busy.statusCode).toBe(409)
      expect(busy.json()).toMatchObject({ code: 'teacher_busy' })
      // Once teacherA's own lesson that date is cancelled, they are free to substitute.
      const own = (await week(`?teacherId=${teacherA}`)).lessons.find((l) => l.weekday === 1 && l.period === 6)!
      expect((await call('PUT', `/api/timetable/lessons/${own.id}/dates/${MONDAY}`, { kind: 'cancelled' })).statusCode).toBe(200)
      const given = await call('PUT', url, { kind: 'substitute', teacherId: teacherA })
      expect(given.statusCode).toBe(200)
      expect(given.json()).toMatchObject({ kind: 'substitute', substitute: { id: teacherA } })
      const { changes } = (await call('GET', `/api/timetable/changes?from=${MONDAY}&to=2030-03-10`)).json<LessonChangesResponse>()
      expect(changes.map((c) => [c.lessonId, c.kind])).toEqual(expect.arrayContaining([[mondayLesson.id, 'substitute'], [own.id, 'cancelled']]))
      // The next Monday the week is as it was.
      const next = (await call('GET', '/api/timetable/changes?from=2030-03-11&to=2030-03-11')).json<LessonChangesResponse>()
      expect(next.changes).toEqual([])
    })

    it.each([
      ['a Tuesday, for a Monday lesson', '2030-03-05'],
      ['a Sunday', '2030-03-10'],
      ['a date that is none', '2030-02-30'],
    ])('refuses %s with a 400 on the date', async (_, date) => {
      const response = await call('PUT', `/api/timetable/lessons/${mondayLesson.id}/dates/${date}`, { kind: 'cancelled' })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ fields: { date: expect.any(String) } })
    })
  })
})
