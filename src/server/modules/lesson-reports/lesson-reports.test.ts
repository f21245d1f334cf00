import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassLessonsResponse, LessonClassesResponse, NotTakenResponse, StudentLessonsResponse } from '#shared/contracts/lesson-reports'
import { cookieFor } from '../../test/demo-logins'
import { sessionCookieOf, signIn, TEST_DATABASES } from '../../test/test-app'
import { type LessonFixture, openLessonSchool } from './lesson-reports.fixtures'

const RANGE = 'from=2030-03-04&to=2030-03-15'
const row = (subject: string, registers: number, present: number, late: number, absent: number, excused: number, rate: number | null) =>
  ({ subject, registers, present, late, absent, excused, rate })

/**
 * Counted by hand from lesson-reports.fixtures.ts. Rate = (present + late) ÷ (registers − excused); an absence
 * on a day recorded sick or permission is excused.
 */
const ANI = {
  subjects: [
    row('English', 1, 1, 0, 0, 0, 1), // present on the 5th: 1 ÷ 1
    row('Maths', 3, 2, 1, 0, 0, 1), // present 4th and 6th, late 11th: 3 ÷ 3
    row('Science', 1, 0, 0, 1, 0, 0), // absent on the 8th, a day she came to school late: not excused, 0 ÷ 1
  ],
  total: { registers: 5, present: 3, late: 1, absent: 1, excused: 0, rate: 0.8 }, // 4 ÷ 5
}
const BUDI = {
  subjects: [
    row('English', 1, 1, 0, 0, 0, 1),
    row('Maths', 3, 1, 0, 1, 1, 0.5), // absent 4th (no excuse), absent 6th (sick: excused), present 11th: 1 ÷ (3 − 1)
    row('Science', 1, 1, 0, 0, 0, 1),
  ],
  total: { registers: 5, present: 3, late: 0, absent: 1, excused: 1, rate: 0.75 }, // 3 ÷ (5 − 1)
}
const CITRA = {
  subjects: [
    row('English', 1, 0, 0, 0, 1, null), // absent on the 5th, on permission: excused, nothing counted
    row('Maths', 3, 1, 1, 1, 0, 0.667), // late 4th, present 6th, absent 11th: 2 ÷ 3 = 0.6667
    row('Science', 1, 1, 0, 0, 0, 1),
  ],
  total: { registers: 5, present: 2, late: 1, absent: 1, excused: 1, rate: 0.75 }, // 3 ÷ (5 − 1)
}
/** The class: each subject's registers, and the three students' marks in them added up. */
const L1 = {
  subjects: [
    row('English', 1, 2, 0, 0, 1, 1), // Ani, Budi present; Citra excused: 2 ÷ 2
    row('Maths', 3, 4, 2, 2, 1, 0.75), // present 2 + 1 + 1, late 1 + 0 + 1, absent 0 + 1 + 1, excused Budi's: 6 ÷ (9 − 1)
    row('Science', 1, 2, 0, 1, 0, 0.667), // 2 ÷ 3
  ],
  total: { registers: 5, present: 8, late: 2, absent: 3, excused: 2, rate: 0.769 }, // 15 marks, Budi's and Citra's excused: 10 ÷ (15 − 2) = 0.7692
}

