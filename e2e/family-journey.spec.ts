import { expect, test, type Page } from '@playwright/test'
import type { LinkCodeResponse, ParentChildrenResponse } from '../src/shared/contracts/families'
import { classNamed, daySheet, dashboardRow, expectNoHorizontalScroll, expectStatus, latestSchoolDay, signIn } from './support/attendance'
import { mailTo, nextSchoolDay, PNG, signInAsStaff } from './support/families'
import { dialog, teacherList, uniqueSuffix } from './support/management'
import { demoAccount } from './support/session'

/**
 * The family's whole story in one journey, on phones, with mail read from the suite's own SMTP
 * server (e2e/support/mailbox-server.ts), not from the app: a parent registers with a link code, the
 * homeroom teacher marks the child absent and the notice arrives, the parent asks for a sick day with a
 * photo, the teacher approves it, the dashboard shows Sick, the parent sees the decision and its email
 * arrives; the unsubscribe link in it works without signing in. Dates come from the school's calendar.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** The parent's notices go at once, whatever the hour: no quiet hours (21:00–06:00 by default). */
async function turnQuietHoursOff(page: Page): Promise<void> {
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Notifications', exact: true })
  await expect(section.getByRole('switch', { name: 'Email' })).toHaveAttribute('aria-checked', 'true')
  await section.getByRole('switch', { name: 'Quiet hours' }).tap()
  await expect(section.getByLabel('From', { exact: true })).toHaveCount(0)
  await section.getByRole('button', { name: 'Save' }).tap()
  await expect(page.getByText('Notice settings saved').first()).toBeVisible()
}

