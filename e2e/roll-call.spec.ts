import { expect, test } from '@playwright/test'
import { allClasses, daySheet, dashboardRow, expectStatus, latestSchoolDay, previousSchoolDay, signIn } from './support/attendance'
import { bottomNav } from './support/session'

test('a class roll call: tap and keyboard marks, mark all present, one Save, and the saved roll comes back', async ({ page }) => {
  await signIn(page, 'homeroom_teacher')
  const classes = await allClasses(page.request)
  const klass = classes.filter((c) => !['10B', '10C'].includes(c.name)).sort((a, b) => b.studentCount - a.studentCount)[0]!
  expect(klass.studentCount).toBeGreaterThanOrEqual(3)
  // A school day before the one other journeys use on which this class has no records yet: the demo's term is
  // recorded, so this walks back past it; a holiday on the way has no records either, but is no school day.
  let date = previousSchoolDay(latestSchoolDay())
  const free = async (day: string) => {
    const sheet = await daySheet(page.request, { date: day, classId: klass.id })
    return sheet.isSchoolDay && sheet.counts.notRecorded === klass.studentCount
  }
  while (!(await free(date))) date = previousSchoolDay(date)

  // From the bottom navigation to the class picker, then the class.
  await bottomNav(page).getByRole('link', { name: 'Roll Call' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Roll Call' })).toBeVisible()
  await page.goto(`/roll-call?classId=${klass.id}&date=${date}`)

  const rows = page.getByRole('list', { name: 'Roll Call' }).getByRole('listitem')
  await expect(rows).toHaveCount(klass.studentCount)
  // Nobody recorded yet: "Not recorded", no status pressed, and not the same as absent.
  for (const row of await rows.all()) {
    await expect(row).toHaveAttribute('data-status', 'not_recorded')
    await expect(row.getByRole('button', { pressed: true })).toHaveCount(0)
    await expect(row.getByText('Not recorded')).toBeVisible()
  }
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await expect(save).toBeDisabled()

  // One tap.
  const first = rows.nth(0)
  await first.getByRole('button', { name: 'Absent' }).click()
  await expect(first.getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true')
  await expect(first).toHaveAttribute('data-status', 'absent')
  await expectStatus(first, 'absent', 'red')

  // Keyboard: focus the first row, move down, press L.
  await first.focus()
  await page.keyboard.press('ArrowDown')
  await expect(rows.nth(1)).toBeFocused()
  await page.keyboard.press('l')
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'late')
  await expect(rows.nth(2)).toBeFocused()
  await page.keyboard.press('k')
  await expect(rows.nth(1)).toBeFocused()

  await page.getByRole('button', { name: 'Mark all unmarked present' }).click()
  for (let i = 2; i < klass.studentCount; i++) await expect(rows.nth(i)).toHaveAttribute('data-status', 'present')
  await expect(page.getByText(`${klass.studentCount} unsaved changes`)).toBeVisible()

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/attendance/roll') && r.request().method() === 'PUT')
  await save.click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByText('Roll call saved')).toBeVisible()
  await expect(page.getByText('No unsaved changes')).toBeVisible()
  await expect(save).toBeDisabled()

  // Reopened: the saved statuses, never defaults.
  await page.reload()
  await expect(rows).toHaveCount(klass.studentCount)
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'absent')
  await expect(rows.nth(0).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true')
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'late')
  for (let i = 2; i < klass.studentCount; i++) await expect(rows.nth(i)).toHaveAttribute('data-status', 'present')
  await expect(page.getByText('Unsaved', { exact: true })).toHaveCount(0)
  const ids = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-student-id')!))

  // The dashboard filtered by the class shows the same, and links back to the roll call.
  await page.goto(`/dashboard?date=${date}&classId=${klass.id}`)
  await expectStatus(dashboardRow(page, ids[0]!), 'absent', 'red')
  await expectStatus(dashboardRow(page, ids[1]!), 'late', 'yellow')
  for (const id of ids.slice(2)) await expectStatus(dashboardRow(page, id), 'present', 'green')
  await expect(page.locator('[data-count="present"] dd')).toHaveText(String(klass.studentCount - 2))
  await expect(page.locator('[data-count="absent"] dd')).toHaveText('1')
  await expect(page.locator('[data-count="notRecorded"] dd')).toHaveText('0')
  await page.getByRole('link', { name: 'Take roll call' }).click()
  await expect(page).toHaveURL(`/roll-call?classId=${klass.id}&date=${date}`)
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'absent')
})

test('a failed save keeps every mark and shows the message', async ({ page }) => {
  const date = latestSchoolDay()
  await signIn(page, 'subject_teacher')
  const klass = (await allClasses(page.request)).find((c) => c.studentCount >= 1 && !['10B', '10C'].includes(c.name))!
  await page.goto(`/roll-call?classId=${klass.id}&date=${date}`)
  await page.route('**/api/attendance/roll', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom', code: 'internal' }) })
      : route.fallback(),
  )
  const row = page.getByRole('list', { name: 'Roll Call' }).getByRole('listitem').first()
  await row.getByRole('button', { name: 'Sick' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong on our side' })).toBeVisible()
  await expect(row).toHaveAttribute('data-status', 'sick')
  await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible()
})
