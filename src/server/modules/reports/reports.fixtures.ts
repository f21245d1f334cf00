import type { ClassSummary } from '#shared/contracts/classes'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import type { CreateStudentResponse, DepartmentListResponse } from '#shared/contracts/students'
import type { AttendanceStatus } from '#shared/school'
import { record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, type TestApp } from '../../test/test-app'

/**
 * A small school history for the report tests, written through the API (so the attendance
 * calendars are kept as in production), and the raw rows to check the reports against.
 *
 * Class R1 (5 students) over Monday 4 – Friday 15 March 2030, "today" Wednesday 13 March:
 *   Friday 8 March is a holiday (declared after a record was made on it), Saturday 9 March
 *   was a school day for one record and is not any more; the 14th and 15th are in the future.
 */
export const TODAY = '2030-03-13'
export const NOW = new Date(`${TODAY}T12:00:00Z`)
export const HOLIDAY = { date: '2030-03-08', name: 'Teachers’ Day' }
/** The school days of 4–15 March as the reports must count them: weekdays, not the holiday, not after today. */
export const RANGE_SCHOOL_DAYS = ['2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07', '2030-03-11', '2030-03-12', '2030-03-13']

type Plan = Record<string, AttendanceStatus | [AttendanceStatus, string]>
/** Each student's records by date; a date left out has no record. */
export const PLANS: Record<string, { createdAt: string; records: Plan }> = {
  // Attends every day (one late), and was marked present on the holiday and the Saturday.
  'Ani Rahma': {
    createdAt: '2030-03-04T06:00:00Z',
    records: { '2030-03-04': 'present', '2030-03-05': 'present', '2030-03-06': 'late', '2030-03-07': 'present', '2030-03-08': 'present', '2030-03-09': 'present', '2030-03-11': 'present', '2030-03-12': 'present', '2030-03-13': 'present' },
  },
  // Every kind of day: sick and permission (excused), absent three school days in a row across the holiday, one not recorded.
  'Budi Santoso': {
    createdAt: '2030-03-04T06:00:00Z',
    records: { '2030-03-04': ['sick', 'Fever'], '2030-03-05': ['permission', 'Family wedding'], '2030-03-06': 'absent', '2030-03-07': 'absent', '2030-03-11': 'absent', '2030-03-13': 'late' },
  },
  // Recorded once, then absent the last three school days up to today.
  'Citra Dewi': {
    createdAt: '2030-03-04T06:00:00Z',
    records: { '2030-03-04': 'present', '2030-03-11': 'absent', '2030-03-12': 'absent', '2030-03-13': 'absent' },
  },
  // Absent every school day; today not taken yet.
  'Dimas Putra': {
    createdAt: '2030-03-04T06:00:00Z',
    records: { '2030-03-04': 'absent', '2030-03-05': 'absent', '2030-03-06': 'absent', '2030-03-07': 'absent', '2030-03-11': 'absent', '2030-03-12': 'absent' },
  },
  // Enrolled on Wednesday 6 March; a record made for the day before does not count.
  'Eka Lestari': {
    createdAt: '2030-03-06T10:00:00Z',
    records: { '2030-03-05': 'present', '2030-03-06': 'present', '2030-03-07': 'sick', '2030-03-11': 'present', '2030-03-12': 'late', '2030-03-13': 'present' },
  },
}

export interface ReportFixture {
  classId: string
  departmentId: string
  /** Student ids by name. */
  ids: Record<string, string>
}

