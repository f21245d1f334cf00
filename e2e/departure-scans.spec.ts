import { expect, test } from '@playwright/test'
import type { SchoolSettingsResponse } from '../src/shared/contracts/school-settings'
import { dashboardRow, expectStatus, signIn } from './support/attendance'
import { decodeShownQr, issueCode, qrImage, scanResult, gateOpenAllDay, studentPage, studentWithoutRecordToday, submitCode } from './support/qr'

/*
 * Going-home scans (issue 20, ADR 029). The file opens the school every day (gateOpenAllDay) and turns
 * departures on from 00:00 with the day ending at 23:59, so any departure is "left early" whatever the
 * real clock says; gateOpenAllDay puts the settings back afterwards (the database is shared).
 */
const school = gateOpenAllDay()

test.beforeAll(async () => {
  const request = school.headmaster()
  const { settings } = (await (await request.get('/api/school/settings')).json()) as SchoolSettingsResponse
  const response = await request.put('/api/school/settings', { data: { ...settings, departureScans: true, departuresFrom: '00:00', schoolDayEnd: '23:59' } })
  expect(response.status(), 'going-home scans on').toBe(200)
})

test('a student checked in shows a new code to go home: the scanner says "Going home", the dashboard "Left … · left early"', async ({ browser }) => {
  // Past the students the other scan journeys of the run pick first.
  const student = await studentWithoutRecordToday(school.headmaster(), 7)
  const phoneContext = await browser.newContext()
  const phone = await studentPage(phoneContext, student)
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, 'homeroom_teacher', '/scan')

  // The arrival: the first scan of the day is still the attendance record.
  await submitCode(staff, (await issueCode(phone.request)).code)
  const result = scanResult(staff)
  await expect(result).toHaveAttribute('data-tone', 'green')
  await expect(result).toContainText(`Present — ${student.name}, ${student.className} at `)

  // The phone offers a new code for going home.
  await expect(phone.getByText('Going home? Show a new code at the gate as you leave.')).toBeVisible({ timeout: 5_000 })
  // The arrival's code was asked for a moment ago: a new one is refused for 2 s (the issue throttle), so try until it comes.
  await expect(async () => {
    await phone.getByRole('button', { name: 'Generate QR Code' }).click()
    await expect(qrImage(phone)).toBeVisible({ timeout: 1_000 })
  }).toPass({ intervals: [1_000], timeout: 10_000 })
  await submitCode(staff, await decodeShownQr(phone))
  await expect(result).toHaveAttribute('data-tone', 'violet')
  await expect(result).toContainText(`Going home — ${student.name}, ${student.className} at `)
  await expect(result).toContainText('Left early')
  const time = (await result.textContent())!.match(/at (\d\d:\d\d)/)![1]!

  // A second going-home code is refused: the first departure stays.
  const again = await phone.request.post('/api/qr/codes')
  expect(again.status()).toBe(409)
  expect(((await again.json()) as { code: string }).code).toBe('already_departed')

  // The dashboard keeps the arrival's status and shows when the student left.
  await staff.goto(`/dashboard?${new URLSearchParams({ q: student.name })}`)
  const row = dashboardRow(staff, student.id)
  await expectStatus(row, 'present', 'green')
  await expect(row.locator('[data-departure="left-early"]')).toHaveText(`Left ${time} · left early`)

  await phoneContext.close()
  await staffContext.close()
})
