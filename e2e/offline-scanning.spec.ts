import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, expect, type Page, test } from '@playwright/test'
import type { DaySheetResponse } from '../src/shared/contracts/attendance'
import { signIn } from './support/attendance'
import { e2eNow } from './support/clock'
import { qrFramesAsY4m } from './support/fake-camera'
import { issueCode, scanResult, studentsWithoutRecordToday, gateOpenAllDay, studentSignIn, submitCode } from './support/qr'

// The installed app and the gate offline: the service worker is part of the journey (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const school = gateOpenAllDay()

/** The gate's state line: "Offline — N scans waiting", "Sending…", "Online — …". */
const gateState = (page: Page) => page.locator('[data-waiting]')

/** A scanner page on /scan that has its roster (it opened once with the network on), named as a gate. */
async function gatePage(page: Page, role: 'homeroom_teacher' | 'subject_teacher', name: string) {
  await signIn(page, role, '/scan')
  await expect(page.getByText(/^Ready for offline scanning: \d+ students on this device/)).toBeVisible()
  await page.getByLabel('This scanner’s name').fill(name)
}

test('a teacher at the gate with the network off loses nothing: 30 scans queued, sent when it returns, a second gate told "already checked in"', async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(180_000)
  const headmaster = school.headmaster()
  const students = await studentsWithoutRecordToday(headmaster, 31)
  const phones = await Promise.all(students.map(async (student) => {
    const phone = await playwright.request.newContext({ baseURL })
    await studentSignIn(phone, student)
    return phone
  }))
  const codeOf = async (i: number) => (await issueCode(phones[i]!)).code

  // Gate 1 reads the first student's code through Chromium's fake camera, which reads its file when the
  // browser starts: the phone's six codes in turn, a second each, so the one of the current slot shows
  // within six seconds whenever the camera starts (the others are refused on the device).
  const video = resolve(testInfo.outputPath('offline-code.y4m'))
  mkdirSync(testInfo.outputDir, { recursive: true })
  writeFileSync(video, qrFramesAsY4m((await issueCode(phones[0]!)).codes, 1))
  const launch = testInfo.project.use.launchOptions ?? {}
  const cameraBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  })
  const gate1Context = await cameraBrowser.newContext({ baseURL, permissions: ['camera'] })
  const gate2Context = await playwright.chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: launch.args ?? [] })
    .then((browser) => browser.newContext({ baseURL }))
  try {
    const gate1 = await gate1Context.newPage()
    await gatePage(gate1, 'homeroom_teacher', 'Gate 1')
    await gate1Context.setOffline(true)
    await expect(gateState(gate1)).toContainText('Offline — 0 scans waiting')
    await gate1.getByRole('button', { name: 'Start camera' }).click()
    // Taken once, whatever else the camera went on seeing (the other slots' codes, refused; this one again, "already").
    await expect(gateState(gate1)).toContainText('Offline — 1 scan waiting', { timeout: 15_000 })
    await gate1.getByRole('button', { name: 'Stop camera' }).click()
    await expect(gateState(gate1)).toContainText('Offline — 1 scan waiting')

    const gate2 = await gate2Context.newPage()
    await gatePage(gate2, 'subject_teacher', 'Gate 2')

    // A code whose slot will have passed by the time it is scanned, offline and online.
    const stale = await codeOf(30)
    const staleSince = Date.now()

    await gate2Context.setOffline(true)

    for (let i = 1; i < 30; i++) {
      await submitCode(gate1, await codeOf(i))
      await expect(scanResult(gate1)).toContainText(`${students[i]!.name}, ${students[i]!.className}`)
      await expect(scanResult(gate1)).toHaveAttribute('data-tone', 'green')
    }
    await expect(gateState(gate1)).toContainText('Offline — 30 scans waiting')

    // Reloaded with no network (the installed app's service worker serves the page): nothing is lost.
    await gate1.reload()
    await expect(gate1.getByRole('heading', { level: 1, name: 'Scan QR Codes' })).toBeVisible()
    await expect(gateState(gate1)).toContainText('Offline — 30 scans waiting')
    await expect(gate1.getByText(/^Ready for offline scanning: \d+ students on this device/)).toBeVisible()

    // The same student twice on one device: refused there and then, in blue.
    await submitCode(gate1, await codeOf(3))
    await expect(scanResult(gate1)).toHaveAttribute('data-tone', 'blue')
    await expect(scanResult(gate1)).toContainText(`${students[3]!.name} was already checked in at`)

    // Gate 2, offline too, takes five of the same students with codes their phones show now.
    for (let i = 0; i < 5; i++) await submitCode(gate2, await codeOf(i))
    await expect(gateState(gate2)).toContainText('Offline — 5 scans waiting')

    // The stale code: its slot ended more than the grace ago.
    await gate1.waitForTimeout(Math.max(0, 15_000 - (Date.now() - staleSince)))
    await submitCode(gate1, stale)
    await expect(scanResult(gate1)).toHaveAttribute('data-tone', 'red')
    await expect(scanResult(gate1)).toContainText('This code has expired')
    await expect(gateState(gate1)).toContainText('Offline — 30 scans waiting')

    // The network is back on gate 1: the 30 are sent and recorded once, at the times they happened.
    const backOnline = e2eNow().toISOString()
    await gate1Context.setOffline(false)
    await expect(gateState(gate1)).toHaveAttribute('data-waiting', '0', { timeout: 20_000 })
    await expect(gateState(gate1)).toContainText('Online')
    const sheet = (await (await headmaster.get('/api/attendance/day?pageSize=100&status=present')).json()) as DaySheetResponse
    for (const student of students.slice(0, 30)) {
      const record = sheet.rows.find((row) => row.student.id === student.id)?.record
      expect(record, `${student.name} recorded`).toMatchObject({ status: 'present', method: 'qr' })
      expect(record!.recordedAt < backOnline, 'recorded at the time of the scan, not of the sync').toBe(true)
    }

    // Gate 2 syncs second: five "already checked in … by Gate 1", nothing changed.
    await gate2Context.setOffline(false)
    const problems = gate2.getByRole('region', { name: /5 scans were not recorded/ })
    await expect(problems).toBeVisible({ timeout: 20_000 })
    for (let i = 0; i < 5; i++) await expect(problems).toContainText(new RegExp(`${students[i]!.name}, ${students[i]!.className}: already checked in at \\d\\d:\\d\\d by Gate 1`))
    await expect(gateState(gate2)).toHaveAttribute('data-waiting', '0')
    // Gate 2's own last answer now reads as the server gave it: refused as a duplicate, never "sent since".
    await expect(scanResult(gate2)).toHaveAttribute('data-tone', 'blue')
    await expect(scanResult(gate2)).toContainText(new RegExp(`${students[4]!.name}, ${students[4]!.className}: already checked in at \\d\\d:\\d\\d by Gate 1`))
    await expect(scanResult(gate2)).not.toContainText('sent since')
    await expect(gate2.getByRole('region', { name: 'Recent scans' }).getByRole('listitem').filter({ hasText: 'sent' })).toHaveCount(0)

    // The stale code online: refused by the server too.
    await submitCode(gate1, stale)
    await expect(scanResult(gate1)).toHaveAttribute('data-tone', 'red')
    await expect(scanResult(gate1)).toContainText('Code expired')
  } finally {
    await gate1Context.close()
    await cameraBrowser.close()
    await gate2Context.browser()?.close()
    await Promise.all(phones.map((phone) => phone.dispose()))
  }
})
