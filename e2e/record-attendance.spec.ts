import { expect, test } from '@playwright/test'
import { classNamed, daySheet, dashboardRow, expectStatus, latestSchoolDay, signIn } from './support/attendance'
import { addDays, e2eToday } from './support/clock'

test('Take Attendance records a status with both toasts, the row turns green, and a correction shows in the history', async ({ page }) => {
  const date = latestSchoolDay()
  await signIn(page, 'homeroom_teacher')
  // A student with no record that day, in any class: scan journeys of the run check students in today.
  const { rows } = await daySheet(page.request, { date, status: 'not_recorded' })
  const student = rows[0]!.student

  await page.goto(`/dashboard?date=${date}&q=${encodeURIComponent(student.name)}`)
  const row = dashboardRow(page, student.id)
  await expect(row).toContainText(student.name)
  await expect(row).toContainText(student.parentNumber)

  // Record Present.
  await row.getByRole('button', { name: 'Take Attendance' }).click()
  let dialog = page.getByRole('dialog', { name: 'Record Manual Attendance' })
  await expect(dialog).toContainText(student.name)
  const status = dialog.getByLabel('Status')
  await expect(status.locator('option')).toHaveText(['Present', 'Absent', 'Late', 'Sick', 'Permission'])
  await status.selectOption({ label: 'Present' })
  await dialog.getByRole('button', { name: 'Record Attendance' }).click()

  await expect(page.getByText('Attendance recorded successfully').first()).toBeVisible()
  await expect(page.getByText(`Attendance recorded for ${student.name}`).first()).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expectStatus(row, 'present', 'green')
  await expect(row.locator('[data-status="present"]')).toHaveText('Present')
  await expect(row.locator('[data-status="present"]')).toHaveClass(/bg-green/)

  // Reopened, the dialog starts from the saved status and lists the change.
  await row.getByRole('button', { name: 'Take Attendance' }).click()
  dialog = page.getByRole('dialog', { name: 'Record Manual Attendance' })
  await expect(dialog.getByLabel('Status')).toHaveValue('present')
  const history = dialog.getByRole('list', { name: 'Changes on this day' }).getByRole('listitem')
  await expect(history.last()).toHaveAttribute('data-new', 'present')
  await expect(history.last()).toContainText('manual')

  // Correct it to Late, with a note.
  await dialog.getByLabel('Status').selectOption({ label: 'Late' })
  await dialog.getByLabel('Note').fill('Bus arrived at 8:10')
  await dialog.getByRole('button', { name: 'Record Attendance' }).click()
  await expect(dialog).toHaveCount(0)
  await expectStatus(row, 'late', 'yellow')
  await expect(row.locator('[data-status="late"]')).toHaveClass(/bg-amber/)

  await row.getByRole('button', { name: 'Take Attendance' }).click()
  dialog = page.getByRole('dialog', { name: 'Record Manual Attendance' })
  await expect(dialog.getByLabel('Status')).toHaveValue('late')
  await expect(dialog.getByLabel('Note')).toHaveValue('Bus arrived at 8:10')
  const last = dialog.getByRole('list', { name: 'Changes on this day' }).getByRole('listitem').last()
  await expect(last).toHaveAttribute('data-old', 'present')
  await expect(last).toHaveAttribute('data-new', 'late')
  await expect(last).toContainText(/Present\s*→\s*changed to\s*Late/)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)

  // It was saved, not just shown.
  await page.reload()
  await expectStatus(dashboardRow(page, student.id), 'late', 'yellow')
})

test('a future date is refused by the server and not offered on the dashboard', async ({ page }) => {
  await signIn(page, 'homeroom_teacher')
  const klass = await classNamed(page.request, '10B')
  const date = latestSchoolDay()
  const { rows } = await daySheet(page.request, { date, classId: klass.id })
  const future = addDays(e2eToday(), 7)
  const response = await page.request.put('/api/attendance/records', { data: { studentId: rows[0]!.student.id, date: future, status: 'present' } })
  expect(response.status()).toBe(400)

  // The dashboard does not offer recording for a date after today.
  await page.goto(`/dashboard?date=${future}`)
  await expect(page.getByRole('status').filter({ hasText: 'in the future' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Take Attendance' })).toHaveCount(0)
})

test('when the server refuses a record, the dialog stays open and shows its message', async ({ page }) => {
  const date = latestSchoolDay()
  await signIn(page, 'subject_teacher', `/dashboard?date=${date}`)
  const message = `${date} is not a school day`
  await page.route('**/api/attendance/records', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: message, code: 'validation_failed', fields: { date: message } }) }),
  )
  await page.getByRole('button', { name: 'Take Attendance' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Record Manual Attendance' })
  await dialog.getByRole('button', { name: 'Record Attendance' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(message)
  await expect(dialog).toBeVisible()
  await expect(page.getByText('Attendance recorded successfully')).toHaveCount(0)
})
