import { expect, test } from '@playwright/test'
import type { DaySheetResponse } from '../src/shared/contracts/attendance'
import type { SchoolSettingsResponse } from '../src/shared/contracts/school-settings'
import { dashboardRow, expectStatus, signIn } from './support/attendance'
import { checkIns, gateAnswer, gateModeState, openGateMode, wedgeScan } from './support/gate'
import { decodeShownQr, issueCode, qrImage, scanResult, gateOpenAllDay, studentPage, studentSignIn, studentsWithoutRecordToday, studentWithoutRecordToday, submitCode } from './support/qr'

// The installed app and the gate offline: the service worker is part of the journey (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/*
 * Going-home scans (ADR 029). The file opens the school every day (gateOpenAllDay) and turns
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
  // The arrival's code was asked for a moment ago: a new one is refused for 2 s (the throttle on issuing codes), so try until it comes.
  // Each try waits for its code long enough for a busy machine, and the next comes after the throttle's 2 s.
  await expect(async () => {
    await phone.getByRole('button', { name: 'Generate QR Code' }).click()
    await expect(qrImage(phone)).toBeVisible({ timeout: 5_000 })
  }).toPass({ intervals: [2_500], timeout: 30_000 })
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

test('gate mode offline in going-home time: a departure waits on the device but is no check-in, an arrival is; once sent, the gate shows the server\'s count', async ({ browser, playwright, baseURL }) => {
  const headmaster = school.headmaster()
  // Past the students the first journey of this file and the other scan journeys pick.
  const [leaving, coming] = await studentsWithoutRecordToday(headmaster, 12).then((all) => all.slice(10, 12))
  const phones = await Promise.all([leaving!, coming!].map(async (student) => {
    const phone = await playwright.request.newContext({ baseURL })
    await studentSignIn(phone, student)
    return phone
  }))
  /** Today's check-ins as the dashboard counts them. */
  const serverCount = async () => {
    const { counts } = (await (await headmaster.get('/api/attendance/day?pageSize=10')).json()) as DaySheetResponse
    return counts.present + counts.late
  }
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  try {
    const staff = await staffContext.newPage()
    await signIn(staff, 'subject_teacher', '/scan')
    await expect(staff.getByText(/^Ready for offline scanning: \d+ students on this device/)).toBeVisible()
    await openGateMode(staff)

    // The first student arrives while the network is up: recorded, and counted by the server.
    await wedgeScan(staff, (await issueCode(phones[0]!)).code)
    await expect(gateAnswer(staff)).toHaveAttribute('data-tone', 'green')
    const arrived = await serverCount()
    await expect(checkIns(staff)).toHaveAttribute('data-check-ins', String(arrived), { timeout: 15_000 })

    // The network goes. The same student leaves: a departure waits on the device; the check-ins do not move.
    await staffContext.setOffline(true)
    await expect(gateModeState(staff)).toContainText('Offline — 0 scans waiting')
    await wedgeScan(staff, (await issueCode(phones[0]!)).code)
    await expect(gateAnswer(staff)).toHaveAttribute('data-tone', 'violet')
    await expect(gateAnswer(staff)).toContainText(leaving!.name)
    await expect(gateModeState(staff)).toContainText('Offline — 1 scan waiting')
    await expect(checkIns(staff)).toHaveAttribute('data-check-ins', String(arrived))
    await expect(checkIns(staff)).not.toContainText('waiting on this device')

    // The second student, who had not come, is scanned: the device cannot tell an arrival from a departure in
    // going-home time, so the header keeps the server's count until the server has answered.
    await wedgeScan(staff, (await issueCode(phones[1]!)).code)
    await expect(gateModeState(staff)).toContainText('Offline — 2 scans waiting')
    await expect(checkIns(staff)).toHaveAttribute('data-check-ins', String(arrived))

    // The network is back: both are sent; the gate shows exactly what the dashboard counts.
    await staffContext.setOffline(false)
    await expect(gateModeState(staff)).toHaveAttribute('data-waiting', '0', { timeout: 30_000 })
    const after = await serverCount()
    expect(after, 'the second student arrived; the first one\'s departure is no check-in').toBe(arrived + 1)
    await expect(checkIns(staff)).toHaveAttribute('data-check-ins', String(after), { timeout: 15_000 })
  } finally {
    await staffContext.close()
    await Promise.all(phones.map((phone) => phone.dispose()))
  }
})
