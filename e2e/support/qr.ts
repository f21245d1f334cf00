import { expect, request, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { DaySheetResponse } from '../../src/shared/contracts/attendance'
import type { ClassListResponse } from '../../src/shared/contracts/classes'
import type { CreateStudentResponse } from '../../src/shared/contracts/students'
import type { QrCodeResponse } from '../../src/shared/contracts/qr'
import type { SchoolSettingsResponse } from '../../src/shared/contracts/school-settings'
import { bottomNav, demoAccount, demoAccounts } from './session'

type Settings = SchoolSettingsResponse['settings']

/*
 * A scan records for *today* only: the suite's today is a school day (support/clock.ts), but its
 * hour is the suite's too. QR journeys therefore open the gate all day for the length of their file
 * (the day starts 00:00 and late is after 23:59, so a scan is "present" unless a test asks for
 * "late"), and put the settings back afterwards: the database is shared by every journey of the run.
 */
export function gateOpenAllDay(): { headmaster: () => APIRequestContext; setLateAfter: (time: string) => Promise<void> } {
  let context: BrowserContext
  let original: Settings
  const put = async (settings: Settings) => {
    const response = await context.request.put('/api/school/settings', { data: settings })
    expect(response.status(), 'school settings saved').toBe(200)
  }

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext()
    await staffSignIn(context.request, 'headmaster')
    original = ((await (await context.request.get('/api/school/settings')).json()) as SchoolSettingsResponse).settings
    await put({ ...original, schoolDayStart: '00:00', lateAfter: '23:59' })
  })
  test.afterAll(async () => {
    await put(original)
    await context.close()
  })
  return {
    headmaster: () => context.request,
    setLateAfter: async (lateAfter: string) => put({ ...original, schoolDayStart: '00:00', lateAfter }),
  }
}

export async function staffSignIn(request: APIRequestContext, role: 'headmaster' | 'homeroom_teacher' | 'subject_teacher'): Promise<void> {
  const account = await demoAccount(request, role)
  const response = await request.post('/api/auth/login', { data: { kind: 'staff', identifier: account.identifier, password: account.password } })
  expect(response.status(), `sign-in as ${role}`).toBe(200)
}

export interface DemoStudent {
  id: string
  name: string
  parentNumber: string
  className: string
  /** A student a journey added signs in with their own password; a demo student with the demo password. */
  password?: string
}

/**
 * Students with nothing recorded today who can sign in, as many as asked for. Each can be checked in
 * only once a day and the journeys of a run share one database, so the demo school's fifty run out:
 * demo students come first (those other journeys added carry a number in their name and a password
 * of their own, so they are passed over), then new students are added through the staff API, each
 * signed in once to choose the password it then signs in with (a password staff hand out is one-time).
 */
export async function studentsWithoutRecordToday(staff: APIRequestContext, count: number): Promise<DemoStudent[]> {
  const response = await staff.get('/api/attendance/day?status=not_recorded&pageSize=100')
  expect(response.status()).toBe(200)
  const { rows } = (await response.json()) as DaySheetResponse
  const demo = rows
    .filter((row) => !/\d/.test(row.student.name))
    .slice(0, count)
    .map((row): DemoStudent => ({ id: row.student.id, name: row.student.name, parentNumber: row.student.parentNumber, className: row.class.name }))
  const added: DemoStudent[] = []
  while (demo.length + added.length < count) added.push(await addStudentWhoCanSignIn(staff))
  return [...demo, ...added]
}

/** One such student; `skip` picks a later one. */
export async function studentWithoutRecordToday(staff: APIRequestContext, skip = 0): Promise<DemoStudent> {
  return (await studentsWithoutRecordToday(staff, skip + 1))[skip]!
}

