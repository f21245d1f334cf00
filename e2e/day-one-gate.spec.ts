import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import type { ClassCardsResponse } from '../src/shared/contracts/cards'
import type { ClassListResponse } from '../src/shared/contracts/classes'
import type { DaySheetResponse } from '../src/shared/contracts/attendance'
import type { SchoolSettingsResponse } from '../src/shared/contracts/school-settings'
import type { CreateStudentResponse } from '../src/shared/contracts/students'
import type { CreateTeacherResponse } from '../src/shared/contracts/teachers'
import { DATABASE_KINDS, expect, hasPostgres, test, type EmptySchool } from './support/empty-school'
import { gateAnswer as answer, gateMode, photoKeptOnDevice, wedgeScan } from './support/gate'

// The installed app and the gate offline: the service worker is part of the journey (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/*
 * The gate in a real school (ADR 027), not the demo: a server started with DEMO=0 on an empty
 * database. The school is set up through the API as its staff would through the screens (day-one.spec.ts
 * walks those screens); then the gate: a teacher's scan page keeps the new school's roster, the Wi-Fi
 * goes, a printed card and a phone's code are scanned in gate mode, and when the network returns both
 * are recorded once, by QR, with nothing left waiting.
 */

const TEACHER = { name: 'Grace Hopper', email: 'grace@school.org', password: 'gate-teacher-first' }
const CARD_STUDENT = { name: 'Alan Turing', parentNumber: '24680' }
const PHONE_STUDENT = { name: 'Emmy Noether', parentNumber: '13579' }

async function ok<T = unknown>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text()
  expect(response.status(), `${what}: ${body}`).toBeLessThan(300)
  return (body ? JSON.parse(body) : null) as T
}

/** A first sign-in with a password staff handed out, then the person's own (as the app asks). */
async function signInFirstTime(request: APIRequestContext, kind: 'staff' | 'student', identifier: string, password: string): Promise<string> {
  await ok(await request.post('/api/auth/login', { data: { kind, identifier, password } }), `${kind} sign-in`)
  const own = `${password}-own`
  await ok(await request.post('/api/account/password', { data: { currentPassword: password, newPassword: own, confirmPassword: own } }), 'own password')
  return own
}

/** The school, a teacher, a class and two students, with a photo for the one who will show a card. */
async function setUpSchool(headmaster: APIRequestContext): Promise<{ classId: string; cardStudentId: string }> {
  const { settings } = await ok<SchoolSettingsResponse>(await headmaster.get('/api/school/settings'), 'settings')
  // Late only at midnight, so that a scan is on time at any hour of the suite's day (a school day: support/clock.ts).
  await ok(await headmaster.put('/api/school/settings', {
    data: { ...settings, name: 'Gate High School', timeZone: 'Asia/Jakarta', schoolDayStart: '00:00', lateAfter: '23:59' },
  }), 'school settings')
  const { departments } = (await ok(await headmaster.get('/api/departments'), 'departments')) as { departments: { id: string }[] }
  const departmentId = departments[0]!.id
  const { teacher } = (await ok(await headmaster.post('/api/teachers', {
    data: { name: TEACHER.name, email: TEACHER.email, departmentId, subjects: ['Physics'], isHomeroom: false, password: TEACHER.password },
  }), 'teacher')) as CreateTeacherResponse
  await ok(await headmaster.post('/api/classes', { data: { name: '7A', departmentId, teacherId: teacher.id } }), 'class')
  const { classes } = (await ok(await headmaster.get('/api/classes'), 'classes')) as ClassListResponse
  const classId = classes[0]!.id
  const students: Record<string, string> = {}
  for (const student of [CARD_STUDENT, PHONE_STUDENT]) {
    const created = (await ok(await headmaster.post('/api/students', {
      data: { ...student, classId, level: 'Junior', departmentId, password: `${student.parentNumber}-first-pass` },
    }), 'student')) as CreateStudentResponse
    students[student.name] = created.student.id
  }
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#8fb3d9' } }).jpeg().toBuffer()
  await ok(await headmaster.put(`/api/students/${students[CARD_STUDENT.name]}/photo`, { data: photo, headers: { 'content-type': 'image/jpeg' } }), 'photo')
  return { classId, cardStudentId: students[CARD_STUDENT.name]! }
}

