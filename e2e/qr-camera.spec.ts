import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import { signIn } from './support/attendance'
import { qrAsY4m } from './support/fake-camera'
import { issueCode, scanResult, gateOpenAllDay, studentSignIn, studentWithoutRecordToday, submitCode } from './support/qr'

const school = gateOpenAllDay()

test('the camera path reads a student code from Chromium’s fake camera and records the student present', async ({ playwright, baseURL }, testInfo) => {
  const phone = await playwright.request.newContext({ baseURL })
  const student = await studentWithoutRecordToday(school.headmaster())
  await studentSignIn(phone, student)
  const { code } = await issueCode(phone)

  const video = resolve(testInfo.outputPath('student-code.y4m'))
  mkdirSync(testInfo.outputDir, { recursive: true })
  writeFileSync(video, qrAsY4m(code))

  const launch = testInfo.project.use.launchOptions ?? {}
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  })
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'] })
    const page = await context.newPage()
    await signIn(page, 'homeroom_teacher', '/scan')
    await page.getByRole('button', { name: 'Start camera' }).click()
    await expect(page.getByRole('button', { name: 'Stop camera' })).toBeVisible()
    // Chromium on Linux has no working BarcodeDetector: this is the jsQR path.
    if (process.platform === 'linux') await expect(page.locator('[data-decoder]')).toHaveAttribute('data-decoder', 'jsqr')

    const result = scanResult(page)
    // jsQR is fetched when the camera starts and reads the fake camera's frames on the main thread: on a busy
    // 2-core host that alone can take many seconds.
    await expect(result).toHaveAttribute('data-tone', 'green', { timeout: 45_000 })
    await expect(result).toContainText(`Present — ${student.name}, ${student.className} at `)

    // The code stays in view, but it is sent once: no "Code already used" follows.
    await page.waitForTimeout(1_500)
    await expect(page.getByRole('region', { name: 'Recent scans' }).getByRole('listitem')).toHaveCount(1)

    await page.getByRole('button', { name: 'Stop camera' }).click()
    await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible()
    await context.close()
  } finally {
    await browser.close()
    await phone.dispose()
  }
})

test('a refused camera permission is explained, with the way to go on', async ({ baseURL }, testInfo) => {
  const launch = testInfo.project.use.launchOptions ?? {}
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream'],
  })
  try {
    // A camera exists, but this context was never allowed to use it.
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await signIn(page, 'subject_teacher', '/scan')
    await page.getByRole('button', { name: 'Start camera' }).click()
    await expect(page.getByRole('alert')).toContainText('Camera access was refused')
    await expect(page.getByRole('alert')).toContainText('type or paste the code below')
    await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible()
    await expect(page.getByLabel('Code', { exact: true })).toBeEditable()
    await context.close()
  } finally {
    await browser.close()
  }
})

test('without a camera the scanner explains why and the code field still records', async ({ page, playwright, baseURL }) => {
  // The default browser has no fake camera and the context grants no permission.
  await signIn(page, 'headmaster', '/scan')
  await expect(page.getByText('Rollcall uses the camera only while this page is open')).toBeVisible()
  await page.getByRole('button', { name: 'Start camera' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /Camera access was refused|No camera was found/ })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('code')

  const phone = await playwright.request.newContext({ baseURL })
  const student = await studentWithoutRecordToday(school.headmaster())
  await studentSignIn(phone, student)
  const { code } = await issueCode(phone)
  await submitCode(page, code)
  await expect(scanResult(page)).toHaveAttribute('data-tone', 'green')
  await expect(scanResult(page)).toContainText(student.name)
  await phone.dispose()
})