async function addStudentWhoCanSignIn(staff: APIRequestContext): Promise<DemoStudent> {
  const { classes } = (await (await staff.get('/api/classes')).json()) as ClassListResponse
  // The last class by name: journeys that count a class's students take the first classes.
  const klass = classes.at(-1)!
  const handedOut = 'handed-out-password'
  for (let n = Date.now() % 90_000; ; n = (n + 7_919) % 90_000) {
    const parentNumber = String(10_000 + n)
    const created = await staff.post('/api/students', {
      data: { name: `Gate Student ${parentNumber}`, parentNumber, classId: klass.id, level: 'Junior', departmentId: klass.departmentId, password: handedOut },
    })
    if (created.status() === 409) continue // the parent number is taken: the database is shared by every journey
    expect(created.status(), 'student added').toBe(201)
    const { student } = (await created.json()) as CreateStudentResponse
    const phone = await request.newContext({ baseURL: E2E_BASE_URL })
    const password = 'chosen-by-the-student'
    try {
      expect((await phone.post('/api/auth/login', { data: { kind: 'student', identifier: parentNumber, password: handedOut } })).status()).toBe(200)
      const changed = await phone.post('/api/account/password', { data: { currentPassword: handedOut, newPassword: password, confirmPassword: password } })
      expect(changed.status(), 'own password chosen').toBeLessThan(300)
    } finally {
      await phone.dispose()
    }
    return { id: student.id, name: student.name, parentNumber, className: klass.name, password }
  }
}

/** The config's baseURL (the demo server), which a request context does not expose. */
const E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`

export async function studentSignIn(request: APIRequestContext, student: DemoStudent): Promise<void> {
  const password = student.password ?? (await demoAccounts(request)).password
  const response = await request.post('/api/auth/login', { data: { kind: 'student', identifier: student.parentNumber, password } })
  expect(response.status(), `sign-in as student ${student.name}`).toBe(200)
}

/** A page signed in as `student`, showing their profile. */
export async function studentPage(context: BrowserContext, student: DemoStudent): Promise<Page> {
  const page = await context.newPage()
  await studentSignIn(page.request, student)
  await page.goto('/')
  await expect(bottomNav(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: student.name })).toBeVisible()
  return page
}

/** Through the API, as the student's phone would. */
export async function issueCode(request: APIRequestContext): Promise<QrCodeResponse> {
  let response = await request.post('/api/qr/codes')
  if (response.status() === 429) {
    // A new code this soon after the last is refused for a moment; the student's phone waits as told.
    const { retryAfterSeconds } = (await response.json()) as { retryAfterSeconds: number }
    await new Promise((done) => setTimeout(done, retryAfterSeconds * 1000 + 100))
    response = await request.post('/api/qr/codes')
  }
  expect(response.status(), 'code issued').toBe(200)
  return (await response.json()) as QrCodeResponse
}

export function qrImage(page: Page): Locator {
  return page.getByRole('img', { name: 'Your attendance QR code' })
}

/** The short code shown under the QR, as `K7QM-3XPD` (ADR 015). */
export function shortCodeText(page: Page): Locator {
  return page.getByTestId('qr-short-code')
}

/** Presses Generate QR Code and waits for the image. */
export async function generateCode(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Generate QR Code' }).click()
  await expect(qrImage(page)).toBeVisible()
}

/** What a scanner would read from the image on screen: a screenshot decoded with jsQR. */
export async function decodeShownQr(page: Page): Promise<string> {
  const image = qrImage(page)
  // Clear of the fixed header and bottom navigation, which would cover part of it.
  await image.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const png = PNG.sync.read(await image.screenshot())
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)
  expect(found, 'the QR image decodes').not.toBeNull()
  return found!.data
}

/** Types a short code or pastes a signed one into the scanner's field and presses Enter, as a USB scanner does. */
export async function submitCode(page: Page, code: string): Promise<void> {
  const field = page.getByLabel('Code', { exact: true })
  await field.fill(code)
  await field.press('Enter')
}

/** The scanner's newest result. */
export function scanResult(page: Page): Locator {
  return page.locator('[data-result]')
}
