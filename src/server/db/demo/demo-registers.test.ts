import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LessonsTodayResponse, RegisterResponse } from '#shared/contracts/registers'
import { isoWeekday } from '#shared/dates'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { buildDemoSchool, DEMO } from './demo-school'
import { DEMO_SKIPPERS } from './demo-registers'

/** A Tuesday: the demo's history runs to the Monday before it. */
const TODAY = '2030-03-05'

describe('the demo school’s registers', () => {
  const rows = buildDemoSchool('demo', 'hash', TODAY)
  const schoolDays = [...new Set(rows.attendance_records.map((r) => r.date))].filter((d) => d >= rows.schools[0]!.term_start!).sort()
  const lessonsOn = (date: string) => rows.lessons.filter((l) => l.weekday === isoWeekday(date))
  const dayOf = new Map(rows.attendance_records.map((r) => [`${r.student_id}/${r.date}`, r.status]))
  const registerOf = new Map(rows.lesson_registers.map((r) => [r.id, r]))

  it('has a register for most lessons of every school day before today, none today, and leaves a few untaken', () => {
    const held = schoolDays.reduce((sum, date) => sum + lessonsOn(date).length, 0)
    expect(rows.lesson_registers.every((r) => schoolDays.includes(r.date) && r.date < TODAY)).toBe(true)
    expect(rows.lesson_registers.length / held).toBeGreaterThan(0.9)
    expect(held - rows.lesson_registers.length).toBeGreaterThan(10)
    const keys = rows.lesson_registers.map((r) => `${r.lesson_id}/${r.date}`)
    expect(new Set(keys).size).toBe(keys.length)
    // Each keeps what its lesson was: its class, subject, teacher and period, taken by that teacher during it.
    const lessons = new Map(rows.lessons.map((l) => [l.id, l]))
    for (const r of rows.lesson_registers.filter((_, i) => i % 17 === 0)) {
      const lesson = lessons.get(r.lesson_id)!
      expect(r).toMatchObject({ class_id: lesson.class_id, subject: lesson.subject, teacher_id: lesson.teacher_id, period: lesson.period, taken_by: lesson.teacher_id })
      expect(isoWeekday(r.date)).toBe(lesson.weekday)
      expect(r.taken_at.slice(11, 16) >= r.starts_at && r.taken_at.slice(11, 16) < r.ends_at).toBe(true)
    }
  })

  it('marks every student of the class, following their day: away → absent; arrived → present, some late', () => {
    const classSize = new Map<string, number>()
    for (const s of rows.students) classSize.set(s.class_id, (classSize.get(s.class_id) ?? 0) + 1)
    const marked = new Map<string, number>()
    for (const m of rows.lesson_marks) marked.set(m.register_id, (marked.get(m.register_id) ?? 0) + 1)
    for (const r of rows.lesson_registers) expect(marked.get(r.id) ?? 0).toBe(classSize.get(r.class_id) ?? 0)
    const away = rows.lesson_marks.filter((m) => !['present', 'late'].includes(dayOf.get(`${m.student_id}/${registerOf.get(m.register_id)!.date}`)!))
    expect(away.length).toBeGreaterThan(100)
    expect(away.every((m) => m.status === 'absent')).toBe(true)
    const arrived = rows.lesson_marks.filter((m) => !away.includes(m))
    const share = (status: string) => arrived.filter((m) => m.status === status).length / arrived.length
    expect(share('present')).toBeGreaterThan(0.93)
    expect(share('late')).toBeGreaterThan(0.005)
    expect(share('absent')).toBeGreaterThan(0)
    expect(share('absent')).toBeLessThan(0.02)
  })

  it(`has ${DEMO_SKIPPERS} pupils who skip the same lesson most weeks while at school, and nobody else who does`, () => {
    // Absent from a lesson on a day they arrived at the gate: by student and lesson.
    const missing = new Map<string, number>()
    const taken = new Map<string, number>()
    for (const m of rows.lesson_marks) {
      const register = registerOf.get(m.register_id)!
      const day = dayOf.get(`${m.student_id}/${register.date}`)
      if (day !== 'present' && day !== 'late') continue
      const key = `${m.student_id}/${register.lesson_id}`
      taken.set(key, (taken.get(key) ?? 0) + 1)
      if (m.status === 'absent') missing.set(key, (missing.get(key) ?? 0) + 1)
    }
    const skippers = [...missing].filter(([key, n]) => n >= 5 && n / taken.get(key)! > 0.5)
    expect(skippers).toHaveLength(DEMO_SKIPPERS)
    expect(new Set(skippers.map(([key]) => key.split('/')[0])).size).toBe(DEMO_SKIPPERS)
    const others = [...missing].filter(([key]) => !skippers.some(([s]) => s === key))
    expect(others).toEqual([])
  })

  it('is the same whichever later day the demo is made, for the days of both terms', () => {
    const later = buildDemoSchool('demo', 'hash', '2030-03-19')
    const key = (r: { lesson_id: string; date: string }) => `${r.lesson_id}/${r.date}`
    const laterRegisters = new Map(later.lesson_registers.map((r) => [key(r), r]))
    // The school days of both terms (each has its holidays).
    const laterDays = new Set(later.attendance_records.map((r) => r.date))
    const shared = rows.lesson_registers.filter((r) => laterDays.has(r.date) && r.date < '2030-02-26')
    expect(shared.length).toBeGreaterThan(1000)
    for (const r of shared) expect(laterRegisters.get(key(r))).toEqual(r)
    expect(DEMO.timeZone).toBe('UTC') // registers' times are written as UTC times of the school's day
  })
})

describe.each(TEST_DATABASES)('the demo school’s registers through the API on %s', (kind) => {
  let t: TestApp
  let subject: string
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: subject } })
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: new Date(`${TODAY}T08:00:00Z`) })
    subject = await cookieFor(t.app, 'subject_teacher')
  })
  afterAll(() => t.close())

  it('leaves the subject teacher today’s registers to take, and shows last week’s taken', async () => {
    const today = await get<LessonsTodayResponse>('/api/lessons/today')
    expect(today.date).toBe(TODAY)
    expect(today.lessons.length).toBeGreaterThan(0)
    expect(today.lessons.every((l) => l.register !== 'taken')).toBe(true)
    const lastWeek = await get<LessonsTodayResponse>('/api/lessons/today?date=2030-02-26')
    expect(lastWeek.lessons.filter((l) => l.register === 'taken').length).toBeGreaterThan(0)
    expect(lastWeek.lessons.every((l) => l.register !== 'to_take')).toBe(true)
    const taken = lastWeek.lessons.find((l) => l.register === 'taken')!
    const register = await get<RegisterResponse>(`/api/lessons/${taken.lessonId}/register?date=2030-02-26`)
    expect(register.taken?.by.name).toBeTruthy()
    expect(register.rows.every((r) => r.mark !== null)).toBe(true)
  })
})