test('a parent registers, hears of an absence by email, asks for a sick day that the teacher approves, and hears of the decision', async ({ page }) => {
  // Who and when: the demo homeroom teacher's class, and a student of it not yet recorded on the latest school day.
  const teacherLogin = await demoAccount(page.request, 'homeroom_teacher')
  await signIn(page, 'headmaster', '/dashboard')
  let homeroom: { name: string } | null | undefined
  for (let pageNo = 1; homeroom === undefined; pageNo++) {
    const list = await teacherList(page.request, { page: String(pageNo) })
    homeroom = list.teachers.find((t) => t.email === teacherLogin.identifier)?.homeroomClass
    if (homeroom === undefined && pageNo * list.pageSize >= list.total) break
  }
  expect(homeroom, 'the demo homeroom teacher keeps a class').toBeTruthy()
  const date = latestSchoolDay()
  const { rows } = await daySheet(page.request, { date, classId: (await classNamed(page.request, homeroom!.name)).id })
  const student = rows.filter((r) => !r.record).at(-1)?.student
  expect(student, `a student of ${homeroom!.name} with no record on ${date}`).toBeTruthy()
  const made = await page.request.post(`/api/students/${student!.id}/link-codes`)
  expect(made.status()).toBe(201)
  const { code } = (await made.json()) as LinkCodeResponse
  await page.request.post('/api/auth/logout')
  await page.context().clearCookies()

  // The parent registers on a phone with the code from the slip.
  const email = `family.${uniqueSuffix().toLowerCase()}@example.org`
  const name = `Parent ${uniqueSuffix()}`
  await page.goto('/register')
  await page.getByLabel('Link code').fill(code)
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a long family password')
  await page.getByLabel('Confirm password').fill('a long family password')
  await page.getByRole('button', { name: 'Register' }).tap()
  await expect(page.getByRole('heading', { level: 1, name: 'Your children' })).toBeVisible()
  const { children } = (await (await page.request.get('/api/parent/children')).json()) as ParentChildrenResponse
  expect(children.map((c) => c.id)).toEqual([student!.id])
  await turnQuietHoursOff(page)

  // The homeroom teacher marks the child absent on the dashboard, on a phone.
  await signInAsStaff(page, teacherLogin.identifier, teacherLogin.password, `/dashboard?${new URLSearchParams({ date, q: student!.name })}`)
  const row = dashboardRow(page, student!.id)
  await row.getByRole('button', { name: 'Take Attendance' }).tap()
  const take = page.getByRole('dialog', { name: 'Record Manual Attendance' })
  await take.getByLabel('Status').selectOption({ label: 'Absent' })
  await take.getByRole('button', { name: 'Record Attendance' }).tap()
  await expect(take).toHaveCount(0)
  await expectStatus(row, 'absent', 'red')

  // The notice arrives over SMTP, once, in the parent's words.
  const notice = await mailTo(page.request, email, `${student!.name} is marked absent on`)
  expect(notice.body).toContain(`Hello ${name},`)
  expect(notice.body).toContain(`${student!.name} was marked absent at`)
  expect(notice.messageId).toMatch(/@rollcall\.notices>$/)

  // The parent asks for the next school day off, sick, with a photo of the doctor's letter.
  const day = await nextSchoolDay(page.request)
  await page.context().clearCookies()
  const login = await page.request.post('/api/auth/login', { data: { kind: 'parent', identifier: email, password: 'a long family password' } })
  expect(login.status()).toBe(200)
  await page.goto('/requests')
  await page.getByRole('button', { name: 'Request an absence' }).tap()
  const form = dialog(page)
  await form.getByLabel('From').fill(day)
  await form.getByLabel('To').fill(day)
  await expect(form.getByRole('radio', { name: 'Sick' })).toBeChecked()
  await form.getByLabel('Note (optional)').fill('Still coughing')
  const chooser = page.waitForEvent('filechooser')
  await form.getByRole('button', { name: 'Choose a file' }).tap()
  await (await chooser).setFiles({ name: 'letter.png', mimeType: 'image/png', buffer: PNG })
  await form.getByRole('button', { name: 'Send request' }).tap()
  await expect(page.getByText('Request sent to the school')).toBeVisible()

  // The homeroom teacher approves it on the phone; the dashboard shows the day as Sick.
  await signInAsStaff(page, teacherLogin.identifier, teacherLogin.password, '/requests')
  const card = page.getByRole('listitem').filter({ hasText: 'Still coughing' })
  await card.getByRole('button', { name: 'Approve' }).tap()
  await dialog(page).getByRole('button', { name: 'Approve' }).tap()
  await expect(page.getByText('Request approved')).toBeVisible()
  await page.goto(`/dashboard?${new URLSearchParams({ date: day, q: student!.name })}`)
  await expectStatus(dashboardRow(page, student!.id), 'sick', 'yellow')

  // The parent sees the decision, and its email arrives.
  await page.context().clearCookies()
  expect((await page.request.post('/api/auth/login', { data: { kind: 'parent', identifier: email, password: 'a long family password' } })).status()).toBe(200)
  await page.goto('/requests')
  await expect(page.getByRole('listitem').filter({ hasText: 'Still coughing' }).locator('[data-state]')).toHaveText('Approved')
  await expectNoHorizontalScroll(page, 390)
  const decision = await mailTo(page.request, email, `Absence request approved: ${student!.name}`)
  // Day by day, what the approval did (ADR 042): the day had no record, so it is recorded as sick.
  expect(decision.body).toContain('Day by day:')
  expect(decision.body).toMatch(/- \w{3} \d{1,2} \w{3}: recorded as sick\s/)
  expect(decision.body).not.toContain('Those days are recorded')

  // The unsubscribe link in every email works without signing in: opening it asks, the button does it.
  const link = /https?:\/\/\S+\/unsubscribe\S*/.exec(decision.body)?.[0]
  expect(link, 'an unsubscribe link').toBeTruthy()
  await page.context().clearCookies()
  await page.goto(link!)
  await expect(page.getByText(`Stop attendance notices by email for ${name}?`, { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Stop email notices' }).click()
  await expect(page.getByText(`Attendance notices by email are now off for ${name}.`, { exact: false })).toBeVisible()
})
