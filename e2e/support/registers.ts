import { expect, request as requests, type APIRequestContext } from '@playwright/test'
import type { DaySheetResponse } from '../../src/shared/contracts/attendance'
import type { LessonOfDay, LessonsTodayResponse } from '../../src/shared/contracts/registers'
import { allClasses } from './attendance'
import { issueCode, studentSignIn } from './qr'

/* Lesson registers in the demo school (ADR 052): the demo subject teacher's lessons of the suite's today, and a pupil through the gate. */

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`

export async function lessonsToday(request: APIRequestContext): Promise<LessonsTodayResponse> {
  const response = await request.get('/api/lessons/today')
  expect(response.status()).toBe(200)
  return (await response.json()) as LessonsTodayResponse
}

/** The teacher's n-th lesson of the day that is not cancelled, in a class of a few students (some demo classes have none). */
export async function lesson(request: APIRequestContext, n: number): Promise<{ date: string; lesson: LessonOfDay }> {
  const today = await lessonsToday(request)
  expect(today.isSchoolDay, 'the suite’s today is a school day').toBe(true)
  const sizes = new Map((await allClasses(request)).map((c) => [c.id, c.studentCount]))
  const open = today.lessons.filter((l) => !l.cancelled && (sizes.get(l.classId) ?? 0) >= 2)
  expect(open.length, 'the demo subject teacher teaches classes today').toBeGreaterThan(n)
  return { date: today.date, lesson: open[n]! }
}

/** A demo pupil of the class with nothing recorded today comes through the gate: their code, scanned by the teacher. */
export async function arriveAtGate(teacher: APIRequestContext, classId: string): Promise<{ id: string; name: string }> {
  const sheet = (await (await teacher.get(`/api/attendance/day?${new URLSearchParams({ classId, status: 'not_recorded', pageSize: '100' })}`)).json()) as DaySheetResponse
  // Demo pupils sign in with the demo password; those other journeys added carry a number in their name.
  const pupil = sheet.rows.find((row) => !/\d/.test(row.student.name))
  expect(pupil, 'a pupil of the class not yet at school').toBeDefined()
  const phone = await requests.newContext({ baseURL: BASE_URL })
  try {
    await studentSignIn(phone, { id: pupil!.student.id, name: pupil!.student.name, parentNumber: pupil!.student.parentNumber, className: pupil!.class.name })
    const { code } = await issueCode(phone)
    const scanned = await teacher.post('/api/qr/scan', { data: { code } })
    expect(scanned.status(), await scanned.text()).toBe(200)
  } finally {
    await phone.dispose()
  }
  return { id: pupil!.student.id, name: pupil!.student.name }
}

