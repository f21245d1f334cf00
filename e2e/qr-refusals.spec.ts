import { expect, test } from '@playwright/test'
import { signIn } from './support/attendance'
import { e2eNow } from './support/clock'
import { issueCode, scanResult, gateOpenAllDay, studentSignIn, studentWithoutRecordToday, submitCode } from './support/qr'

const school = gateOpenAllDay()

test('the scanner refuses a garbage code, an unknown short code and a code replaced by a newer one, in red with the reason', async ({ page, playwright, baseURL }) => {
  await signIn(page, 'subject_teacher', '/scan')
  const result = scanResult(page)

  await submitCode(page, 'not-a-rollcall-code')
  await expect(result).toHaveAttribute('data-tone', 'red')
  await expect(result).toContainText('Invalid code')

  // A forged signature on a real-looking payload is no better.
  const phone = await playwright.request.newContext({ baseURL })
  const student = await studentWithoutRecordToday(school.headmaster())
  await studentSignIn(phone, student)
  const first = await issueCode(phone)
  const recent = page.getByRole('region', { name: 'Recent scans' }).getByRole('listitem')
  await submitCode(page, `${first.code.split('.')[0]}.AAAA`)
  await expect(recent).toHaveCount(2)
  await expect(result).toContainText('Invalid code')

  // A well-formed short code that no live code has.
  await submitCode(page, first.shortCode.startsWith('Z') ? 'YYYY-YYYY' : 'ZZZZ-ZZZZ')
  await expect(recent).toHaveCount(3)
  await expect(result).toHaveAttribute('data-tone', 'red')
  await expect(result).toContainText('Invalid code')

  // The server allows one new code per 2 s; the newer one makes the first one worthless, typed or scanned.
  await page.waitForTimeout(2_200)
  const second = await issueCode(phone)
  expect(second.code).not.toBe(first.code)
  for (const [replaced, count] of [[first.shortCode, 4], [first.code, 5]] as const) {
    await submitCode(page, replaced)
    await expect(recent).toHaveCount(count)
    await expect(result).toHaveAttribute('data-tone', 'red')
    await expect(result).toContainText('Code expired')
  }
  await phone.dispose()
})

test('a scan after the late-after time records late, in yellow', async ({ page, playwright, baseURL }) => {
  // Late after 00:00 makes every scan late: the suite's day starts at 01:00 (support/clock.ts).
  expect(e2eNow().toISOString().slice(11, 16) > '00:00', 'the first minute of the day is not late').toBe(true)
  await school.setLateAfter('00:00')
  try {
    await signIn(page, 'headmaster', '/scan')
    const phone = await playwright.request.newContext({ baseURL })
    // Not the previous journey's student: they asked for a code a moment ago.
    const student = await studentWithoutRecordToday(school.headmaster(), 1)
    await studentSignIn(phone, student)
    const { code } = await issueCode(phone)
    await submitCode(page, code)
    const result = scanResult(page)
    await expect(result).toHaveAttribute('data-tone', 'yellow')
    await expect(result).toContainText(`Late — ${student.name}, ${student.className} at `)
    await phone.dispose()
  } finally {
    await school.setLateAfter('23:59')
  }
})
