import { expect, test } from '@playwright/test'
import { classNamed, latestWeekendDay, signIn } from './support/attendance'

test('a weekend day shows a notice, counts nobody as not recorded and offers no recording, on the dashboard, the roll call and the day report', async ({ page }) => {
  const weekend = latestWeekendDay()
  await signIn(page, 'headmaster', `/dashboard?date=${weekend}`)
  await expect(page.getByRole('status').filter({ hasText: 'is not a school day' })).toBeVisible()
  await expect(page.locator('tbody tr[data-student-id]').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Take Attendance' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0)
  // Nobody is missing on a day without school: no "Not recorded 4", neither in the counts nor beside each student.
  const notRecorded = page.locator('[data-count="notRecorded"]')
  await expect(notRecorded.getByRole('term')).toHaveText('Not recorded')
  await expect(notRecorded.getByRole('definition')).toHaveText('No school')
  const rows = page.locator('tbody tr[data-student-id]')
  await expect(rows.locator('[data-status="not_recorded"]')).toHaveCount(0)
  await expect(rows.first().locator('[data-status="no_school"]')).toHaveText('No school')

  const klass = await classNamed(page.request, '10A')
  await page.getByLabel('Class', { exact: true }).selectOption({ label: klass.name })
  await expect(page.getByRole('link', { name: 'Take roll call' })).toHaveCount(0)
  await expect(notRecorded.getByRole('definition')).toHaveText('No school')

  await page.goto(`/roll-call?classId=${klass.id}&date=${weekend}`)
  await expect(page.getByRole('status').filter({ hasText: 'is not a school day' })).toBeVisible()
  const firstRow = page.getByRole('list', { name: 'Roll Call' }).getByRole('listitem').first()
  await expect(firstRow.getByRole('button', { name: 'Present' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Mark all unmarked present' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()

  // The day report: the school's not-recorded tile and each class's cell say there was no school, not how many.
  await page.goto(`/reports?date=${weekend}`)
  await expect(page.getByRole('status').filter({ hasText: 'is not a school day' })).toBeVisible()
  await expect(page.locator('[data-count="notRecorded"]').getByRole('definition')).toHaveText('No school')
  const classRow = page.locator(`tr[data-class-id="${klass.id}"]`)
  // Department, students, the five statuses, not recorded, taken: the last two have nothing to say that day.
  await expect(classRow.locator('td')).toHaveText([/./, /^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/, /^\d+$/, '—', '—'])
})
