import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MeResponse } from '#shared/contracts/auth'
import type { TimetableResponse } from '#shared/contracts/timetable'
import { isoWeekday } from '#shared/dates'
import { MONDAY } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { buildDemoSchool } from './demo-school'
import { buildDemoWeek, DEMO_PERIOD_MINUTES } from './demo-week'

type Rows = ReturnType<typeof buildDemoSchool>
const slotsOf = (lessons: Rows['lessons'], who: 'class_id' | 'teacher_id') => lessons.map((l) => `${l[who]}/${l.weekday}/${l.period}`)
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))

describe('the demo school’s week', () => {
  const rows = buildDemoSchool('demo', 'hash', MONDAY)
  const school = rows.schools[0]!
  const schoolDays = school.school_days.split(',').map(Number)
  const periodsOn = (weekday: number) => rows.bell_periods.filter((p) => p.weekday === weekday)
  const subjectTeacher = rows.users.find((u) => u.role === 'subject_teacher')!

  it('has eight periods Monday to Thursday and six on Friday, from the school day’s start, a break after the fourth', () => {
    expect(schoolDays).toEqual([1, 2, 3, 4, 5])
    expect([1, 2, 3, 4, 5].map((d) => periodsOn(d).length)).toEqual([8, 8, 8, 8, 6])
    expect(new Set(rows.bell_periods.map((p) => p.weekday))).toEqual(new Set(schoolDays))
    for (const weekday of schoolDays) {
      const periods = periodsOn(weekday)
      expect(periods.map((p) => p.number)).toEqual(periods.map((_, i) => i + 1))
      expect(periods[0]!.starts_at >= school.school_day_start).toBe(true)
      for (const p of periods) expect(minutes(p.ends_at) - minutes(p.starts_at)).toBe(DEMO_PERIOD_MINUTES)
      const gaps = periods.slice(1).map((p, i) => minutes(p.starts_at) - minutes(periods[i]!.ends_at))
      expect(gaps).toEqual(gaps.map((_, i) => (i === 3 ? 20 : 0)))
    }
  })

  it('puts no teacher in two classes, and no class in two lessons, in one period', () => {
    expect(rows.lessons.length).toBeGreaterThan(0)
    for (const who of ['class_id', 'teacher_id'] as const) expect(new Set(slotsOf(rows.lessons, who)).size).toBe(rows.lessons.length)
    for (const l of rows.lessons) expect(periodsOn(l.weekday).some((p) => p.number === l.period)).toBe(true)
  })

  it('gives each lesson one of its teacher’s subjects, and never the headmaster a lesson', () => {
    const subjects = new Map(rows.teachers.map((t) => [t.user_id, JSON.parse(t.subjects!) as string[]]))
    const headmaster = rows.users.find((u) => u.role === 'headmaster')!
    for (const l of rows.lessons) expect(subjects.get(l.teacher_id)).toContain(l.subject)
    expect(rows.lessons.some((l) => l.teacher_id === headmaster.id)).toBe(false)
  })

  it('fills each period of every class while a teacher is free, and spreads the free periods evenly', () => {
    const teachersWhoTeach = new Set(rows.lessons.map((l) => l.teacher_id)).size
    for (const p of rows.bell_periods) {
      const inPeriod = rows.lessons.filter((l) => l.weekday === p.weekday && l.period === p.number)
      expect(inPeriod).toHaveLength(Math.min(teachersWhoTeach, rows.classes.length))
    }
    const perClass = rows.classes.map((c) => rows.lessons.filter((l) => l.class_id === c.id).length)
    expect(Math.max(...perClass) - Math.min(...perClass)).toBeLessThanOrEqual(1)
  })

  it('has each homeroom teacher teach their own class every school day', () => {
    for (const teacher of rows.teachers.filter((t) => t.homeroom_class_id)) {
      const days = rows.lessons.filter((l) => l.teacher_id === teacher.user_id && l.class_id === teacher.homeroom_class_id).map((l) => l.weekday)
      expect(new Set(days)).toEqual(new Set(schoolDays))
    }
  })

  it('has the subject teacher teach several lessons every school day, Monday 4 March 2030 among them', () => {
    for (const weekday of schoolDays) {
      expect(rows.lessons.filter((l) => l.teacher_id === subjectTeacher.id && l.weekday === weekday).length).toBeGreaterThanOrEqual(3)
    }
    expect(isoWeekday(MONDAY)).toBe(1)
  })

  it('is the same whatever day the demo is made on', () => {
    const other = buildDemoSchool('demo', 'hash', '2027-10-16')
    expect(other.bell_periods).toEqual(rows.bell_periods)
    expect(other.lessons).toEqual(rows.lessons)
  })

  it('has a short Saturday for a school that works on Saturdays, and leaves archived classes out', () => {
    const staff = [{ id: 't1', subjects: ['Music'] }, { id: 't2', subjects: ['Drama', 'Art'] }]
    const classes = [{ id: 'a', teacher_id: 't1', archived_at: null }, { id: 'b', teacher_id: null, archived_at: null },
      { id: 'c', teacher_id: 't2', archived_at: '2030-01-01T00:00:00.000Z' }]
    const week = buildDemoWeek('s', { school_days: '6,1,2,3,4,5', school_day_start: '07:00', late_after: '07:00' }, classes, staff, 1, 'at')
    const count = (weekday: number) => week.bell_periods.filter((p) => p.weekday === weekday).length
    expect([1, 2, 3, 4, 5, 6, 7].map(count)).toEqual([8, 8, 8, 8, 6, 4, 0])
    expect(week.bell_periods[0]).toMatchObject({ weekday: 1, number: 1, starts_at: '07:00', ends_at: '07:40' })
    expect(week.lessons.filter((l) => l.class_id === 'c')).toEqual([])
    expect(week.lessons).toHaveLength(2 * week.bell_periods.length)
    expect(week.lessons.find((l) => l.weekday === 6 && l.period === 1 && l.class_id === 'a')?.teacher_id).toBe('t1')
  })
})

