import { expect, test } from '@playwright/test'
import { dashboardRow, expectStatus, signIn } from './support/attendance'
import { codeText, decodeShownQr, generateCode, qrImage, scanResult, schoolOpenEveryDay, studentPage, studentWithoutRecordToday, submitCode } from './support/qr'

const school = schoolOpenEveryDay()

test('a student shows a code, staff scan it, the dashboard and the student both see the check-in', async ({ browser }) => {
  const student = await studentWithoutRecordToday(school.headmaster())
  const phoneContext = await browser.newContext()
  const phone = await studentPage(phoneContext, student)
  // A marker that a reload would wipe.
  await phone.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))

  await generateCode(phone)
  await expect(phone.getByText(/^Expires in \d+ seconds?$/)).toBeVisible()
  const shown = (await codeText(phone).textContent())!.trim()
  const decoded = await decodeShownQr(phone)
  expect(decoded).toBe(shown)

  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, 'homeroom_teacher', '/scan')
  await expect(staff.getByRole('heading', { level: 1, name: 'Scan QR Codes' })).toBeVisible()
  await submitCode(staff, decoded)

  const result = scanResult(staff)
  await expect(result).toHaveAttribute('data-tone', 'green')
  await expect(result).toContainText(`Present — ${student.name}, ${student.className} at `)
  const time = (await result.textContent())!.match(/at (\d\d:\d\d)/)![1]!
  // The field is empty and focused again, ready for the next student.
  await expect(staff.getByLabel('Code', { exact: true })).toHaveValue('')
  await expect(staff.getByLabel('Code', { exact: true })).toBeFocused()

  // The student's phone says so without a reload, and the code is gone.
  await expect(phone.locator('[data-checked-in]')).toHaveText(/^Checked in at \d\d:\d\d/, { timeout: 3_000 })
  await expect(phone.locator('[data-checked-in]')).toContainText(`Checked in at ${time}`)
  await expect(qrImage(phone)).toHaveCount(0)
  await expect(codeText(phone)).toHaveCount(0)
  expect(await phone.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)

  // The same code again: refused, in red, and listed.
  await submitCode(staff, decoded)
  await expect(result).toHaveAttribute('data-tone', 'red')
  await expect(result).toContainText('Code already used')
  const recent = staff.getByRole('region', { name: 'Recent scans' }).getByRole('listitem')
  await expect(recent).toHaveCount(2)
  await expect(recent.nth(0)).toHaveAttribute('data-tone', 'red')
  await expect(recent.nth(1)).toContainText(student.name)

  // The dashboard shows the student present today.
  await staff.goto(`/dashboard?${new URLSearchParams({ q: student.name })}`)
  await expectStatus(dashboardRow(staff, student.id), 'present', 'green')

  // And the student's recent attendance lists today as present.
  const today = (await (await phone.request.get('/api/student/profile')).json()).today.date as string
  await expect(phone.locator(`li[data-date="${today}"] [data-status]`)).toHaveAttribute('data-status', 'present')

  await phoneContext.close()
  await staffContext.close()
})
