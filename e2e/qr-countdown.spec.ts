import { expect, test } from '@playwright/test'
import type { QrCodeResponse } from '../src/shared/contracts/qr'
import { decodeShownQr, generateCode, qrImage, gateOpenAllDay, shortCodeText, studentPage, studentWithoutRecordToday } from './support/qr'

const school = gateOpenAllDay()
const secondsLeft = async (text: string | null) => Number(text?.match(/Expires in (\d+) seconds?/)?.[1])

test('the code counts down each second from 60', async ({ browser }) => {
  const student = await studentWithoutRecordToday(school.headmaster())
  const context = await browser.newContext()
  const page = await studentPage(context, student)
  await generateCode(page)
  const timer = page.getByRole('timer')
  await expect(timer).toHaveText(/^Expires in (60|59) seconds$/)
  const first = await secondsLeft(await timer.textContent())
  const firstCode = await shortCodeText(page).textContent()

  await page.waitForTimeout(2_500)
  const later = await secondsLeft(await timer.textContent())
  expect(later).toBeLessThanOrEqual(first - 2)
  expect(later).toBeGreaterThanOrEqual(first - 4)

  // New code replaces it and the count starts again.
  await page.getByRole('button', { name: 'New code' }).click()
  await expect(shortCodeText(page)).not.toHaveText(firstCode!)
  await expect(timer).toHaveText(/^Expires in (60|59) seconds$/)

  // A burst is throttled by the server (here: another code asked for a moment before), and the card says so.
  await page.waitForTimeout(2_200)
  expect((await page.request.post('/api/qr/codes')).status()).toBe(200)
  await page.getByRole('button', { name: 'New code' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please wait a moment before generating another code')
  await context.close()
})

test('at 0 the code disappears and the button returns (browser clock fast-forwarded)', async ({ browser }) => {
  const student = await studentWithoutRecordToday(school.headmaster(), 1)
  const context = await browser.newContext()
  // The fake clock must be in place before the app loads; it runs on its own until told otherwise.
  await context.clock.install()
  const page = await studentPage(context, student)
  await generateCode(page)
  await expect(page.getByRole('timer')).toHaveText(/^Expires in (60|59) seconds$/)
  await expect(page.getByRole('button', { name: 'Generate QR Code' })).toHaveCount(0)

  await page.clock.fastForward('00:30')
  await expect(page.getByRole('timer')).toHaveText(/^Expires in (30|29|28) seconds$/)
  await expect(qrImage(page)).toBeVisible()

  await page.clock.fastForward('00:31')
  await expect(qrImage(page)).toHaveCount(0)
  await expect(shortCodeText(page)).toHaveCount(0)
  await expect(page.getByRole('timer')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Generate QR Code' })).toBeVisible()
  await context.close()
})

test('the code on screen changes every 10 seconds, each the one the server signed for that slot (ADR 024)', async ({ browser }) => {
  const student = await studentWithoutRecordToday(school.headmaster(), 2)
  const context = await browser.newContext()
  await context.clock.install()
  const page = await studentPage(context, student)
  const issued = page.waitForResponse((r) => r.url().endsWith('/api/qr/codes') && r.request().method() === 'POST')
  await generateCode(page)
  const { codes, slotSeconds } = (await (await issued).json()) as QrCodeResponse
  expect(slotSeconds).toBe(10)
  expect(codes).toHaveLength(6)
  expect(await decodeShownQr(page)).toBe(codes[0])

  // The page's clock stops here, so nothing below depends on the machine's speed; the countdown says
  // how far into the minute it stopped.
  await page.clock.pauseAt(new Date(Date.now() + 1000))
  const left = Number((await page.getByRole('timer').textContent())!.match(/(\d+) seconds?/)![1])
  // The middle of the second slot (15 s in), then of the third (25 s in).
  await page.clock.fastForward((15 - (60 - left)) * 1000)
  await expect(page.getByRole('timer')).toHaveText('Expires in 45 seconds')
  await expect.poll(() => decodeShownQr(page)).toBe(codes[1])
  await page.clock.fastForward('00:10')
  await expect(page.getByRole('timer')).toHaveText('Expires in 35 seconds')
  await expect.poll(() => decodeShownQr(page)).toBe(codes[2])
  await context.close()
})