async function gateWithTheWifiOff(page: Page, school: EmptySchool, playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } }) {
  const headmaster = page.context().request
  await ok(await headmaster.post('/api/auth/login', { data: { kind: 'staff', identifier: school.headmaster.email, password: school.headmaster.password } }), 'headmaster sign-in')
  const setup = await setUpSchool(headmaster)
  const { classId } = setup
  // The card the school printed for the student without a phone (the same code each time it is printed).
  const { cards } = (await ok(await headmaster.post(`/api/classes/${classId}/cards`), 'cards')) as ClassCardsResponse
  const { cardStudentId } = setup
  const card = cards.find((c) => c.studentId === cardStudentId)!
  // The other student's phone, signed in with her own password.
  const phone = await playwright.request.newContext({ baseURL: school.baseURL })
  await signInFirstTime(phone, 'student', PHONE_STUDENT.parentNumber, `${PHONE_STUDENT.parentNumber}-first-pass`)
  await headmaster.post('/api/auth/logout')

  // The teacher at the gate: the scan page, opened once with the network on, keeps the school's two students.
  await signInFirstTime(headmaster, 'staff', TEACHER.email, TEACHER.password)
  await page.goto('/scan')
  await expect(page.getByText('Ready for offline scanning: 2 students on this device')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Gate mode', exact: true }).click()
  await expect(gateMode(page).getByText('Ready for the next student')).toBeVisible()
  // The photo's thumbnail follows the roster in the background.
  await photoKeptOnDevice(page, cardStudentId)

  await page.context().setOffline(true)
  await expect(gateMode(page).locator('[data-waiting]')).toContainText('Offline — 0 scans waiting')
  await wedgeScan(page, card.code)
  await expect(answer(page)).toHaveAttribute('data-tone', 'green')
  await expect(answer(page)).toContainText(CARD_STUDENT.name)
  await expect(answer(page).locator('[data-scan-photo]')).toHaveAttribute('src', /^blob:/)
  const code = ((await ok(await phone.post('/api/qr/codes'), 'code')) as { code: string }).code
  await wedgeScan(page, code)
  await expect(answer(page)).toContainText(PHONE_STUDENT.name)
  await expect(answer(page)).toHaveAttribute('data-tone', 'green')
  await expect(answer(page).getByText('No photo')).toBeVisible()
  await expect(gateMode(page).locator('[data-waiting]')).toContainText('Offline — 2 scans waiting')

  await page.context().setOffline(false)
  await expect(gateMode(page)).toContainText('Online', { timeout: 20_000 })
  await expect(gateMode(page).locator('[data-waiting]')).toHaveAttribute('data-waiting', '0', { timeout: 20_000 })
  await phone.dispose()

  // Both recorded once, present, by QR.
  const sheet = (await ok(await headmaster.get('/api/attendance/day?pageSize=10'), 'day sheet')) as DaySheetResponse
  expect(sheet.rows.map((row) => [row.student.name, row.record?.status, row.record?.method]).sort()).toEqual([
    [CARD_STUDENT.name, 'present', 'qr'],
    [PHONE_STUDENT.name, 'present', 'qr'],
  ])
}

for (const kind of DATABASE_KINDS) {
  test.describe(`on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    test.skip(kind === 'postgres' && !hasPostgres, 'PostgreSQL only when TEST_DATABASE_URL is set (CI sets it)')
    test.use({ databaseKind: kind })
    test.describe.configure({ timeout: 240_000 })

    test('the gate of a new school with the Wi-Fi off: a printed card and a phone code scanned offline, both recorded once when it returns', async ({ page, emptySchool, playwright }) => {
      await gateWithTheWifiOff(page, emptySchool, playwright)
    })
  })
}