async function json<T>(t: TestApp, cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`)
  return response.json<T>()
}

export async function putSettings(t: TestApp, head: string, change: Partial<SchoolSettingsResponse['settings']>) {
  const { settings } = await json<SchoolSettingsResponse>(t, head, 'GET', '/api/school/settings')
  return json<SchoolSettingsResponse>(t, head, 'PUT', '/api/school/settings', { ...settings, ...change })
}

/** Builds class R1 and its history (the clock ends at NOW). */
export async function buildReportFixture(t: TestApp, head: string): Promise<ReportFixture> {
  const { departments } = await json<DepartmentListResponse>(t, head, 'GET', '/api/departments')
  const departmentId = departments[0]!.id
  t.setNow(new Date('2030-03-01T08:00:00Z'))
  const klass = await json<ClassSummary>(t, head, 'POST', '/api/classes', { name: 'R1', departmentId, teacherId: (await json<{ user: { id: string } }>(t, head, 'GET', '/api/auth/me')).user.id })

  const ids: Record<string, string> = {}
  let parentNumber = 90000
  for (const [name, plan] of Object.entries(PLANS)) {
    t.setNow(new Date(plan.createdAt))
    const created = await json<CreateStudentResponse>(t, head, 'POST', '/api/students', {
      name, parentNumber: String(parentNumber++), classId: klass.id, level: 'Junior', departmentId, password: 'student-password',
    })
    ids[name] = created.student.id
  }
  const made = await t.ctx.db
    .selectFrom('students as s')
    // Joined on the school too: on Citus a join off the distribution column spans shards (docs/scaling.md).
    .innerJoin('users as u', (join) => join.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
    .select(['u.id', 'u.created_at', 's.enrolled_on'])
    .where('s.school_id', '=', t.ctx.schoolId)
    .where('u.id', 'in', Object.values(ids))
    .execute()

  // Saturday 9 March was a school day for a moment; Friday 8 March became a holiday only afterwards. No
  // settings change can make such a past any more (ADR 043): written here as it was once stored.
  t.setNow(NOW)
  const demo = t.ctx.db.updateTable('schools').where('is_demo', '=', 1)
  await demo.set({ school_days: '1,2,3,4,5,6' }).execute()
  for (const [name, plan] of Object.entries(PLANS)) {
    for (const [date, entry] of Object.entries(plan.records)) {
      const [status, note] = Array.isArray(entry) ? entry : [entry, undefined]
      // Budi's late today is a correction of an absence: the calendar must follow the change.
      if (name === 'Budi Santoso' && date === TODAY) await record(t.app, head, { studentId: ids[name], date, status: 'absent' })
      const saved = await record(t.app, head, { studentId: ids[name], date, status, note })
      if (saved.statusCode !== 200) throw new Error(`record ${name} ${date}: ${saved.body}`)
    }
  }
  await demo.set({ school_days: '1,2,3,4,5' }).execute()
  // Records made before a student's first day are kept as such (data from before ADR 044, when a record did not
  // move the enrolment back): the reports must still leave them out. Each student's first day as it was made.
  for (const student of made) {
    await t.ctx.db.updateTable('users').set({ created_at: student.created_at }).where('id', '=', student.id).execute()
    await t.ctx.db.updateTable('students').set({ enrolled_on: student.enrolled_on }).where('user_id', '=', student.id).execute()
  }
  const { id: schoolId } = await t.ctx.db.selectFrom('schools').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow()
  await t.ctx.db.deleteFrom('school_holidays').where('school_id', '=', schoolId).execute()
  await t.ctx.db.insertInto('school_holidays').values({ school_id: schoolId, ...HOLIDAY }).execute()
  return { classId: klass.id, departmentId, ids }
}

/** The raw rows the reports are checked against: students (current, with class and department) and every record. */
export async function rawRows(t: TestApp) {
  const students = await t.ctx.db
    .selectFrom('users as u')
    .innerJoin('students as s', (j) => j.onRef('s.school_id', '=', 'u.school_id').onRef('s.user_id', '=', 'u.id'))
    .select(['u.id', 'u.name', 'u.created_at as createdAt', 's.class_id as classId', 's.department_id as departmentId'])
    .where('u.role', '=', 'student')
    .where('u.archived_at', 'is', null)
    .execute()
  const records = await t.ctx.db.selectFrom('attendance_records').select(['student_id as studentId', 'date', 'status', 'note']).execute()
  return { students, records }
}

/**
 * A test app on `kind` with its clock at NOW (the demo school and its term's history made then), the
 * headmaster signed in, and class R1's history built.
 */
export async function openReportSchool(kind: Parameters<typeof createTestApp>[0]): Promise<{ t: TestApp; head: string; fixture: ReportFixture }> {
  const t = await createTestApp(kind, { now: NOW })
  const head = await cookieFor(t.app, 'headmaster')
  return { t, head, fixture: await buildReportFixture(t, head) }
}
