import type { Insertable } from 'kysely'
import { DEPARTMENTS, type AttendanceStatus } from '#shared/school'
import type { StaffRole } from '#shared/roles'
import { addDays } from '#shared/dates'
import { summaryRowsOf } from '../../modules/attendance/read-model/summaries'
import { schoolDaysBetween } from '../../modules/schools/school-calendar'
import type { Database } from '../schema'
import { withSearchName } from '../search-name'
import { ALLERGIES, BLOOD_TYPES, FIRST_NAMES, LAST_NAMES, MAJORS, SUBJECTS_BY_DEPARTMENT } from './demo-names'
import { demoHistory } from './demo-history'
import { demoSchoolRegisters } from './demo-registers'
import { demoTerm } from './demo-term'
import { buildDemoWeek } from './demo-week'
import { SeededRandom } from './seeded-random'

/** The demo school's numbers, as the README gives them (50 students, 10 teachers, 18 classes, 8 departments). */
export const DEMO = {
  seed: 20260301,
  students: 50,
  homeroomTeachers: 8,
  recordsPerStudent: 5,
  /** The five school days the sample records fall on: the sample week of March 2026 (README). */
  recordDates: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'],
  password: 'rollcall-demo',
  timeZone: 'UTC',
  /** When the school and its accounts were made, or a week before the term if that began earlier. */
  createdAt: '2026-01-05T08:00:00.000Z',
  /** Students (by index) who miss about a third of their days: early warnings' short list. */
  chronicAbsentees: [7, 23, 38],
} as const

export const DEMO_CLASS_NAMES = ['12', '11', '10'].flatMap((grade) => ['A', 'B', 'C', 'D', 'E', 'F'].map((s) => grade + s))

/** One school's rows: the district's tables belong to no school and are no part of one. */
type Rows = { [T in Exclude<keyof Database, `district_${string}`>]: Insertable<Database[T]>[] }

const STATUS_WEIGHTS: [AttendanceStatus, number][] = [
  ['present', 76],
  ['late', 9],
  ['absent', 7],
  ['sick', 5],
  ['permission', 3],
]

/**
 * Builds every row of the demo school from a fixed seed, on `today` (the school's date): the demo's
 * people and sample week, and a current term whose every school day before today has a record for
 * every student, the last school day included whatever weekday today is (on a Saturday, Sunday or
 * Monday, the Friday before; after a holiday, the day before it). Today itself is left unrecorded
 * (unless it is a day of the sample week): on a school day its roll is still to take, the one the
 * end-to-end journeys record on (their today is a weekday, e2e/README.md).
 * Pure: the same school id, password hash and today give the same rows on every call.
 */
