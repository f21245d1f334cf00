import { expect, type Page } from '@playwright/test'
import { test } from '@playwright/test'
import type { AbsenceRequestList } from '../src/shared/contracts/absence-requests'
import type { ParentChildrenResponse } from '../src/shared/contracts/families'
import { dashboardRow, expectNoHorizontalScroll, expectStatus, signIn } from './support/attendance'
import { dialog } from './support/management'
import { nextSchoolDay, PNG, previousSchoolDay, signInAsStaff } from './support/families'
import { teacherList } from './support/management'
import { expectNoViolations } from './support/axe'
import { bottomNav, demoAccounts, setTheme } from './support/session'

/**
 * Absence requests (ADR 020): a parent asks for a sick day with a doctor's letter, the homeroom teacher of the child's
 * class approves it on a phone, the day sheet shows the child sick that day, and the parent sees the
 * decision. Dates come from the school's own calendar (GET /api/school/settings), never from the
 * runner's clock or weekday.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

async function switchTo(page: Page, role: 'parent' | 'headmaster', path: string): Promise<void> {
  await page.context().clearCookies()
  await signIn(page, role, path)
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' })
}

test('a parent asks for a sick day with a photo, the homeroom teacher approves it on a phone, and the day shows Sick', async ({ page }) => {
  // The headmaster looks up who decides: the homeroom teacher of the child's class.
  await signIn(page, 'parent', '/requests')
  const { children } = (await (await page.request.get('/api/parent/children')).json()) as ParentChildrenResponse
  expect(children.length, 'the first demo parent has two children').toBeGreaterThan(1)
  const child = children[0]!
  const day = await nextSchoolDay(page.request)

  await switchTo(page, 'headmaster', '/dashboard')
  let homeroomEmail: string | undefined
  for (let pageNo = 1; !homeroomEmail; pageNo++) {
    const list = await teacherList(page.request, { page: String(pageNo) })
    homeroomEmail = list.teachers.find((t) => t.homeroomClass?.name === child.className)?.email
    if (!homeroomEmail && pageNo * list.pageSize >= list.total) throw new Error(`no homeroom teacher for ${child.className}`)
  }
  const { password } = await demoAccounts(page.request)

  // The parent asks.
  await switchTo(page, 'parent', '/requests')
  await expect(page.getByRole('heading', { level: 1, name: 'Absence requests' })).toBeVisible()
  await page.getByRole('button', { name: 'Request an absence' }).tap()
  const form = dialog(page)
  await expect(form.getByRole('heading', { name: 'Request an absence' })).toBeVisible()
  await form.getByLabel('Child').selectOption({ label: `${child.name} · ${child.className}` })
  await form.getByLabel('From').fill(day)
  await form.getByLabel('To').fill(day)
  await expect(form.getByRole('radio', { name: 'Sick' })).toBeChecked()
  await form.getByLabel('Note (optional)').fill('Fever since last night')
  const chooser = page.waitForEvent('filechooser')
  await form.getByRole('button', { name: 'Choose a file' }).tap()
  await (await chooser).setFiles({ name: 'doctor-letter.png', mimeType: 'image/png', buffer: PNG })
  await expect(form.getByText('doctor-letter.png')).toBeVisible()
  await shot(page, 'requests-dialog-parent')
  await expectNoViolations(page, 'the request dialog')
  await expectNoHorizontalScroll(page, 390)
  const sent = page.waitForResponse((r) => r.url().includes('/attachment') && r.request().method() === 'PUT')
  await form.getByRole('button', { name: 'Send request' }).tap()
  expect((await sent).status()).toBe(200)
  await expect(page.getByText('Request sent to the school')).toBeVisible()
  await expect(form).toBeHidden()
  const asked = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: child.name }) }).first()
  await expect(asked.locator('[data-state]')).toHaveText('Pending')
  await expect(asked.getByRole('button', { name: 'Withdraw' })).toBeVisible()
  await shot(page, 'requests-parent-pending')

  // The homeroom teacher sees it waiting on the dashboard and approves it.
  await signInAsStaff(page, homeroomEmail, password, '/dashboard')
  const waiting = page.getByRole('link', { name: /requests? waiting/ })
  await expect(waiting).toBeVisible()
  await shot(page, 'requests-dashboard-card-teacher')
  await waiting.tap()
  await expect(page).toHaveURL('/requests')
  const card = page.getByRole('listitem').filter({ hasText: 'Fever since last night' })
  await expect(card.getByRole('heading', { name: child.name })).toBeVisible()
  const download = card.getByRole('link', { name: 'Download doctor-letter.png' })
  const file = await page.request.get((await download.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true)
  await expectNoHorizontalScroll(page, 390)
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme, { signedIn: true })
    await shot(page, `requests-teacher-${theme}`)
    await expectNoViolations(page, `the teacher's requests (${theme})`)
  }
  await setTheme(page, 'light', { signedIn: true })

  await card.getByRole('button', { name: 'Approve' }).tap()
  const decide = dialog(page)
  await expect(decide.getByRole('heading', { name: `Approve the request for ${child.name}?` })).toBeVisible()
  await decide.getByLabel('Note (optional)').fill('Get well soon')
  await shot(page, 'requests-decide-dialog-teacher')
  await decide.getByRole('button', { name: 'Approve' }).tap()
  await expect(page.getByText('Request approved')).toBeVisible()
  await expect(decide).toBeHidden()
  // Still in sight after leaving the pending list, with the decision.
  const decided = page.getByRole('listitem').filter({ hasText: 'Get well soon' })
  await expect(decided.locator('[data-state]')).toHaveText('Approved')
  await expect(decided.getByRole('button', { name: 'Approve' })).toHaveCount(0)

  // The day sheet shows the child sick that day (recorded by the request).
  await page.goto(`/dashboard?${new URLSearchParams({ date: day, q: child.name })}`)
  await expectStatus(dashboardRow(page, child.id), 'sick', 'yellow')

  // The parent sees the decision and the teacher's note; nothing is left to withdraw.
  await switchTo(page, 'parent', '/requests')
  const answered = page.getByRole('listitem').filter({ hasText: 'Fever since last night' })
  await expect(answered.locator('[data-state]')).toHaveText('Approved')
  await expect(answered.getByText('Get well soon')).toBeVisible()
  // What the approval did, day by day (ADR 042): the days had no record, so each is recorded as sick.
  await expect(answered.getByText('Day by day')).toBeVisible()
  await expect(answered.getByText(/: recorded as sick$/).first()).toBeVisible()
  await expect(answered.getByRole('button', { name: 'Withdraw' })).toHaveCount(0)
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme, { signedIn: true })
    await shot(page, `requests-parent-${theme}`)
  }
  await setTheme(page, 'light', { signedIn: true })
  const { requests } = (await (await page.request.get('/api/absence-requests')).json()) as AbsenceRequestList
  expect(requests.find((r) => r.student.id === child.id && r.from === day)).toMatchObject({ state: 'approved', skippedDays: [] })
})

test('a pending request can be withdrawn by the parent who asked', async ({ page }) => {
  await signIn(page, 'parent', '/requests')
  const { children } = (await (await page.request.get('/api/parent/children')).json()) as ParentChildrenResponse
  const child = children[1]!
  const day = await nextSchoolDay(page.request)
  await page.getByRole('button', { name: 'Request an absence' }).tap()
  const form = dialog(page)
  await form.getByLabel('Child').selectOption({ label: `${child.name} · ${child.className}` })
  // A day past the window: the server's sentence shows under the field it is about.
  const farAway = new Date(Date.parse(`${day}T00:00:00Z`) + 200 * 86_400_000).toISOString().slice(0, 10)
  await form.getByLabel('From').fill(day)
  await form.getByLabel('To').fill(farAway)
  await form.getByRole('button', { name: 'Send request' }).tap()
  await expect(form.getByLabel('To')).toHaveAccessibleDescription(/^A request can cover school days from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/)
  await form.getByLabel('To').fill(day)
  await form.getByText('Permission', { exact: true }).tap()
  await form.getByLabel('Note (optional)').fill('Family wedding')
  await form.getByRole('button', { name: 'Send request' }).tap()
  await expect(form).toBeHidden()

  const card = page.getByRole('listitem').filter({ hasText: 'Family wedding' })
  await expect(card.locator('[data-state]')).toHaveText('Pending')
  await card.getByRole('button', { name: 'Withdraw' }).tap()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).tap()
  await expect(page.getByText('Request withdrawn')).toBeVisible()
  await expect(card.locator('[data-state]')).toHaveText('Withdrawn')
  await expect(card.getByRole('button', { name: 'Withdraw' })).toHaveCount(0)
})

test('a student asks for themselves from their profile', async ({ page }) => {
  await signIn(page, 'student', '/')
  // The demo student may be the demo parent's child, whose next school day is already asked for above.
  const day = await nextSchoolDay(page.request, await nextSchoolDay(page.request))
  await page.getByRole('button', { name: 'Request an absence' }).tap()
  const form = dialog(page)
  // Their own request: no child to choose.
  await expect(form.getByLabel('From')).toBeVisible()
  await expect(form.getByLabel('Child')).toHaveCount(0)
  await form.getByLabel('From').fill(day)
  await form.getByLabel('To').fill(day)
  await form.getByText('Permission', { exact: true }).tap()
  await form.getByLabel('Note (optional)').fill('Dentist appointment')
  await shot(page, 'requests-dialog-student')
  await form.getByRole('button', { name: 'Send request' }).tap()
  await expect(page.getByText('Request sent to the school')).toBeVisible()
  await bottomNav(page).getByRole('link', { name: 'Requests' }).tap()
  const card = page.getByRole('listitem').filter({ hasText: 'Dentist appointment' })
  await expect(card.locator('[data-state]')).toHaveText('Pending')
  await card.getByRole('button', { name: 'Withdraw' }).tap()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).tap()
  await expect(card.locator('[data-state]')).toHaveText('Withdrawn')
})

test('approving over a day staff recorded leaves that day as it is and says so', async ({ page }) => {
  await signIn(page, 'parent', '/requests')
  const { children } = (await (await page.request.get('/api/parent/children')).json()) as ParentChildrenResponse
  const child = children[1]!
  const day = await previousSchoolDay(page.request)
  const asked = await page.request.post('/api/absence-requests', { data: { studentId: child.id, from: day, to: day, reason: 'sick', note: 'Stomach ache' } })
  expect(asked.status(), await asked.text()).toBe(201)

  await switchTo(page, 'headmaster', '/requests')
  const recorded = await page.request.put('/api/attendance/records', { data: { studentId: child.id, date: day, status: 'present', overwrite: true } })
  expect(recorded.status(), await recorded.text()).toBe(200)
  await page.reload()
  const card = page.getByRole('listitem').filter({ hasText: 'Stomach ache' })
  await card.getByRole('button', { name: 'Approve' }).tap()
  await dialog(page).getByRole('button', { name: 'Approve' }).tap()
  await expect(card.locator('[data-state]')).toHaveText('Approved')
  // Day by day (ADR 042): the day recorded present is left as it is, and the card says why (the demo's
  // history may have it from a scan: the same status again changes nothing, so the record keeps its method).
  await expect(card.getByText(/^\w{3} \d{1,2} \w{3}: left as present, recorded by (staff|a scan at school)$/)).toBeVisible()
  await shot(page, 'requests-headmaster-skipped')
  await page.goto(`/dashboard?${new URLSearchParams({ date: day, q: child.name })}`)
  await expectStatus(dashboardRow(page, child.id), 'present', 'green')
})

test('a subject teacher has no Requests page', async ({ page }) => {
  await signIn(page, 'subject_teacher', '/requests')
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
  await expect(bottomNav(page).getByRole('link', { name: 'Requests' })).toHaveCount(0)
})

test('the parent cancels an approved request before its day, and the day is no longer recorded', async ({ page }) => {
  await signIn(page, 'parent', '/requests')
  const { children } = (await (await page.request.get('/api/parent/children')).json()) as ParentChildrenResponse
  const child = children[1]!
  // A day the other journeys leave alone: the third school day from today.
  const day = await nextSchoolDay(page.request, await nextSchoolDay(page.request, await nextSchoolDay(page.request)))
  const asked = await page.request.post('/api/absence-requests', { data: { studentId: child.id, from: day, to: day, reason: 'permission', note: 'School trip' } })
  expect(asked.status(), await asked.text()).toBe(201)
  const { id } = (await asked.json()) as { id: string }
  await switchTo(page, 'headmaster', '/requests')
  expect((await page.request.post(`/api/absence-requests/${id}/decision`, { data: { decision: 'approve' } })).status()).toBe(200)
  const daySheet = `/dashboard?${new URLSearchParams({ date: day, q: child.name })}`
  await page.goto(daySheet)
  await expectStatus(dashboardRow(page, child.id), 'permission', 'yellow')

  await switchTo(page, 'parent', '/requests')
  const card = page.getByRole('listitem').filter({ hasText: 'School trip' })
  await expect(card.locator('[data-state]')).toHaveText('Approved')
  await card.getByRole('button', { name: 'Cancel request' }).tap()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm.getByRole('heading', { name: 'Cancel this approved request?' })).toBeVisible()
  await expect(confirm).toContainText(`will read as before the approval for ${child.name}: Not recorded`)
  await expect(confirm.getByRole('button', { name: 'Keep the request' })).toBeFocused()
  await shot(page, 'requests-cancel-dialog-parent')
  await confirm.getByRole('button', { name: 'Cancel request' }).tap()
  await expect(page.getByText('Request cancelled')).toBeVisible()
  await expect(confirm).toBeHidden()
  await expect(card.locator('[data-state]')).toHaveText('Cancelled')
  await expect(card.getByText(/^Cancelled by .+ on /)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel request' })).toHaveCount(0)
  await shot(page, 'requests-parent-cancelled')
  // The day sheet reads Not recorded again for that day.
  await switchTo(page, 'headmaster', daySheet)
  await expectStatus(dashboardRow(page, child.id), 'not_recorded', 'neutral')
  const { requests } = (await (await page.request.get('/api/absence-requests?state=cancelled')).json()) as AbsenceRequestList
  expect(requests.find((r) => r.id === id)).toMatchObject({ state: 'cancelled', cancelledBy: { name: expect.any(String) } })
})
