import path from 'node:path'
import { type APIRequestContext, expect as baseExpect, type Page, test as base } from '@playwright/test'
import type { RollResponse } from '../src/shared/contracts/attendance'
import type { ClassListResponse } from '../src/shared/contracts/classes'
import type { RegisterResponse } from '../src/shared/contracts/registers'
import type { SchoolSettingsResponse } from '../src/shared/contracts/school-settings'
import type { TimetableResponse } from '../src/shared/contracts/timetable'
import { startServerProcess } from '../src/server/test/server-process'
import { createThrowawayDatabase } from '../src/server/test/throwaway-database'
import { expectNoHorizontalScroll, signIn } from './support/attendance'
import { isoWeekdayOf } from './support/clock'
import { expectNoViolations } from './support/axe'
import { setTheme } from './support/session'

/*
 * "Missing from lesson" (ADR 052) as the homeroom teacher sees it on the dashboard, and the headmaster's switch
 * for telling families, on a phone and a laptop, light and dark. A register is recorded through the API (its
 * screen is another journey's); a demo school of its own, so no other journey sees these marks.
 */
const test = base.extend<{ school: string }>({
  // eslint-disable-next-line no-empty-pattern
  school: async ({}, use, testInfo) => {
    const database = await createThrowawayDatabase('sqlite')
    const server = await startServerProcess(
      { DATABASE_URL: database.url, DEMO: '1', WEB_DIST: path.resolve('dist', 'web'), LOG_LEVEL: 'warn' },
      { healthTimeoutMs: 120_000 },
    )
    try {
      await use(server.base)
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server log', { body: server.output() })
      await server.stop()
      await database.drop()
    }
  },
  baseURL: async ({ school }, use) => use(school),
})
const expect = baseExpect.configure({ timeout: 20_000 })
// A demo school's server of its own, then eight axe scans and screenshots: minutes on a busy machine, not one.
test.describe.configure({ timeout: 240_000 })
const SCREENS = [
  { width: 390, theme: 'light' }, { width: 390, theme: 'dark' }, { width: 1280, theme: 'light' }, { width: 1280, theme: 'dark' },
] as const

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text()
  expect(response.status(), `${what}: ${body}`).toBeLessThan(300)
  return JSON.parse(body) as T
}

/** Two pupils of the homeroom teacher's class arrive today and are marked absent in its first lesson (the headmaster takes the register). */
async function twoMissing(head: APIRequestContext, homeroomId: string) {
  const { today } = await ok<SchoolSettingsResponse>(await head.get('/api/school/settings'), 'settings')
  const { classes } = await ok<ClassListResponse>(await head.get('/api/classes'), 'classes')
  const ofClass = classes.find((c) => c.teacher?.id === homeroomId && c.studentCount >= 2)!
  const { lessons } = await ok<TimetableResponse>(await head.get(`/api/timetable?classId=${ofClass.id}`), 'timetable')
  const lesson = lessons.filter((l) => l.weekday === isoWeekdayOf(today)).sort((a, b) => a.period - b.period)[0]!
  const { rows } = await ok<RollResponse>(await head.get(`/api/attendance/roll?classId=${ofClass.id}&date=${today}`), 'roll')
  const [a, b] = rows.map((r) => r.student)
  for (const s of [a!, b!]) await ok(await head.put('/api/attendance/records', { data: { studentId: s.id, date: today, status: 'present', overwrite: true } }), 'record')
  const register = await ok<RegisterResponse>(await head.get(`/api/lessons/${lesson.id}/register?date=${today}`), 'register')
  const absent: Record<string, string | undefined> = { [a!.id]: 'Seen in the library', [b!.id]: '' }
  await ok(await head.put(`/api/lessons/${lesson.id}/register`, {
    data: { date: today, marks: register.rows.map((r) => ({ studentId: r.student.id, status: r.student.id in absent ? 'absent' : 'present', note: absent[r.student.id] || undefined })) },
  }), 'save register')
  return { today, lesson, names: [a!.name, b!.name] }
}

async function shoot(page: Page, name: string, width: number) {
  await expectNoHorizontalScroll(page, width)
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false })
}

test('the homeroom teacher’s dashboard lists who is missing from a lesson, linking to its register; the headmaster’s switch', async ({ page, browser, baseURL }) => {
  const headContext = await browser.newContext({ baseURL })
  await signIn(await headContext.newPage(), 'headmaster', '/dashboard')
  await signIn(page, 'homeroom_teacher', '/dashboard')
  const homeroomId = (await ok<{ user: { id: string } }>(await page.request.get('/api/auth/me'), 'me')).user.id
  const card = page.getByRole('region', { name: /Missing from lesson/ })
  // No one missing: once the list is in, still no card; the day's table is the page.
  const asked = page.waitForResponse((r) => r.url().includes('/api/lessons/missing') && r.ok())
  await page.reload()
  await asked
  await expect(page.getByRole('heading', { name: /^Attendance on / })).toBeVisible()
  await expect(card).toHaveCount(0)
  const { today, lesson, names } = await twoMissing(headContext.request, homeroomId)

  await page.goto('/dashboard')
  await expect(card).toBeVisible()
  for (const name of names) await expect(card.getByRole('link', { name: new RegExp(`for ${name}$`) })).toHaveAttribute('href', `/lessons/${lesson.id}?date=${today}`)
  await expect(card).toContainText(`${lesson.subject}, period ${lesson.period}`)
  await expect(card).toContainText('Note: Seen in the library')
  for (const { width, theme } of SCREENS) {
    await page.setViewportSize({ width, height: 844 })
    await setTheme(page, theme, { signedIn: true })
    await card.scrollIntoViewIfNeeded()
    await shoot(page, `card-${width}-${theme}`, width)
    await expectNoViolations(page, `the dashboard's card, ${width} px, ${theme}`)
  }

  const head = await headContext.newPage()
  await head.goto('/settings')
  const lessonSwitch = head.getByRole('switch', { name: 'Tell families when a pupil is missing from a lesson' })
  await expect(lessonSwitch).not.toBeChecked()
  for (const { width, theme } of SCREENS) {
    await head.setViewportSize({ width, height: 844 })
    await setTheme(head, theme, { signedIn: true })
    await lessonSwitch.scrollIntoViewIfNeeded()
    await shoot(head, `switch-${width}-${theme}`, width)
    await expectNoViolations(head, `the settings' switch, ${width} px, ${theme}`)
  }
  await headContext.close()
})
