import { expect, test, type Page } from '@playwright/test'
import type { ClassListResponse } from '../src/shared/contracts/classes'
import type { RollResponse } from '../src/shared/contracts/attendance'
import { signIn } from './support/attendance'
import { demoAccount } from './support/session'

// ADR 038: a student's profile and a class's roll call come rendered by the server too, and the browser takes them over.

async function apiSignIn(page: Page, role: 'student' | 'homeroom_teacher') {
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
    await expect(page.getByRole('listitem', { name: names[0] }).getByRole('button', { name: 'Absent' })).toBeDisabled()
  })
})

test('the browser takes the rendered roll call over: nothing asked again, no second render, and a mark works', async ({ page }) => {
  await signIn(page, 'homeroom_teacher', '/scan')
  const { classId, names } = await firstClassRoll(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined))
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/api/auth/me' || pathname === '/api/attendance/roll' || pathname === '/api/classes') asked.push(pathname)
  })
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