describe.each(TEST_DATABASES)('the demo school’s week on %s', (kind) => {
  let t: TestApp
  let week: TimetableResponse
  let subjectTeacherId: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    const head = await cookieFor(t.app, 'headmaster')
    const subject = await cookieFor(t.app, 'subject_teacher')
    subjectTeacherId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: subject } })).json<MeResponse>().user.id
    const response = await t.app.inject({ method: 'GET', url: '/api/timetable', headers: { cookie: head } })
    expect(response.statusCode).toBe(200)
    week = response.json<TimetableResponse>()
  })
  afterAll(() => t.close())

  it('lists eight periods Monday to Thursday and six on Friday, and every lesson with its period’s times', () => {
    expect([1, 2, 3, 4, 5].map((d) => week.periods.filter((p) => p.weekday === d).length)).toEqual([8, 8, 8, 8, 6])
    expect(week.lessons.length).toBeGreaterThan(0)
    for (const l of week.lessons) {
      const period = week.periods.find((p) => p.weekday === l.weekday && p.number === l.period)!
      expect({ startsAt: l.startsAt, endsAt: l.endsAt }).toEqual({ startsAt: period.startsAt, endsAt: period.endsAt })
    }
  })

  it('has no teacher in two lessons of one period', () => {
    const slots = week.lessons.map((l) => `${l.teacher.id}/${l.weekday}/${l.period}`)
    expect(new Set(slots).size).toBe(slots.length)
  })

  it('has the subject teacher who signs in teach on every school day, the test clock’s Monday among them', () => {
    const own = week.lessons.filter((l) => l.teacher.id === subjectTeacherId)
    expect(new Set(own.map((l) => l.weekday))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(own.filter((l) => l.weekday === isoWeekday(MONDAY)).length).toBeGreaterThanOrEqual(3)
  })
})
