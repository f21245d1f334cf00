import { expect, test, type Page } from '@playwright/test'
import type { ClassListResponse } from '../src/shared/contracts/classes'
import type { RollResponse } from '../src/shared/contracts/attendance'
import type { StudentListResponse } from '../src/shared/contracts/students'
import { signIn } from './support/attendance'
import { scanResult } from './support/qr'
import { watchPage } from './support/page-watch'
import { demoAccount } from './support/session'

// ADR 038: a student's profile, a class's roll call, Student Management and the day report come rendered by
// the server too, and the browser takes them over.

async function apiSignIn(page: Page, role: 'student' | 'homeroom_teacher' | 'headmaster') {
  const account = await demoAccount(page.request, role)
  const login = await page.request.post('/api/auth/login', { data: { kind: account.kind, identifier: account.identifier, password: account.password } })
  expect(login.status()).toBe(200)
  return account
}

async function firstClassRoll(page: Page) {
  const classes = (await (await page.request.get('/api/classes')).json()) as ClassListResponse
  const withStudents = classes.classes.find((c) => c.studentCount > 0)!
  const roll = (await (await page.request.get(`/api/attendance/roll?classId=${withStudents.id}`)).json()) as RollResponse
  return { classId: withStudents.id, className: withStudents.name, names: roll.rows.map((r) => r.student.name) }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test("a student's profile arrives rendered: their name and the QR code's card, before any script", async ({ page }) => {
    const account = await apiSignIn(page, 'student')
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Student Profile' })).toBeVisible()
    await expect(page.getByText(account.name, { exact: true })).toBeVisible()
    // The card's content depends on the day (Generate, or already checked in, or no school today).
    await expect(page.getByRole('region', { name: 'Attendance QR Code' })).toBeVisible()
    // Shown, but not offered until the scripts have taken the page over: a tap now would do nothing.
    await expect(page.getByRole('button', { name: 'Request an absence' })).toBeDisabled()
  })

  test("a class's roll call arrives rendered: the class chosen and every student with the buttons", async ({ page }) => {
    await apiSignIn(page, 'homeroom_teacher')
    const { classId, className, names } = await firstClassRoll(page)
    await page.goto(`/roll-call?classId=${classId}`)
    await expect(page.getByRole('heading', { name: 'Roll Call' })).toBeVisible()
    await expect(page.getByLabel('Class')).toHaveValue(classId)
    await expect(page.getByLabel('Class').locator('option:checked')).toHaveText(className)
    for (const name of names) await expect(page.getByText(name, { exact: true })).toBeVisible()
    const absent = page.getByRole('listitem', { name: names[0] }).getByRole('button', { name: 'Absent' })
    await expect(absent).toBeDisabled()
    // Drawn as it will be once taken over (ADR 058): not dimmed now and lit a moment later.
    await expect(absent).toHaveCSS('opacity', '1')
  })

  test('Student Management arrives rendered: the first page of students, the filters and the page count', async ({ page }) => {
    await apiSignIn(page, 'headmaster')
    const list = (await (await page.request.get('/api/students?page=1')).json()) as StudentListResponse
    await page.goto('/students')
    await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible()
    // The table's rows in a 1280px window: the server, which knows no width, renders the cards too, for CSS to choose.
    const rows = page.getByRole('table', { name: 'Students' }).locator('tbody').getByRole('row')
    await expect(rows).toHaveCount(list.students.length)
    await expect(rows.first().getByRole('rowheader', { name: list.students[0]!.name })).toBeVisible()
    await expect(page.getByLabel('Department', { exact: true }).locator('option').first()).toHaveText('All Departments')
    await expect(page.getByRole('button', { name: 'Add Student' })).toBeDisabled()
  })

  test("the day report arrives rendered: the school's totals and every class", async ({ page }) => {
    await apiSignIn(page, 'headmaster')
    await page.goto('/reports')
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
    await expect(page.getByRole('region', { name: /^School on / })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Classes', exact: true }).getByRole('columnheader', { name: 'Not recorded' })).toBeVisible()
  })

  test('the scan page arrives rendered: the camera and the code field, offered once the scripts are in', async ({ page }) => {
    await apiSignIn(page, 'homeroom_teacher')
    await page.goto('/scan')
    await expect(page.getByRole('heading', { level: 1, name: 'Scan QR Codes' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Start camera' })).toBeDisabled()
    await expect(page.getByLabel('Code', { exact: true })).toBeDisabled()
  })
})

test('the browser takes the rendered roll call over: nothing asked again, no second render, and a mark works', async ({ page }) => {
  await signIn(page, 'homeroom_teacher', '/scan')
  const { classId, names } = await firstClassRoll(page)
  const { errors, asked } = watchPage(page, ['/api/auth/me', '/api/attendance/roll', '/api/classes', '/api/school/settings'])
  await page.goto(`/roll-call?classId=${classId}`)
  const row = page.getByRole('listitem', { name: names[0] })
  await expect(row).toBeVisible()
  // The buttons are offered once the page is taken over, and then the first tap marks the student.
  await row.getByRole('button', { name: 'Absent' }).click()
  await expect(row).toHaveAttribute('data-status', 'absent')
  await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible()
  expect(asked).toEqual([])
  // A hydration mismatch would be reported here (React error #418 or #425).
  expect(errors).toEqual([])
})

for (const screen of [
  { path: '/scan', asks: [], ready: (page: Page) => page.getByRole('button', { name: 'Start camera' }) },
  { path: '/students', asks: ['/api/students', '/api/classes', '/api/departments'], ready: (page: Page) => page.getByRole('table', { name: 'Students' }) },
  { path: '/reports', asks: ['/api/reports/day', '/api/school/settings'], ready: (page: Page) => page.getByRole('region', { name: /^School on / }) },
]) {
  test(`the browser takes the rendered ${screen.path} over: nothing asked again, no second render, and it works`, async ({ page }) => {
    await signIn(page, 'headmaster', '/scan')
    const { errors, asked } = watchPage(page, ['/api/auth/me', ...screen.asks])
    await page.goto(screen.path)
    await expect(screen.ready(page)).toBeVisible()
    // Taken over: the date or the search is a working control, and using it asks the API.
    const control =
      screen.path === '/students' ? page.getByRole('searchbox', { name: 'Search' })
      : screen.path === '/scan' ? page.getByLabel('Code', { exact: true })
      : page.getByLabel('Date', { exact: true })
    await expect(control).toBeEnabled()
    expect(asked).toEqual([])
    // A hydration mismatch would be reported by now (React error #418 or #425).
    expect(errors).toEqual([])
    if (screen.path === '/scan') {
      // Not a code at all: the refusal is shown, so the form was really taken over.
      await control.fill('not-a-rollcall-code')
      await control.press('Enter')
      await expect(scanResult(page)).toContainText('Invalid code')
    } else {
      await control.fill(screen.path === '/students' ? 'zzz-nobody' : '2026-03-02')
      await expect.poll(() => asked.length).toBeGreaterThan(0)
    }
    // Using it broke nothing; the refused code's 400 is the answer the scan expects.
    expect(errors.filter((error) => !/status of 400/.test(error) || screen.path !== '/scan')).toEqual([])
  })
}
