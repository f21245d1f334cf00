import type { ClassSummary } from '#shared/contracts/classes'
import type { RegisterResponse } from '#shared/contracts/registers'
import type { CreateStudentResponse, DepartmentListResponse } from '#shared/contracts/students'
import type { Lesson } from '#shared/contracts/timetable'
import type { AttendanceStatus } from '#shared/school'
import { record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, type TestApp } from '../../test/test-app'

/**
 * Two weeks of lessons in class L1 (Ani, Budi, Citra), written through the API, for the lesson reports' tests.
 * The week is made on Monday 4 March 2030 at 06:00; "now" is Friday 15 March at 10:50 (period 5 has ended,
 * period 6 has not). Thursday 14 March is a holiday. S is the demo subject teacher, R the demo homeroom teacher
 * (whose own class, RC, has no lessons of theirs).
 *
 *   Maths    Mon p1, Wed p2 (S)   taken Mon 4, Wed 6, Mon 11; Wed 13 not taken
 *   English  Tue p1 (R)           taken Tue 5; Tue 12 given to S as substitute, not taken
 *   Art      Thu p1 (S)           Thu 7 cancelled; Thu 14 the holiday
 *   Science  Fri p5 (R)           taken Fri 8; Fri 15 not taken (ended at 10:40)
 *   Music    Fri p6 (S)           Fri 8 not taken; Fri 15 still going on
 *   History  Tue p2 (R)           added to the timetable on Friday 15: due on no date of the range
 */
export const MADE_AT = new Date('2030-03-04T06:00:00Z')
export const NOW = new Date('2030-03-15T10:50:00Z')
export const HOLIDAY = { date: '2030-03-14', name: 'Study day' }
type Mark = 'present' | 'late' | 'absent'
export const REGISTERS: { subject: string; date: string; marks: Record<'Ani' | 'Budi' | 'Citra', Mark> }[] = [
  { subject: 'Maths', date: '2030-03-04', marks: { Ani: 'present', Budi: 'absent', Citra: 'late' } },
  { subject: 'Maths', date: '2030-03-06', marks: { Ani: 'present', Budi: 'absent', Citra: 'present' } },
  { subject: 'Maths', date: '2030-03-11', marks: { Ani: 'late', Budi: 'present', Citra: 'absent' } },
  { subject: 'English', date: '2030-03-05', marks: { Ani: 'present', Budi: 'present', Citra: 'absent' } },
  { subject: 'Science', date: '2030-03-08', marks: { Ani: 'absent', Budi: 'present', Citra: 'present' } },
]
/** The day's records that matter: Budi sick on the 6th, Citra on permission on the 5th (both excuse), Ani late to school on the 8th (does not). */
export const DAYS: { name: 'Ani' | 'Budi' | 'Citra'; date: string; status: AttendanceStatus }[] = [
  { name: 'Budi', date: '2030-03-06', status: 'sick' },
  { name: 'Citra', date: '2030-03-05', status: 'permission' },
  { name: 'Ani', date: '2030-03-08', status: 'late' },
]

export interface LessonFixture {
  t: TestApp
  head: string
  subject: string
  homeroom: string
  ids: { S: string; R: string; L1: string; RC: string; Ani: string; Budi: string; Citra: string; rcStudent: string }
  lessons: Record<string, Lesson>
}

