import { expect, test, type Page } from '@playwright/test'
import type { RegisterResponse } from '../src/shared/contracts/registers'
import { expectNoHorizontalScroll, signIn } from './support/attendance'
import { gateOpenAllDay } from './support/qr'
import { arriveAtGate, lesson, lessonsToday } from './support/registers'

// The installed app and the gate offline: the service worker is part of the journey (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/*
 * The subject teacher's lesson registers (ADR 052) on a 390px phone, in the demo school: its week gives the
 * demo subject teacher lessons on every school day, and the suite's today is a school day at 01:00, before
 * any lesson (e2e/README.md), so today's lessons are all still to take whatever weekday the suite runs on.
 * Each test takes a register no other journey touches: the first and the second of the teacher's lessons.
 */

// A pupil arrives at the gate at the suite's hour: the gate is open all day for this file (support/qr.ts).
gateOpenAllDay()

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const rows = (page: Page) => page.getByRole('list', { name: 'Register' }).getByRole('listitem')

test('the teacher sees today’s lessons, takes one’s register from who came through the gate, marks an arrived pupil absent with a note, and it is kept', async ({ page }) => {
  await signIn(page, 'subject_teacher')
  const { date, lesson: first } = await lesson(page.request, 0)
  const pupil = await arriveAtGate(page.request, first.classId)

  await test.step('the home page lists today’s lessons in period order, each to take', async () => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Today’s lessons' })
    await expect(section).toBeVisible()
    const today = await lessonsToday(page.request)
    const links = section.locator('[data-lesson]')
    await expect(links).toHaveCount(today.lessons.length)
    const periods = today.lessons.map((l) => l.period)
    expect(periods).toEqual([...periods].sort((a, b) => a - b))
    const link = section.locator(`a[data-lesson="${first.lessonId}"]`)
    await expect(link).toContainText(`${first.className} · ${first.subject}`)
    await expect(link).toContainText(`${first.startsAt}–${first.endsAt}`)
    await expect(link.locator('[data-register]')).toHaveText('To take')
    await expectNoHorizontalScroll(page, 390)
    await link.tap()
  })

  const row = rows(page).filter({ hasText: pupil.name })
  await test.step('the register shows the lesson and who came through the gate, present to start with', async () => {
    await expect(page).toHaveURL(new RegExp(`/lessons/${first.lessonId}\\?date=${date}$`))
    await expect(page.getByRole('heading', { level: 1, name: `${first.className} · ${first.subject}` })).toBeVisible()
    await expect(page.getByText(`Period ${first.period}, ${first.startsAt}–${first.endsAt}`)).toBeVisible()
    await expect(page.getByText('Not taken yet.', { exact: false })).toBeVisible()
    await expect(row.getByText(/^Came through the gate at \d\d:\d\d$/)).toBeVisible()
    await expect(row).toHaveAttribute('data-mark', 'present')
    await expect(row.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true')
    await expectNoHorizontalScroll(page, 390)
  })

  await test.step('one tap marks them absent, with a note; the rest are marked present; one Save', async () => {
    await row.getByRole('button', { name: 'Absent' }).tap()
    await expect(row).toHaveAttribute('data-mark', 'absent')
    await row.getByRole('textbox', { name: `Note for ${pupil.name}` }).fill('Sent to the nurse')
    const rest = page.getByRole('button', { name: 'Mark the rest present' })
    if (await rest.isEnabled()) await rest.tap()
    const saved = page.waitForResponse((r) => r.url().includes(`/api/lessons/${first.lessonId}/register`) && r.request().method() === 'PUT')
    await page.getByRole('button', { name: 'Save register' }).tap()
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('Register saved')).toBeVisible()
    await expect(page.getByText(/^Taken by .+ at \d\d:\d\d$/)).toBeVisible()
    await expect(page.getByText('No unsaved changes')).toBeVisible()
  })

  await test.step('after a reload the mark and its note are kept', async () => {
    await page.reload()
    await expect(row).toHaveAttribute('data-mark', 'absent')
    await expect(row.getByRole('textbox', { name: `Note for ${pupil.name}` })).toHaveValue('Sent to the nurse')
    const register = (await (await page.request.get(`/api/lessons/${first.lessonId}/register?date=${date}`)).json()) as RegisterResponse
    expect(register.rows.find((r) => r.student.id === pupil.id)?.mark).toEqual({ status: 'absent', note: 'Sent to the nurse' })
  })

  await test.step('the home page says the register is taken', async () => {
    await page.getByRole('link', { name: 'Today’s lessons' }).tap()
    await expect(page.locator(`a[data-lesson="${first.lessonId}"] [data-register]`)).toHaveText('Taken')
  })
})

test('a register saved with no network waits on the device and is sent when the network is back', async ({ page, context }) => {
  await signIn(page, 'subject_teacher')
  const { date, lesson: second } = await lesson(page.request, 1)
  await page.goto(`/lessons/${second.lessonId}?date=${date}`)
  await expect(rows(page).first()).toBeVisible()
  const count = await rows(page).count()

  await context.setOffline(true)
  const rest = page.getByRole('button', { name: 'Mark the rest present' })
  if (await rest.isEnabled()) await rest.tap()
  await rows(page).first().getByRole('button', { name: 'Late' }).tap()
  await page.getByRole('button', { name: 'Save register' }).tap()
  const outbox = page.locator('[data-outbox]')
  await expect(outbox).toHaveAttribute('data-outbox', 'queued')
  await expect(outbox).toContainText('Saved on this device, will send when online')
  // What waits is what the page shows: nothing left unsaved.
  await expect(page.getByText('No unsaved changes')).toBeVisible()
  await expect(rows(page).first()).toHaveAttribute('data-mark', 'late')

  await context.setOffline(false)
  await expect(outbox).toHaveAttribute('data-outbox', 'sent')
  await expect(outbox).toContainText('Sent: the register is saved')
  await expect(page.getByText(/^Taken by .+ at \d\d:\d\d$/)).toBeVisible()
  const register = (await (await page.request.get(`/api/lessons/${second.lessonId}/register?date=${date}`)).json()) as RegisterResponse
  expect(register.taken).not.toBeNull()
  expect(register.rows.filter((r) => r.mark !== null)).toHaveLength(count)
  expect(register.rows[0]!.mark?.status).toBe('late')
})
