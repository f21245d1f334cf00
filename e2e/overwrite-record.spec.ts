import { expect, test, type Browser, type Page } from '@playwright/test'
import type { MeResponse } from '../src/shared/contracts/auth'
import type { Role } from '../src/shared/roles'
import { daySheet, dashboardRow, expectStatus, latestSchoolDay, signIn } from './support/attendance'

async function staffPage(browser: Browser, role: Role, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, role, path)
  return page
}

test('changing a record another staff member made shows who made it and asks first', async ({ browser }) => {
  const date = latestSchoolDay()
  const first = await staffPage(browser, 'homeroom_teacher', '/')
  const firstName = ((await (await first.request.get('/api/auth/me')).json()) as MeResponse).user.name
  const { rows } = await daySheet(first.request, { date, status: 'not_recorded', pageSize: '100' })
  const student = rows.at(-1)!.student
  expect((await first.request.put('/api/attendance/records', { data: { studentId: student.id, date, status: 'present' } })).status()).toBe(200)

  const second = await staffPage(browser, 'headmaster', `/dashboard?date=${date}&q=${encodeURIComponent(student.name)}`)
  const row = dashboardRow(second, student.id)
  await expectStatus(row, 'present', 'green')
  const submitLate = async () => {
    await row.getByRole('button', { name: 'Take Attendance' }).click()
    const dialog = second.getByRole('dialog', { name: 'Record Manual Attendance' })
    await dialog.getByLabel('Status').selectOption({ label: 'Late' })
    await dialog.getByRole('button', { name: 'Record Attendance' }).click()
    const confirm = second.getByRole('alertdialog', { name: 'Replace another person’s record?' })
    await expect(confirm).toContainText(new RegExp(`Recorded by ${firstName} at \\d\\d:\\d\\d as Present\\. Replace it\\?`))
    return { dialog, confirm }
  }

  // Keeping theirs saves nothing.
  let { dialog, confirm } = await submitLate()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect((await daySheet(second.request, { date, q: student.name })).rows.find((r) => r.student.id === student.id)?.record).toMatchObject({ status: 'present', recordedBy: { name: firstName } })

  // Replacing it saves, and the day's history keeps both.
  ;({ dialog, confirm } = await submitLate())
  await confirm.getByRole('button', { name: 'Replace' }).click()
  await expect(dialog).toHaveCount(0)
  await expectStatus(row, 'late', 'yellow')
  await row.getByRole('button', { name: 'Take Attendance' }).click()
  const history = second.getByRole('dialog', { name: 'Record Manual Attendance' }).getByRole('list', { name: 'Changes on this day' }).getByRole('listitem')
  await expect(history).toHaveCount(2)
  await expect(history.last()).toHaveAttribute('data-old', 'present')
  await expect(history.last()).toHaveAttribute('data-new', 'late')

  await first.context().close()
  await second.context().close()
})
