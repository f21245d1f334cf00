import { describe, expect, it } from 'vitest'
import { addDays, isoWeekday } from '#shared/dates'
import { buildDemoSchool, DEMO, DEMO_CLASS_NAMES } from './demo-school'

/** A Tuesday, a Saturday and a Wednesday of the sample week: history must not depend on which. */
const TODAYS = ['2030-03-05', '2027-10-16', '2026-03-04'] as const
const TODAY = TODAYS[0]

const recordsOf = (rows: ReturnType<typeof buildDemoSchool>) => rows.attendance_records
const isSampleDay = (date: string) => (DEMO.recordDates as readonly string[]).includes(date)

describe('the demo school', () => {
  const rows = buildDemoSchool('demo', 'hash', TODAY)
  const staffRoles = rows.users.filter((u) => u.role !== 'student').map((u) => u.role)

  it('has the demo numbers exactly (README: 50 students, 10 teachers, 18 classes, 8 departments)', () => {
    expect(rows.students).toHaveLength(50)
    expect(staffRoles.filter((r) => r === 'headmaster')).toHaveLength(1)
    expect(staffRoles.filter((r) => r === 'homeroom_teacher')).toHaveLength(8)
    expect(staffRoles.filter((r) => r === 'subject_teacher')).toHaveLength(1)
    expect(rows.classes.map((c) => c.name)).toEqual(DEMO_CLASS_NAMES)
    expect(DEMO_CLASS_NAMES).toHaveLength(18)
    expect(rows.departments).toHaveLength(8)
  })

  it('makes students Junior when their index is divisible by 3', () => {
    rows.students.forEach((s, i) => expect(s.level).toBe(i % 3 === 0 ? 'Junior' : 'Senior'))
  })

  it('gives each student a unique zero-padded 5-digit parent number and at most one record per day', () => {
    const numbers = rows.users.filter((u) => u.role === 'student').map((u) => u.parent_number)
    expect(new Set(numbers).size).toBe(50)
    expect(numbers.every((n) => /^\d{5}$/.test(n ?? ''))).toBe(true)
    const days = recordsOf(rows).map((r) => `${r.student_id}/${r.date}`)
    expect(new Set(days).size).toBe(days.length)
  })

  it('gives each homeroom teacher a homeroom class taught by them', () => {
    for (const teacher of rows.teachers.filter((t) => t.homeroom_class_id)) {
      expect(rows.classes.find((c) => c.id === teacher.homeroom_class_id)?.teacher_id).toBe(teacher.user_id)
    }
    expect(rows.teachers.filter((t) => t.homeroom_class_id)).toHaveLength(8)
  })

  it('is the same on every load on the same day', () => {
    expect(buildDemoSchool('demo', 'hash', TODAY)).toEqual(rows)
  })
})

