import { expect, test, type APIRequestContext } from '@playwright/test'
import type { AbsenceRequest } from '../src/shared/contracts/absence-requests'
import type { LinkCodeResponse, ParentChildrenResponse } from '../src/shared/contracts/families'
import type { CreateStudentResponse } from '../src/shared/contracts/students'
import { classNamed } from './support/attendance'
import { e2eToday } from './support/clock'
import { freeRequestDay } from './support/families'
import { departments, freshParentNumbers, uniqueSuffix } from './support/management'
import { demoAccount } from './support/session'

/**
 * What a parent reads about their child's day. An absence is not an arrival (no
 * "Absent at 01:05"), a request says the day it was made at the school, whatever zone the reader's
 * browser is in, and status words stand alone capitalised, like the buttons beside them.
 *
 * The demo school keeps UTC and the run starts at 01:00 on its today (support/clock.ts); this browser
 * is in Honolulu, ten hours behind, where it is still the day before.
 */
test.use({ timezoneId: 'Pacific/Honolulu', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const shortDate = (date: string, timeZone = 'UTC') =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }).format(new Date(`${date}T00:00:00Z`))

async function signInStaff(request: APIRequestContext): Promise<void> {
  const head = await demoAccount(request, 'headmaster')
  const response = await request.post('/api/auth/login', { data: { kind: head.kind, identifier: head.identifier, password: head.password } })
  expect(response.status()).toBe(200)
}

/** A new student of 10A, made here so that no other journey's records are touched. */
async function newStudent(staff: APIRequestContext) {
  const klass = await classNamed(staff, '10A')
  const [parentNumber] = await freshParentNumbers(staff)
  const created = await staff.post('/api/students', {
    data: { name: `Rani ${uniqueSuffix()}`, parentNumber, classId: klass.id, level: 'Junior', departmentId: (await departments(staff))[0]!.id, password: 'a-long-password' },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as CreateStudentResponse).student
}

test('a parent reads an absence without an arrival time, the request’s day in the school’s zone, and capitalised statuses', async ({ page, request }) => {
  await signInStaff(request)
  const student = await newStudent(request)
  const { code } = (await (await request.post(`/api/students/${student.id}/link-codes`)).json()) as LinkCodeResponse
  const parentName = `Parent ${uniqueSuffix()}`
  const registered = await page.request.post('/api/families/register', {
    data: { code, name: parentName, email: `parent.${uniqueSuffix().toLowerCase()}@example.org`, password: 'a long family password', confirmPassword: 'a long family password' },
  })
  expect(registered.status()).toBe(201)

  // A teacher records the child absent today: the record's time is when that happened, not an arrival.
  const today = e2eToday()
  expect((await request.put('/api/attendance/records', { data: { studentId: student.id, date: today, status: 'absent' } })).status()).toBe(200)
  const { children } = (await (await page.request.get('/api/parent/children')).json()) as ParentChildrenResponse
  const recordedAt = children[0]!.today.record!.time

  await page.goto('/')
  const todayCard = page.getByRole('region', { name: /^Today/ })
  await expect(todayCard.locator('[data-tone="red"] p').first()).toHaveText('Absent')
  await expect(todayCard).not.toContainText(`Absent at ${recordedAt}`)
  await expect(todayCard).toContainText(`Recorded by a teacher at ${recordedAt}`)
  // This week: today's badge, capitalised, and no time beside an absence.
  const week = page.getByRole('region', { name: 'This week' }).locator(`li[data-date="${today}"]`)
  await expect(week.locator('[data-status="absent"]')).toHaveText('Absent')
  await expect(week).not.toContainText(recordedAt)

  // Late after all: now the time is an arrival, and says so.
  expect((await request.put('/api/attendance/records', { data: { studentId: student.id, date: today, status: 'late', overwrite: true } })).status()).toBe(200)
  await page.reload()
  await expect(todayCard).toContainText(/Late at \d\d:\d\d/)
  await expect(week.locator('[data-status="late"]')).toHaveText('Late')
  await expect(week).toContainText(/\d\d:\d\d/)

  // A request made now, at 01:xx on the school's today: the browser's own zone would call it yesterday.
  const day = await freeRequestDay(page.request, student.id)
  const asked = await page.request.post('/api/absence-requests', { data: { studentId: student.id, from: day, to: day, reason: 'sick', note: 'Fever' } })
  expect(asked.status()).toBe(201)
  const request36 = (await asked.json()) as AbsenceRequest
  const schoolDay = request36.requestedAt.slice(0, 10)
  expect(schoolDay, 'the school (UTC) dates the request on its today').toBe(today)
  const inHonolulu = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Pacific/Honolulu' }).format(new Date(request36.requestedAt))
  expect(inHonolulu, 'the browser’s zone is on another day: the test would see the mistake').not.toBe(shortDate(today))

  await page.goto('/requests')
  const card = page.getByRole('listitem').filter({ hasText: 'Fever' })
  await expect(card).toContainText(`Asked by ${parentName} on ${shortDate(today)}`)
  await expect(card.locator('[data-state]')).toHaveText('Pending')
  await expect(card.getByRole('button', { name: 'Withdraw' })).toBeVisible()

  expect((await page.request.post(`/api/absence-requests/${request36.id}/withdraw`)).status()).toBe(200)
})