async function json<T>(t: TestApp, cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<T> {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`)
  return response.json<T>()
}

export async function openLessonSchool(kind: Parameters<typeof createTestApp>[0]): Promise<LessonFixture> {
  const t = await createTestApp(kind, { now: MADE_AT })
  const [head, subject, homeroom] = await Promise.all((['headmaster', 'subject_teacher', 'homeroom_teacher'] as const).map((r) => cookieFor(t.app, r)))
  const idOf = async (cookie: string) => (await json<{ user: { id: string } }>(t, cookie, 'GET', '/api/auth/me')).user.id
  const [S, R, H] = await Promise.all([idOf(subject!), idOf(homeroom!), idOf(head!)])
  const { db, schoolId } = t.ctx
  // Whatever week and registers the demo school has, these tests start from none (a register's marks go with it).
  await db.deleteFrom('lessons').where('school_id', '=', schoolId).execute()
  await db.deleteFrom('lesson_registers').where('school_id', '=', schoolId).execute()
  const times = ['07:00', '07:40', '08:20', '09:00', '10:00', '10:40', '11:20', '12:00']
  const ends = ['07:40', '08:20', '09:00', '09:40', '10:40', '11:20', '12:00', '12:40']
  const periods = [1, 2, 3, 4, 5].flatMap((weekday) => times.slice(0, weekday === 5 ? 6 : 8).map((startsAt, i) => ({ weekday, number: i + 1, startsAt, endsAt: ends[i]! })))
  await json(t, head!, 'PUT', '/api/timetable/periods', { periods })

  const { departments } = await json<DepartmentListResponse>(t, head!, 'GET', '/api/departments')
  const departmentId = departments[0]!.id
  const L1 = (await json<ClassSummary>(t, head!, 'POST', '/api/classes', { name: 'L1', departmentId, teacherId: H })).id
  const students: Record<string, string> = {}
  for (const [i, name] of ['Ani', 'Budi', 'Citra'].entries()) {
    const made = await json<CreateStudentResponse>(t, head!, 'POST', '/api/students', {
      name: `${name} Lesson`, parentNumber: `8642${i}`, classId: L1, level: 'Junior', departmentId, password: 'student-password',
    })
    students[name] = made.student.id
  }
  const lesson = (subjectName: string, teacherId: string, weekday: number, period: number) =>
    json<Lesson>(t, head!, 'POST', '/api/timetable/lessons', { classId: L1, subject: subjectName, teacherId, weekday, period })
  const lessons: Record<string, Lesson> = {
    MathsMon: await lesson('Maths', S, 1, 1),
    MathsWed: await lesson('Maths', S, 3, 2),
    English: await lesson('English', R, 2, 1),
    Art: await lesson('Art', S, 4, 1),
    Science: await lesson('Science', R, 5, 5),
    Music: await lesson('Music', S, 5, 6),
  }

  t.setNow(NOW)
  lessons.History = await lesson('History', R, 2, 2)
  await json(t, head!, 'PUT', `/api/timetable/lessons/${lessons.Art!.id}/dates/2030-03-07`, { kind: 'cancelled' })
  await json(t, head!, 'PUT', `/api/timetable/lessons/${lessons.English!.id}/dates/2030-03-12`, { kind: 'substitute', teacherId: S })
  for (const day of DAYS) {
    const saved = await record(t.app, head!, { studentId: students[day.name], date: day.date, status: day.status })
    if (saved.statusCode !== 200) throw new Error(`record ${day.name} ${day.date}: ${saved.body}`)
  }
  const lessonOf = (subjectName: string, date: string) =>
    Object.values(lessons).find((l) => l.subject === subjectName && l.weekday === new Date(`${date}T00:00:00Z`).getUTCDay())!
  for (const r of REGISTERS) {
    const marks = Object.entries(r.marks).map(([name, status]) => ({ studentId: students[name]!, status }))
    await json<RegisterResponse>(t, head!, 'PUT', `/api/lessons/${lessonOf(r.subject, r.date).id}/register`, { date: r.date, marks })
  }
  // The holiday was declared after the week was made (ADR 043 keeps past days as they were: written as stored).
  await db.insertInto('school_holidays').values({ school_id: schoolId, ...HOLIDAY }).execute()

  const RC = await db.selectFrom('classes').select('id').where('school_id', '=', schoolId).where('teacher_id', '=', R).executeTakeFirstOrThrow()
  const rcStudent = await db.selectFrom('students').select('user_id').where('school_id', '=', schoolId).where('class_id', '=', RC.id).executeTakeFirstOrThrow()
  return {
    t, head: head!, subject: subject!, homeroom: homeroom!, lessons,
    ids: { S, R, L1, RC: RC.id, Ani: students.Ani!, Budi: students.Budi!, Citra: students.Citra!, rcStudent: rcStudent.user_id },
  }
}