describe.each(TODAYS)('the demo school’s term, made on %s', (today) => {
  const rows = buildDemoSchool('demo', 'hash', today)
  const school = rows.schools[0]!
  const holidays = new Set(rows.school_holidays.map((h) => h.date))
  const history = recordsOf(rows).filter((r) => !isSampleDay(r.date))

  it('has a term around today, with holidays in the weeks behind (a day and a two-day break)', () => {
    expect(school.term_start! < today && today < school.term_end!).toBe(true)
    expect(holidays.size).toBe(3)
    for (const date of holidays) expect(school.term_start! <= date && date < addDays(today, -14)).toBe(true)
    for (const date of holidays) expect(isoWeekday(date)).toBeLessThanOrEqual(5)
  })

  it('records every student on every school day of the term before today (60 to 80 of them), and on no other day', () => {
    const schoolDays: string[] = []
    for (let date = school.term_start!; date < today; date = addDays(date, 1)) {
      if (isoWeekday(date) <= 5 && !holidays.has(date) && !isSampleDay(date)) schoolDays.push(date)
    }
    const sampleDaysInTerm = DEMO.recordDates.filter((d) => d >= school.term_start! && d < today).length
    expect(schoolDays.length + sampleDaysInTerm).toBeGreaterThanOrEqual(60)
    expect(schoolDays.length + sampleDaysInTerm).toBeLessThanOrEqual(80)
    for (const student of rows.students) {
      const dates = history.filter((r) => r.student_id === student.user_id).map((r) => r.date).sort()
      expect(dates).toEqual(schoolDays)
    }
  })

  it('keeps the five sample records per student of the sample week, whatever the day', () => {
    const sample = (r: ReturnType<typeof buildDemoSchool>) => recordsOf(r).filter((x) => isSampleDay(x.date))
    const seedOnly = sample(buildDemoSchool('demo', 'hash', '2026-01-01'))
    expect(seedOnly).toHaveLength(DEMO.students * DEMO.recordsPerStudent)
    expect(sample(rows)).toEqual(seedOnly)
  })

  it('leaves today unrecorded (but in the sample week), and on a weekend records the Friday before', () => {
    const todays = recordsOf(rows).filter((r) => r.date === today)
    expect(todays).toHaveLength(isSampleDay(today) ? DEMO.students : 0)
    if (isoWeekday(today) > 5) {
      const friday = addDays(today, 5 - isoWeekday(today))
      expect(recordsOf(rows).filter((r) => r.date === friday)).toHaveLength(DEMO.students)
    }
  })

  it('is mostly present: about 93% present, some late, sick, permission and absent', () => {
    const share = (status: string) => history.filter((r) => r.status === status).length / history.length
    expect(share('present')).toBeGreaterThan(0.88)
    expect(share('present')).toBeLessThan(0.97)
    for (const status of ['late', 'sick', 'permission', 'absent']) {
      expect(share(status)).toBeGreaterThan(0.005)
      expect(share(status)).toBeLessThan(0.05)
    }
  })

  it('has a few chronic absentees, far below the 90% warning threshold, and nobody else near them', () => {
    const rates = rows.students.map((s) => {
      const own = history.filter((r) => r.student_id === s.user_id)
      return own.filter((r) => r.status === 'present' || r.status === 'late').length / own.length
    })
    const low = rates.filter((rate) => rate < 0.85)
    expect(low.length).toBeGreaterThanOrEqual(2)
    expect(low.length).toBeLessThanOrEqual(4)
    expect(low.every((rate) => rate < 0.8)).toBe(true)
  })

  it('enrols every student by the first day they have a record, and the accounts before that', () => {
    const first = recordsOf(rows).map((r) => r.date).sort()[0]!
    for (const student of rows.students) expect(student.enrolled_on! <= first).toBe(true)
    for (const user of rows.users) expect(user.created_at.slice(0, 10) <= rows.students[0]!.enrolled_on!).toBe(true)
  })

  it('keeps the summaries of exactly these records: one calendar per student and year, and the day counts', () => {
    const codes = { present: 'P', late: 'L', absent: 'A', sick: 'S', permission: 'E' } as const
    for (const r of recordsOf(rows).filter((_, i) => i % 37 === 0)) {
      const calendar = rows.attendance_calendars.find((c) => c.student_id === r.student_id && c.year === Number(r.date.slice(0, 4)))
      const dayOfYear = (Date.parse(r.date) - Date.parse(`${r.date.slice(0, 4)}-01-01`)) / 86_400_000
      expect(calendar?.days[dayOfYear]).toBe(codes[r.status])
    }
    const counted = rows.attendance_day_counts.reduce((sum, c) => sum + Number(c.n), 0)
    expect(counted).toBe(recordsOf(rows).length)
  })
})

describe('the demo school’s last school day before today', () => {
  /** Every day of three weeks: each weekday, weekends, and the Mondays after them (the holidays are weeks behind: demo-term.ts). */
  const days = Array.from({ length: 21 }, (_, i) => addDays('2026-11-16', i))

  it.each(days)('made on %s, has a record for every student on the last school day before it', (today) => {
    const rows = buildDemoSchool('demo', 'hash', today)
    const holidays = new Set(rows.school_holidays.map((h) => h.date))
    let last = addDays(today, -1)
    while (isoWeekday(last) > 5 || holidays.has(last)) last = addDays(last, -1)
    const recorded = new Set(recordsOf(rows).filter((r) => r.date === last).map((r) => r.student_id))
    expect(rows.students.every((s) => recorded.has(s.user_id))).toBe(true)
  })
})

describe('the demo school’s history, day by day', () => {
  it('gives a student the same record on a day whichever later day the demo is made', () => {
    const a = buildDemoSchool('demo', 'hash', '2030-03-05')
    const b = buildDemoSchool('demo', 'hash', '2030-03-19')
    const key = (r: { student_id: string; date: string }) => `${r.student_id}/${r.date}`
    const later = new Map(recordsOf(b).map((r) => [key(r), r]))
    // The days both hold, but for the last few before the earlier today (one absentee's current run of absences).
    const shared = recordsOf(a).filter((r) => later.has(key(r)) && r.date < '2030-02-26')
    expect(shared.length).toBeGreaterThan(2000)
    for (const r of shared) expect(later.get(key(r))).toEqual(r)
  })
})
