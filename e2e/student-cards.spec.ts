import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { ClassCardsResponse } from '../src/shared/contracts/cards'
import type { SchoolSettingsResponse } from '../src/shared/contracts/school-settings'
import { signIn } from './support/attendance'
import { photoKeptOnDevice } from './support/gate'
import { moreActions } from './support/management'
import sharp from 'sharp'
import { issueCode, scanResult, gateOpenAllDay, studentSignIn, studentWithoutRecordToday, submitCode } from './support/qr'

// The installed app and the gate offline: the service worker is part of the journey (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const school = gateOpenAllDay()

/** A face-sized picture, made here. */
const photoOf = (colour: string) =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: colour } }).jpeg().toBuffer()

async function readyScanner(page: Page) {
  await signIn(page, 'homeroom_teacher', '/scan')
  await expect(page.getByText(/^Ready for offline scanning: \d+ students on this device/)).toBeVisible({ timeout: 30_000 })
}

test('a class\'s cards print with photo, name and QR; with "confirm cards" on, a scanned card waits for a tap on the face', async ({ page, context }) => {
  const headmaster = school.headmaster()
  const student = await studentWithoutRecordToday(headmaster)
  const photo = await headmaster.put(`/api/students/${student.id}/photo`, { data: await photoOf('#8fb3d9'), headers: { 'content-type': 'image/jpeg' } })
  expect(photo.status(), 'photo saved').toBe(200)

  await signIn(page, 'headmaster', '/students')
  await moreActions(page)
  await page.getByRole('link', { name: 'Print student cards' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Student cards' })).toBeVisible()
  await page.getByLabel('Class').selectOption({ label: student.className })
  await page.getByRole('button', { name: 'Show cards' }).click()
  const card = page.locator(`[data-student-card="${student.id}"]`)
  await expect(card).toContainText(student.name)
  await expect(card.getByRole('img', { name: student.name, exact: true })).toBeVisible()
  await expect(card.getByRole('img', { name: `Card code of ${student.name}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()

  // The same card's code, as the server printed it.
  const { cards } = (await (await headmaster.post(`/api/classes/${(await classIdOf(headmaster, student.className))}/cards`)).json()) as ClassCardsResponse
  const code = cards.find((c) => c.studentId === student.id)!.code

  const original = ((await (await headmaster.get('/api/school/settings')).json()) as SchoolSettingsResponse).settings
  const turnOn = await headmaster.put('/api/school/settings', { data: { ...original, schoolDayStart: '00:00', lateAfter: '23:59', confirmCards: true } })
  expect(turnOn.status()).toBe(200)
  try {
    const scanner = await context.newPage()
    await readyScanner(scanner)
    await submitCode(scanner, code)
    const confirm = scanner.getByRole('region', { name: 'Is this the student?' })
    await expect(confirm).toContainText(student.name)
    await expect(confirm.getByRole('img', { name: student.name, exact: true })).toBeVisible()
    await confirm.getByRole('button', { name: 'Yes, record' }).click()
    await expect(scanResult(scanner)).toContainText(`Present — ${student.name}, ${student.className} at `)
    await expect(scanResult(scanner).locator('[data-scan-photo]')).toHaveAttribute('alt', student.name)
  } finally {
    await headmaster.put('/api/school/settings', { data: { ...original, schoolDayStart: '00:00', lateAfter: '23:59', confirmCards: false } })
  }
})

test('the scanner shows the face from the device with no network, and flags a student without a photo', async ({ page, context, playwright, baseURL }) => {
  const headmaster = school.headmaster()
  const [withPhoto, without] = [await studentWithoutRecordToday(headmaster, 0), await studentWithoutRecordToday(headmaster, 1)]
  expect((await headmaster.put(`/api/students/${withPhoto.id}/photo`, { data: await photoOf('#d9b38f'), headers: { 'content-type': 'image/jpeg' } })).status()).toBe(200)
  await headmaster.delete(`/api/students/${without.id}/photo`)

  await readyScanner(page)
  // The roster arrived with the new photo's date; its thumbnail follows in the background.
  await photoKeptOnDevice(page, withPhoto.id)
  await context.setOffline(true)
  for (const [student, flagged] of [[withPhoto, false], [without, true]] as const) {
    const phone = await playwright.request.newContext({ baseURL })
    await studentSignIn(phone, student)
    await submitCode(page, (await issueCode(phone)).code)
    await expect(scanResult(page)).toContainText(`${student.name}, ${student.className}`)
    if (flagged) await expect(scanResult(page).locator('[data-no-photo]')).toHaveText('No photo')
    else await expect(scanResult(page).locator('[data-scan-photo]')).toHaveAttribute('src', /^blob:/)
    await phone.dispose()
  }
  await context.setOffline(false)
  await expect(page.locator('[data-waiting]')).toHaveAttribute('data-waiting', '0', { timeout: 20_000 })
})

async function classIdOf(request: APIRequestContext, name: string): Promise<string> {
  const { classes } = (await (await request.get('/api/classes')).json()) as { classes: { id: string; name: string }[] }
  return classes.find((c) => c.name === name)!.id
}
