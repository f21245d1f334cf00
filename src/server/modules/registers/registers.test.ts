import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LessonsTodayResponse, RegisterResponse, SaveRegisterRequest } from '#shared/contracts/registers'
import type { TimetableResponse } from '#shared/contracts/timetable'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** The test clock's Monday (test-app.ts, 08:00 at the school) and the Monday before it. */
const MONDAY = '2030-03-04'
const LAST_MONDAY = '2030-02-25'

describe.each(TEST_DATABASES)('registers in every lesson on %s', (kind) => {
  let t: TestApp
  let head: string
  let subject: string
  let homeroom: string
  let subjectId: string
  let homeroomId: string
  const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const idOf = async (cookie: string) => (await call('GET', '/api/auth/me', cookie)).json<{ user: { id: string } }>().user.id
  const today = async (cookie: string, date = MONDAY) => (await call('GET', `/api/lessons/today?date=${date}`, cookie)).json<LessonsTodayResponse>()
  const register = (lessonId: string, date: string, cookie: string) => call('GET', `/api/lessons/${lessonId}/register?date=${date}`, cookie)
  const save = (lessonId: string, cookie: string, body: SaveRegisterRequest) => call('PUT', `/api/lessons/${lessonId}/register`, cookie, body)
  const allPresent = (r: RegisterResponse, date: string): SaveRegisterRequest =>
    ({ date, marks: r.rows.map((row) => ({ studentId: row.student.id, status: 'present' as const })) })

  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
    subject = await cookieFor(t.app, 'subject_teacher')
    homeroom = await cookieFor(t.app, 'homeroom_teacher')
    subjectId = await idOf(subject)
    homeroomId = await idOf(homeroom)
  })
  afterAll(() => t.close())

  it('lists a subject teacher’s lessons of the day in period order, each register still to take', async () => {
    const day = await today(subject)
    expect(day.isSchoolDay).toBe(true)
    expect(day.lessons.length).toBeGreaterThan(1)
    expect(day.lessons.map((l) => l.period)).toEqual([...day.lessons.map((l) => l.period)].sort((a, b) => a - b))
    const { lessons } = (await call('GET', `/api/timetable?teacherId=${subjectId}`, head)).json<TimetableResponse>()
    expect(day.lessons.map((l) => l.lessonId).sort()).toEqual(lessons.filter((l) => l.weekday === 1).map((l) => l.id).sort())
    // At 08:00 nothing has ended after period 1; a Monday gone by has every register taken (the demo's history) or overdue.
    expect(day.lessons.slice(1).every((l) => l.register === 'to_take')).toBe(true)
    expect((await today(subject, LAST_MONDAY)).lessons.every((l) => l.register === 'taken' || l.register === 'overdue')).toBe(true)
    expect(await today(subject, '2030-03-03')).toEqual({ date: '2030-03-03', isSchoolDay: false, lessons: [] })
  })

  it('takes a register in one request, every student marked, and shows what was known of each one’s day', async () => {
    const [lesson] = (await today(subject)).lessons
    const opened = (await register(lesson!.lessonId, MONDAY, subject)).json<RegisterResponse>()
    expect(opened).toMatchObject({ lessonId: lesson!.lessonId, className: lesson!.className, teacher: { id: subjectId }, taken: null })
    expect(opened.rows.length).toBeGreaterThan(0)
    expect(opened.rows.every((r) => r.mark === null)).toBe(true)

    const missing = await save(lesson!.lessonId, subject, { date: MONDAY, marks: [allPresent(opened, MONDAY).marks[0]!] })
    if (opened.rows.length > 1) {
      expect(missing.statusCode).toBe(400)
      expect(missing.json()).toMatchObject({ fields: { marks: expect.any(String) } })
    }
    const body = allPresent(opened, MONDAY)
    body.marks[0] = { ...body.marks[0]!, status: 'absent', note: 'Not in the lab' }
    const taken = await save(lesson!.lessonId, subject, body)
    expect(taken.statusCode, taken.body).toBe(200)
    const result = taken.json<RegisterResponse>()
    expect(result.taken).toMatchObject({ by: { id: subjectId } })
    expect(result.rows.find((r) => r.student.id === body.marks[0]!.studentId)!.mark).toEqual({ status: 'absent', note: 'Not in the lab' })
    expect(result.rows.filter((r) => r.mark?.status === 'present')).toHaveLength(opened.rows.length - 1)
    expect((await today(subject)).lessons[0]!.register).toBe('taken')
  })

  it('corrects a mark, keeping what it was in the audit', async () => {
    const [lesson] = (await today(subject)).lessons
    const before = (await register(lesson!.lessonId, MONDAY, subject)).json<RegisterResponse>()
    const absent = before.rows.find((r) => r.mark?.status === 'absent')!
    const corrected = await save(lesson!.lessonId, subject, { date: MONDAY, marks: [{ studentId: absent.student.id, status: 'late', note: 'Came at 08:10' }] })
    expect(corrected.statusCode).toBe(200)
    expect(corrected.json<RegisterResponse>().rows.find((r) => r.student.id === absent.student.id)!.mark).toEqual({ status: 'late', note: 'Came at 08:10' })
    const audit = await t.ctx.db.selectFrom('lesson_mark_audit').selectAll().where('school_id', '=', t.ctx.schoolId).where('student_id', '=', absent.student.id).execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ old_status: 'absent', new_status: 'late', old_note: 'Not in the lab', new_note: 'Came at 08:10', changed_by: subjectId })
    // Saving the same marks again changes nothing and adds nothing to the audit.
    expect((await save(lesson!.lessonId, subject, { date: MONDAY, marks: [{ studentId: absent.student.id, status: 'late', note: 'Came at 08:10' }] })).statusCode).toBe(200)
    expect(await t.ctx.db.selectFrom('lesson_mark_audit').select('id').where('school_id', '=', t.ctx.schoolId).execute()).toHaveLength(1)
  })

  it('refuses a register by someone who does not teach the lesson, and a student not in the class', async () => {
    const [lesson] = (await today(subject)).lessons
    const opened = (await register(lesson!.lessonId, MONDAY, head)).json<RegisterResponse>()
    const refused = await save(lesson!.lessonId, homeroom, allPresent(opened, MONDAY))
    expect(refused.statusCode).toBe(403)
    const stranger = await t.ctx.db.selectFrom('students').select('user_id').where('school_id', '=', t.ctx.schoolId)
      .where('user_id', 'not in', opened.rows.map((r) => r.student.id)).executeTakeFirstOrThrow()
    const outsider = await save(lesson!.lessonId, subject, { date: MONDAY, marks: [{ studentId: stranger.user_id, status: 'present' }] })
    expect(outsider.statusCode).toBe(400)
    expect(outsider.json()).toMatchObject({ fields: { 'marks.0.studentId': expect.any(String) } })
  })

  it.each([
    ['a date after today', '2030-03-11'],
    ['a Tuesday, for a Monday lesson', '2030-03-05'],
  ])('refuses %s with a 400 on the date', async (_, date) => {
    const [lesson] = (await today(subject)).lessons
    const opened = (await register(lesson!.lessonId, MONDAY, subject)).json<RegisterResponse>()
    const response = await save(lesson!.lessonId, subject, allPresent(opened, date))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ fields: { date: expect.any(String) } })
  })

  it('gives a substitute that date’s register and only that one; a cancelled lesson has none', async () => {
    const lessons = (await today(subject, LAST_MONDAY)).lessons
    const lesson = lessons.find((l) => l.period > 1)!
    // The homeroom teacher's own lesson in that period is cancelled that date, so they are free to substitute.
    const theirs = (await call('GET', `/api/timetable?teacherId=${homeroomId}`, head)).json<TimetableResponse>().lessons
      .find((l) => l.weekday === 1 && l.period === lesson.period)
    if (theirs) expect((await call('PUT', `/api/timetable/lessons/${theirs.id}/dates/${LAST_MONDAY}`, head, { kind: 'cancelled' })).statusCode).toBe(200)
    const given = await call('PUT', `/api/timetable/lessons/${lesson.lessonId}/dates/${LAST_MONDAY}`, head, { kind: 'substitute', teacherId: homeroomId })
    expect(given.statusCode, given.body).toBe(200)

    const opened = (await register(lesson.lessonId, LAST_MONDAY, homeroom)).json<RegisterResponse>()
    expect(opened.teacher.id).toBe(homeroomId)
    expect((await save(lesson.lessonId, subject, allPresent(opened, LAST_MONDAY))).statusCode).toBe(403)
    expect((await save(lesson.lessonId, homeroom, allPresent(opened, LAST_MONDAY))).statusCode).toBe(200)
    expect((await today(homeroom, LAST_MONDAY)).lessons.find((l) => l.lessonId === lesson.lessonId)).toMatchObject({ substitute: true, register: 'taken' })
    expect((await today(subject, LAST_MONDAY)).lessons.map((l) => l.lessonId)).not.toContain(lesson.lessonId)
    // The same lesson on this Monday is the subject teacher's again, not the substitute's.
    const thisMonday = (await register(lesson.lessonId, MONDAY, subject)).json<RegisterResponse>()
    expect((await save(lesson.lessonId, homeroom, allPresent(thisMonday, MONDAY))).statusCode).toBe(403)

    if (theirs) {
      const cancelled = await call('PUT', `/api/lessons/${theirs.id}/register`, homeroom, { date: LAST_MONDAY, marks: [{ studentId: opened.rows[0]!.student.id, status: 'present' }] })
      expect(cancelled.statusCode).toBe(409)
      expect(cancelled.json()).toMatchObject({ code: 'lesson_cancelled' })
    }
  })
})