describe.each(TEST_DATABASES)('what the lesson registers tell, on %s', (kind) => {
  let f: LessonFixture
  let ani: string
  let parent: string
  const get = (url: string, cookie: string) => f.t.app.inject({ method: 'GET', url, headers: { cookie } })
  async function ok<T>(url: string, cookie: string) {
    const response = await get(url, cookie)
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200)
    return response.json<T>()
  }

  beforeAll(async () => {
    f = await openLessonSchool(kind)
    ani = sessionCookieOf(await signIn(f.t.app, 'student', '86420', 'student-password'))
    parent = await cookieFor(f.t.app, 'parent')
    const parentId = (await ok<{ user: { id: string } }>('/api/auth/me', parent)).user.id
    // The demo parent is linked to Ani too (as a link code would).
    await f.t.ctx.db.insertInto('guardians').values({ school_id: f.t.ctx.schoolId, student_id: f.ids.Ani, parent_id: parentId, linked_at: '2030-03-04T06:00:00Z', code_created_by: null }).execute()
  }, 120_000)
  afterAll(() => f.t.close())

  it('gives each student’s per-subject figures as counted by hand', async () => {
    for (const [id, expected] of [[f.ids.Ani, ANI], [f.ids.Budi, BUDI], [f.ids.Citra, CITRA]] as const) {
      const body = await ok<StudentLessonsResponse>(`/api/lesson-reports/students/${id}?${RANGE}`, f.head)
      expect({ subjects: body.subjects, total: body.total }).toEqual(expected)
    }
  })

  it('gives the class’s per-subject figures as counted by hand, and counts only the range asked', async () => {
    const body = await ok<ClassLessonsResponse>(`/api/lesson-reports/classes/${f.ids.L1}?${RANGE}`, f.head)
    expect(body.class).toEqual({ id: f.ids.L1, name: 'L1' })
    expect({ subjects: body.subjects, total: body.total }).toEqual(L1)
    // From the 5th: Monday 4th's Maths is left out; Ani's Maths is then present on the 6th, late on the 11th.
    const later = await ok<StudentLessonsResponse>(`/api/lesson-reports/students/${f.ids.Ani}?from=2030-03-05&to=2030-03-15`, f.head)
    expect(later.subjects.find((s) => s.subject === 'Maths')).toEqual(row('Maths', 2, 1, 1, 0, 0, 1))
    expect((await ok<ClassLessonsResponse>(`/api/lesson-reports/classes/${f.ids.L1}?from=2030-02-01&to=2030-02-28`, f.head)).subjects).toEqual([])
  })

  it('lists exactly the registers due and not taken, under whoever taught the lesson that day', async () => {
    const body = await ok<NotTakenResponse>(`/api/lesson-reports/not-taken?${RANGE}`, f.head)
    const listed = Object.fromEntries(body.teachers.map((t) => [t.teacher.id, t.lessons.map((l) => `${l.date} ${l.subject} p${l.period}${l.substitute ? ' (substitute)' : ''}`)]))
    // Not listed: Art on the 7th (cancelled) and the 14th (holiday), Music on the 15th (not over), History (added on the 15th).
    expect(listed).toEqual({
      [f.ids.S]: ['2030-03-08 Music p6', '2030-03-12 English p1 (substitute)', '2030-03-13 Maths p2'],
      [f.ids.R]: ['2030-03-15 Science p5'],
    })
    expect(body.teachers.find((t) => t.teacher.id === f.ids.S)!.lessons[0]).toMatchObject({ className: 'L1', startsAt: '10:40', endsAt: '11:20' })
    // Each teacher reads their own; only the headmaster another's.
    const own = await ok<NotTakenResponse>(`/api/lesson-reports/not-taken?${RANGE}`, f.subject)
    expect(own.teachers.map((t) => t.teacher.id)).toEqual([f.ids.S])
    expect(own.teachers[0]!.lessons).toHaveLength(3)
    expect((await ok<NotTakenResponse>(`/api/lesson-reports/not-taken?${RANGE}`, f.homeroom)).teachers.map((t) => t.teacher.id)).toEqual([f.ids.R])
    expect((await get(`/api/lesson-reports/not-taken?${RANGE}&teacherId=${f.ids.R}`, f.subject)).statusCode).toBe(403)
    expect((await ok<NotTakenResponse>(`/api/lesson-reports/not-taken?${RANGE}&teacherId=${f.ids.R}`, f.head)).teachers.map((t) => t.teacher.id)).toEqual([f.ids.R])
  })

  it('lets a teacher read the classes they teach or are homeroom teacher of, and their students, and no others', async () => {
    const classesOf = async (cookie: string) => (await ok<LessonClassesResponse>('/api/lesson-reports/classes', cookie)).classes.map((c) => c.id)
    // Besides L1, the classes each is the class teacher (homeroom teacher) of.
    const classTeacherOf = async (id: string) => (await f.t.ctx.db.selectFrom('classes').select('id').where('school_id', '=', f.t.ctx.schoolId)
      .where('teacher_id', '=', id).where('archived_at', 'is', null).execute()).map((c) => c.id)
    expect((await classesOf(f.subject)).sort()).toEqual([f.ids.L1, ...(await classTeacherOf(f.ids.S))].sort())
    expect((await classesOf(f.homeroom)).sort()).toEqual([f.ids.L1, ...(await classTeacherOf(f.ids.R))].sort())
    expect(await classTeacherOf(f.ids.R)).toContain(f.ids.RC)
    expect(await classesOf(f.head)).toEqual(expect.arrayContaining([f.ids.L1, f.ids.RC]))
    // The homeroom teacher teaches no lesson in their own class: they read it as its homeroom teacher.
    expect((await get(`/api/lesson-reports/classes/${f.ids.RC}?${RANGE}`, f.homeroom)).statusCode).toBe(200)
    expect((await get(`/api/lesson-reports/students/${f.ids.rcStudent}?${RANGE}`, f.homeroom)).statusCode).toBe(200)
    expect((await get(`/api/lesson-reports/classes/${f.ids.RC}?${RANGE}`, f.subject)).statusCode).toBe(403)
    expect((await get(`/api/lesson-reports/students/${f.ids.rcStudent}?${RANGE}`, f.subject)).statusCode).toBe(403)
    expect((await ok<StudentLessonsResponse>(`/api/lesson-reports/students/${f.ids.Ani}?${RANGE}`, f.subject)).total).toEqual(ANI.total)
    expect((await get(`/api/lesson-reports/students/no-such-student?${RANGE}`, f.head)).statusCode).toBe(404)
    const reversed = await get(`/api/lesson-reports/classes/${f.ids.L1}?from=2030-03-15&to=2030-03-04`, f.head)
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json()).toMatchObject({ fields: { to: expect.any(String) } })
  })

  it('shows a student their own record and a parent their own child’s, and nothing else', async () => {
    const own = await ok<StudentLessonsResponse>(`/api/student/lessons?${RANGE}`, ani)
    expect(own.student.id).toBe(f.ids.Ani)
    expect({ subjects: own.subjects, total: own.total }).toEqual(ANI)
    const child = await ok<StudentLessonsResponse>(`/api/parent/children/${f.ids.Ani}/lessons?${RANGE}`, parent)
    expect({ subjects: child.subjects, total: child.total }).toEqual(ANI)
    expect((await get(`/api/parent/children/${f.ids.Budi}/lessons?${RANGE}`, parent)).statusCode).toBe(403)
    for (const cookie of [ani, parent]) {
      expect((await get(`/api/lesson-reports/students/${f.ids.Ani}?${RANGE}`, cookie)).statusCode).toBe(403)
      expect((await get(`/api/lesson-reports/classes/${f.ids.L1}?${RANGE}`, cookie)).statusCode).toBe(403)
      expect((await get(`/api/lesson-reports/not-taken?${RANGE}`, cookie)).statusCode).toBe(403)
    }
    expect((await get(`/api/parent/children/${f.ids.Ani}/lessons?${RANGE}`, ani)).statusCode).toBe(403)
    expect((await get(`/api/student/lessons?${RANGE}`, parent)).statusCode).toBe(403)
    expect((await get(`/api/student/lessons?${RANGE}`, f.head)).statusCode).toBe(403)
  })
})
