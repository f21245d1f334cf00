import { expect, test } from '@playwright/test'
import { dashboardRow, expectStatus, signIn } from './support/attendance'
import { decodeShownQr, generateCode, qrImage, scanResult, gateOpenAllDay, shortCodeText, studentPage, studentWithoutRecordToday, submitCode } from './support/qr'

const school = gateOpenAllDay()

test('a student shows a code, staff type its short code, the dashboard and the student both see the check-in', async ({ browser }) => {
  const student = await studentWithoutRecordToday(school.headmaster())
  // The gate is ready before the code is shown: a code lives one slot and its grace (SLOT_GRACE_SECONDS), not
  // a slow sign-in on a busy machine.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, 'homeroom_teacher', '/scan')
  await expect(staff.getByRole('heading', { level: 1, name: 'Scan QR Codes' })).toBeVisible()
  const phoneContext = await browser.newContext()
  const phone = await studentPage(phoneContext, student)
  // A marker that a reload would wipe.
  await phone.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))

  await generateCode(phone)
  await expect(phone.getByText(/^Expires in \d+ seconds?$/)).toBeVisible()
  // Under the QR: the short code to type, grouped for reading aloud, spelled out for a screen reader.
  const shown = (await shortCodeText(phone).textContent())!.trim()
  expect(shown).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
  const spelled = shown.split('-').map((group) => group.split('').join(' ')).join(', ')
  await expect(phone.getByText(`Code to type: ${spelled}`, { exact: true })).toBeAttached()
  // The QR itself holds the signed code, which is not shown as text.
  const decoded = await decodeShownQr(phone)
  expect(decoded).toContain('.')
  await expect(phone.getByText(decoded)).toHaveCount(0)

  // Typed as a teacher might: small letters, no dash; the code under the QR now (it changes every slot).
  const typed = (await shortCodeText(phone).textContent())!.trim()
  await submitCode(staff, typed.toLowerCase().replace('-', ''))

  const result = scanResult(staff)
  await expect(result).toHaveAttribute('data-tone', 'green')
  await expect(result).toContainText(`Present — ${student.name}, ${student.className} at `)
  const time = (await result.textContent())!.match(/at (\d\d:\d\d)/)![1]!
  // The field is empty and focused again, ready for the next student.
  await expect(staff.getByLabel('Code', { exact: true })).toHaveValue('')
  await expect(staff.getByLabel('Code', { exact: true })).toBeFocused()

  // The student's phone says so without a reload, and the code is gone.
  await expect(phone.locator('[data-checked-in]')).toHaveText(/^Checked in at \d\d:\d\d/)
  await expect(phone.locator('[data-checked-in]')).toContainText(`Checked in at ${time}`)
  await expect(qrImage(phone)).toHaveCount(0)
  await expect(shortCodeText(phone)).toHaveCount(0)
  expect(await phone.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)

  // The same code again, typed or as the QR: refused, in red, and listed.
  const recent = staff.getByRole('region', { name: 'Recent scans' }).getByRole('listitem')
  for (const [again, count] of [[shown, 2], [decoded, 3]] as const) {
    await submitCode(staff, again)
    await expect(recent).toHaveCount(count)
    await expect(result).toHaveAttribute('data-tone', 'red')
    await expect(result).toContainText('Code already used')
  }
  await expect(recent.nth(0)).toHaveAttribute('data-tone', 'red')
  await expect(recent.nth(2)).toContainText(student.name)

  // The dashboard shows the student present today.
  await staff.goto(`/dashboard?${new URLSearchParams({ q: student.name })}`)
  await expectStatus(dashboardRow(staff, student.id), 'present', 'green')

  // And the student's recent attendance lists today as present.
  const today = (await (await phone.request.get('/api/student/profile')).json()).today.date as string
  await expect(phone.locator(`li[data-date="${today}"] [data-status]`)).toHaveAttribute('data-status', 'present')

  await phoneContext.close()
  await staffContext.close()
})
