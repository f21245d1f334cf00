import { expect, test, type Browser, type Page } from '@playwright/test'
import type { Role } from '../src/shared/roles'
import { classNamed, daySheet, dashboardRow, expectStatus, latestSchoolDay, signIn } from './support/attendance'

async function staffPage(browser: Browser, role: Role, path: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, role, path)
  // A marker that a reload would wipe.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  return page
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true)

test('a record made by one staff member appears on another open dashboard without a reload', async ({ browser }) => {
  const date = latestSchoolDay()
  const a = await staffPage(browser, 'homeroom_teacher', `/dashboard?date=${date}`)
  const klass = await classNamed(a.request, '10C')
  const { rows } = await daySheet(a.request, { date, classId: klass.id })
  const student = rows[0]!.student
  const path = `/dashboard?date=${date}&classId=${klass.id}`
  await a.goto(path)
  await a.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  const b = await staffPage(browser, 'headmaster', path)

  // A status the student does not have yet, so the record is a real change (also on a retry).
  const target = rows[0]!.record?.status === 'present' ? { label: 'Absent', status: 'absent', tone: 'red' } as const : { label: 'Present', status: 'present', tone: 'green' } as const
  const count = a.locator(`[data-count="${target.status}"] dd`)
  await expect(count).toHaveText(/^\d+$/)
  const before = Number(await count.textContent())

  await dashboardRow(b, student.id).getByRole('button', { name: 'Take Attendance' }).click()
  const dialog = b.getByRole('dialog', { name: 'Record Manual Attendance' })
  await dialog.getByLabel('Status').selectOption({ label: target.label })
  await dialog.getByRole('button', { name: 'Record Attendance' }).click()
  await expect(dialog).toHaveCount(0)

  // Live: well within the default wait, and without a reload.
  await expectStatus(dashboardRow(a, student.id), target.status, target.tone)
  await expect(count).toHaveText(String(before + 1))
  expect(await notReloaded(a)).toBe(true)

  await a.context().close()
  await b.context().close()
})

test('a live change refreshes an open roll call without touching unsaved marks', async ({ browser }) => {
  const date = latestSchoolDay()
  const a = await staffPage(browser, 'subject_teacher', '/')
  const klass = await classNamed(a.request, '10C')
  expect(klass.studentCount).toBeGreaterThanOrEqual(2)
  await a.goto(`/roll-call?classId=${klass.id}&date=${date}`)
  await a.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  const rows = a.getByRole('list', { name: 'Roll Call' }).getByRole('listitem')
  await expect(rows).toHaveCount(klass.studentCount)
  const [firstId, secondId] = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-student-id')!))
  const first = a.locator(`li[data-student-id="${firstId}"]`)
  const second = a.locator(`li[data-student-id="${secondId}"]`)

  // Statuses the students do not have yet, so every write is a real change (also on a retry).
  const savedFirst = await first.getAttribute('data-status')
  const savedSecond = await second.getAttribute('data-status')
  const pick = (...avoid: (string | null)[]) => (['absent', 'late', 'permission', 'sick'] as const).find((s) => !avoid.includes(s))!
  const mark = pick(savedSecond)
  const firstStatus = pick(savedFirst)
  const secondStatus = pick(savedSecond, mark)
  const label = mark[0]!.toUpperCase() + mark.slice(1)

  // A marks the second student (not saved); B records both students elsewhere.
  await second.getByRole('button', { name: label }).click()
  await expect(second).toHaveAttribute('data-status', mark)
  const b = await staffPage(browser, 'headmaster', '/')
  for (const [studentId, status] of [[firstId, firstStatus], [secondId, secondStatus]] as const) {
    // Confirmed: the students may have records other journeys made (a record over another person's asks first).
    const response = await b.request.put('/api/attendance/records', { data: { studentId, date, status, overwrite: true } })
    expect(response.status()).toBe(200)
  }

  await expect(first).toHaveAttribute('data-status', firstStatus)
  await expect(second.getByText(`Recorded elsewhere as ${secondStatus}`)).toBeVisible()
  await expect(second).toHaveAttribute('data-status', mark)
  await expect(a.getByText('1 unsaved change', { exact: true })).toBeVisible()
  expect(await notReloaded(a)).toBe(true)

  await a.context().close()
  await b.context().close()
})