export function buildDemoSchool(schoolId: string, passwordHash: string, today: string): Omit<Rows, 'app_secrets'> {
  const rng = new SeededRandom(DEMO.seed)
  const term = demoTerm(today, DEMO.recordDates)
  const weekBeforeTerm = `${addDays(term.start, -7)}T08:00:00.000Z`
  const at = weekBeforeTerm < DEMO.createdAt ? weekBeforeTerm : DEMO.createdAt
  // Enrolled for the term, or for the sample week if that came first: every record is from a day they were there.
  const enrolledOn = term.start < DEMO.recordDates[0] ? term.start : DEMO.recordDates[0]
  const usedNames = new Set<string>()
  const personName = () => {
    for (;;) {
      const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`
      if (!usedNames.has(name)) return usedNames.add(name), name
    }
  }
  const emailOf = (name: string) =>
    `${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(' ', '.')}@rollcall-demo.school`

  const rows: Omit<Rows, 'app_secrets'> = {
    schools: [
      {
        id: schoolId,
        slug: schoolId,
        name: 'Rollcall Demo School',
        time_zone: DEMO.timeZone,
        school_day_start: '07:30',
        late_after: '07:45',
        school_days: '1,2,3,4,5',
        is_demo: 1,
        created_at: at,
        term_start: term.start,
        term_end: term.end,
      },
    ],
    departments: DEPARTMENTS.map((name) => ({ school_id: schoolId, id: rng.uuid(), name })),
    users: [],
    classes: [],
    students: [],
    teachers: [],
    attendance_records: [],
    attendance_calendars: [],
    attendance_day_counts: [],
    attendance_audit: [],
    school_holidays: term.holidays.map((h) => ({ school_id: schoolId, ...h })),
    sessions: [],
    login_failures: [],
    qr_codes: [],
    qr_short_codes: [],
    offline_scans: [],
    student_cards: [],
    departures: [],
    guardians: [],
    link_codes: [],
    absence_requests: [],
    request_attachments: [],
    outbox_messages: [],
    notice_preferences: [],
    student_photos: [],
    api_tokens: [],
    api_token_audit: [],
    enrolment_audit: [],
    bell_periods: [],
    lessons: [],
    lesson_changes: [],
    lesson_students: [],
    lesson_registers: [],
    lesson_marks: [],
    lesson_mark_audit: [],
  }
  const departments = rows.departments

  // Staff: 1 headmaster, 8 homeroom teachers, 1 subject teacher.
  const roles: StaffRole[] = ['headmaster', ...Array<StaffRole>(DEMO.homeroomTeachers).fill('homeroom_teacher'), 'subject_teacher']
  const staff = roles.map((role) => {
    const name = personName()
    const department = rng.pick(departments)
    const subjects = SUBJECTS_BY_DEPARTMENT[department.name] ?? []
    const id = rng.uuid()
    rows.users.push(withSearchName({
      school_id: schoolId, id, role, name, email: emailOf(name), parent_number: null,
      password_hash: passwordHash, created_at: at, updated_at: at,
    }))
    return { id, role, department, subjects: subjects.slice(0, rng.int(1, subjects.length)) }
  })

  // 18 classes; the first eight have a homeroom teacher, the rest a teacher drawn from the staff.
  const homeroom = staff.filter((s) => s.role === 'homeroom_teacher')
  const teaching = staff.filter((s) => s.role !== 'headmaster')
  DEMO_CLASS_NAMES.forEach((name, index) => {
    const teacher = homeroom[index] ?? rng.pick(teaching)
    rows.classes.push(withSearchName({
      school_id: schoolId, id: rng.uuid(), name, department_id: teacher.department.id, teacher_id: teacher.id, created_at: at,
    }))
  })
  for (const member of staff) {
    const homeroomIndex = homeroom.indexOf(member)
    rows.teachers.push({
      school_id: schoolId,
      user_id: member.id,
      department_id: member.department.id,
      subjects: JSON.stringify(member.subjects),
      homeroom_class_id: homeroomIndex >= 0 ? rows.classes[homeroomIndex]!.id! : null,
    })
  }
  // The week (ADR 052): the bell schedule of its school days and a timetable the teachers teach; the headmaster keeps it.
  Object.assign(rows, buildDemoWeek(schoolId, rows.schools[0]!, rows.classes, teaching, DEMO.seed, at))

  // 50 students, Junior when their index is divisible by 3, each with 5 records.
  const parentNumbers = new Set<string>()
  for (let index = 0; index < DEMO.students; index++) {
    let parentNumber: string
    do parentNumber = String(rng.int(0, 99999)).padStart(5, '0')
    while (parentNumbers.has(parentNumber))
    parentNumbers.add(parentNumber)
    const id = rng.uuid()
    const klass = rng.pick(rows.classes)
    rows.users.push(withSearchName({
      school_id: schoolId, id, role: 'student', name: personName(), email: null, parent_number: parentNumber,
      password_hash: passwordHash, created_at: at, updated_at: at,
    }))
    rows.students.push({
      school_id: schoolId,
      user_id: id,
      student_number: `S${String(index + 1).padStart(4, '0')}`,
      class_id: klass.id!,
      level: index % 3 === 0 ? 'Junior' : 'Senior',
      department_id: klass.department_id!,
      emergency_contact: `${personName()} · +62 8${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`,
      gpa: Math.round((2.4 + rng.next() * 1.6) * 100) / 100,
      major: rng.pick(MAJORS),
      blood_type: rng.pick(BLOOD_TYPES),
      allergies: rng.pick(ALLERGIES),
      enrolled_on: enrolledOn,
    })
    for (const date of DEMO.recordDates) {
      const status = rng.weighted(STATUS_WEIGHTS)
      const method = status === 'present' || status === 'late' ? rng.pick(['qr', 'manual'] as const) : 'manual'
      const minute = status === 'late' ? rng.int(46, 59) : rng.int(10, 44)
      const recordedAt = `${date}T07:${String(minute).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}.000Z`
      const recordId = rng.uuid()
      const recordedBy = klass.teacher_id ?? staff[0]!.id
      rows.attendance_records.push({
        school_id: schoolId, id: recordId, student_id: id, date, status, method, note: null,
        recorded_at: recordedAt, recorded_by: recordedBy, updated_at: recordedAt,
      })
      rows.attendance_audit.push({
        school_id: schoolId, id: rng.uuid(), record_id: recordId, student_id: id, date, old_status: null,
        new_status: status, old_note: null, new_note: null, method, changed_by: recordedBy, changed_at: recordedAt,
      })
    }
  }
  // The term so far: every school day before today (README: "recorded up to the day before today"), so no
  // profile opens on a "Not recorded" last school day. The sample week's days keep their sample records.
  const boxStudent = studentShowcased(rows.users)
  const chronic = new Set<string>(DEMO.chronicAbsentees.map((i) => rows.students[i === boxStudent ? i + 1 : i]!.user_id))
  const teacherOf = new Map(rows.classes.map((c) => [c.id, c.teacher_id ?? staff[0]!.id]))
  const holidays = new Map(term.holidays.map((h) => [h.date, h.name]))
  const days = schoolDaysBetween(rows.schools[0]!, holidays, term.start, addDays(today, -1))
  const history = demoHistory(
    DEMO.seed,
    schoolId,
    rows.students.map((s) => ({ id: s.user_id, recordedBy: teacherOf.get(s.class_id)!, chronic: chronic.has(s.user_id) })),
    days.filter((d) => !(DEMO.recordDates as readonly string[]).includes(d)),
  )
  rows.attendance_records.push(...history.records)
  rows.attendance_audit.push(...history.audit)
  // The read model's summaries of those records, as the write path would have kept them (ADR 016).
  Object.assign(rows, summaryRowsOf(rows.attendance_records))

  // Three parents (README, "Families"): the first with two children, the showcased student and a classmate of another class.
  const children = [[boxStudent, boxStudent + 2], [boxStudent + 3], [boxStudent + 4]]
  children.forEach((indexes, p) => {
    const name = personName()
    const id = rng.uuid()
    const created = `${at.slice(0, 19)}.00${p}Z` // in order, so the demo box lists the parent of two first
    rows.users.push(withSearchName({
      school_id: schoolId, id, role: 'parent', name, email: emailOf(name).replace('@', '.parent@'), parent_number: null,
      password_hash: passwordHash, created_at: created, updated_at: created,
    }))
    for (const index of indexes) {
      rows.guardians.push({ school_id: schoolId, student_id: rows.students[index]!.user_id, parent_id: id, linked_at: created, code_created_by: staff[0]!.id })
    }
  })
  // The lessons' registers of those days (ADR 052); today's are still to take. The students the demo shows first skip nothing.
  const spared = new Set([...chronic, ...children.flat().map((i) => rows.students[i]!.user_id)])
  Object.assign(rows, demoSchoolRegisters(DEMO.seed, schoolId, rows, days, spared))
  return rows
}

/**
 * The student the sign-in screen lists (the lowest parent number; findDemoAccounts), by index among
 * the students: a typical student, never one of the chronic absentees.
 */
function studentShowcased(users: readonly Insertable<Database['users']>[]): number {
  const numbers = users.filter((u) => u.role === 'student').map((u) => u.parent_number!)
  return numbers.indexOf([...numbers].sort()[0]!)
}
