import type { APIRequestContext, Page } from '@playwright/test'
import { addDays, isoWeekday } from '../src/shared/dates'
import type { ClassListResponse } from '../src/shared/contracts/classes'
import type { CreateTeacherResponse } from '../src/shared/contracts/teachers'
import { expectNoHorizontalScroll } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { expect, test, type EmptySchool } from './support/empty-school'
import { dialog } from './support/management'
import { setTheme } from './support/session'

/*
 * One date's changes to the week and a lesson's group (ADR 052), on the headmaster's Timetable page, in a school
 * of its own (support/empty-school.ts). The date is the first Monday after the school's today
 * (GET /api/school/settings), never the runner's, so the journey reads the same on any day.
 */

const GRACE = { name: 'Grace Hopper', email: 'grace@school.org', subjects: ['Physics', 'Mathematics'] }
const KI_HAJAR = { name: 'Ki Hajar Dewantara', email: 'kihajar@school.org', subjects: ['Bahasa Indonesia'] }
const KARTINI = { name: 'Kartini Raden', email: 'kartini@school.org', subjects: ['English'] }

async function ok<T = unknown>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text()
  expect(response.status(), `${what}: ${body}`).toBeLessThan(300)
  return (body ? JSON.parse(body) : null) as T
}

/**
 * Signed in as the headmaster, with three teachers, classes 7A (Grace's) and 7B (Ki Hajar's), two periods each
 * weekday, and on Monday: 7A Physics (Grace) and 7B Bahasa Indonesia (Ki Hajar) in period 1, 7A English (Kartini)
 * in period 2. Three students in 7A. Returns the Monday the journey changes.
 */
async function setUpWeek(page: Page, school: EmptySchool): Promise<{ monday: string }> {
  const request = page.context().request
  await ok(await request.post('/api/auth/login', { data: { kind: 'staff', identifier: school.headmaster.email, password: school.headmaster.password } }), 'sign-in')
  const { departments } = await ok<{ departments: { id: string }[] }>(await request.get('/api/departments'), 'departments')
  const departmentId = departments[0]!.id
  const teachers: Record<string, string> = {}
  for (const person of [GRACE, KI_HAJAR, KARTINI]) {
    const { teacher } = await ok<CreateTeacherResponse>(
      await request.post('/api/teachers', { data: { ...person, departmentId, isHomeroom: false, password: 'timetable-teacher' } }),
      'teacher',
    )
    teachers[person.name] = teacher.id
  }
  for (const [name, teacher] of [['7A', GRACE], ['7B', KI_HAJAR]] as const) await ok(await request.post('/api/classes', { data: { name, departmentId, teacherId: teachers[teacher.name] } }), 'class')
  const { classes } = await ok<ClassListResponse>(await request.get('/api/classes'), 'classes')
  const classId = (name: string) => classes.find((c) => c.name === name)!.id
  for (const [i, name] of ['Adi Nugroho', 'Bunga Citra', 'Cahya Putra'].entries()) {
    await ok(await request.post('/api/students', { data: { name, parentNumber: `9800${i}`, classId: classId('7A'), level: 'Junior', departmentId } }), 'student')
  }
  const periods = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, number: 1, startsAt: '07:00', endsAt: '07:40' },
    { weekday, number: 2, startsAt: '07:40', endsAt: '08:20' },
  ])
  await ok(await request.put('/api/timetable/periods', { data: { periods } }), 'bell schedule')
  const lesson = (className: string, teacher: { name: string }, subject: string, period: number) =>
    request.post('/api/timetable/lessons', { data: { classId: classId(className), teacherId: teachers[teacher.name], subject, weekday: 1, period } })
  await ok(await lesson('7A', GRACE, 'Physics', 1), 'lesson')
  await ok(await lesson('7B', KI_HAJAR, 'Bahasa Indonesia', 1), 'lesson')
  await ok(await lesson('7A', KARTINI, 'English', 2), 'lesson')
  const { today } = await ok<{ today: string }>(await request.get('/api/school/settings'), 'settings')
  let monday = addDays(today, 1)
  while (isoWeekday(monday) !== 1) monday = addDays(monday, 1)
  return { monday }
}

const dayChanges = (page: Page) => page.getByRole('region', { name: 'Changes for one date' })
const dayLessons = (page: Page) => dayChanges(page).getByRole('region', { name: /^Lessons on / })
const upcoming = (page: Page) => dayChanges(page).getByRole('region', { name: /^Changes in the seven days from / })

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled', fullPage: true })
}

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the headmaster cancels a lesson for one date, gives another to a free teacher, and undoes a change', async ({ page, emptySchool }) => {
    const { monday } = await setUpWeek(page, emptySchool)
    await page.goto('/timetable')
    await dayChanges(page).getByLabel('Date').fill(monday)
    const physics = dayLessons(page).getByRole('listitem').filter({ hasText: 'Physics · 7A' })
    const bahasa = dayLessons(page).getByRole('listitem').filter({ hasText: 'Bahasa Indonesia · 7B' })
    await expect(dayLessons(page).getByRole('listitem')).toHaveCount(3)
    await expect(upcoming(page)).toContainText('No lesson is cancelled or given to a substitute in these seven days.')

    await test.step('only the teachers free in that period are offered as a substitute', async () => {
      await physics.getByRole('button', { name: 'Give Physics, 7A, period 1 to a substitute' }).tap()
      await expect(dialog(page).getByRole('heading', { name: 'Substitute for Physics, 7A' })).toBeVisible()
      // Grace teaches it, Ki Hajar teaches 7B then: Kartini (whose lesson is in period 2) is free.
      await expect(dialog(page).getByLabel('Substitute teacher').locator('option')).toHaveText(['Choose a teacher', KARTINI.name])
      await dialog(page).getByRole('button', { name: 'Cancel' }).tap()
    })

    await test.step('7B’s lesson is cancelled that date: its teacher is then free to substitute', async () => {
      await bahasa.getByRole('button', { name: 'Cancel Bahasa Indonesia, 7B, period 1' }).tap()
      await expect(bahasa.getByText('Cancelled', { exact: true })).toBeVisible()
      await physics.getByRole('button', { name: 'Give Physics, 7A, period 1 to a substitute' }).tap()
      await expect(dialog(page).getByLabel('Substitute teacher').locator('option')).toHaveText(['Choose a teacher', KARTINI.name, KI_HAJAR.name])
      await dialog(page).getByLabel('Substitute teacher').selectOption({ label: KI_HAJAR.name })
      await dialog(page).getByRole('button', { name: 'Give the lesson' }).tap()
      await expect(dialog(page)).toHaveCount(0)
      await expect(physics.getByText(`Substitute: ${KI_HAJAR.name}`)).toBeVisible()
      await expect(upcoming(page).getByRole('listitem')).toHaveCount(2)
      await expect(upcoming(page).getByRole('listitem').filter({ hasText: 'Physics, 7A' })).toContainText(`Substitute: ${KI_HAJAR.name}`)
      await expectNoHorizontalScroll(page, 390)
    })

    await test.step('light and dark, English and Indonesian: no accessibility violations; screenshots', async () => {
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme, { signedIn: true })
        await dayChanges(page).scrollIntoViewIfNeeded()
        await expectNoViolations(page, `one date's changes at 390px, ${theme}`)
        await shot(page, `changes-390-${theme}`)
      }
      await ok(await page.context().request.patch('/api/account/preferences', { data: { language: 'id' } }), 'language')
      await page.reload()
      await page.getByRole('region', { name: 'Perubahan untuk satu tanggal' }).getByLabel('Tanggal').fill(monday)
      await expect(page.getByText(`Pengganti: ${KI_HAJAR.name}`).first()).toBeVisible()
      await shot(page, 'changes-390-dark-id')
      await ok(await page.context().request.patch('/api/account/preferences', { data: { language: 'en' } }), 'language')
      await page.reload()
      await setTheme(page, 'light', { signedIn: true })
      await dayChanges(page).getByLabel('Date').fill(monday)
    })

    await test.step('the cancellation is undone: the lesson takes place, and its teacher is busy again', async () => {
      await bahasa.getByRole('button', { name: 'Undo the change to Bahasa Indonesia, 7B, period 1' }).tap()
      await expect(page.getByText('The lesson takes place as the week has it')).toBeVisible()
      await expect(bahasa.getByText('Cancelled', { exact: true })).toHaveCount(0)
      await expect(upcoming(page).getByRole('listitem')).toHaveCount(1)
    })
  })
})

test('on a laptop, a lesson is given to a group of its class’s students', async ({ page, emptySchool }) => {
  const { monday } = await setUpWeek(page, emptySchool)
  const { classes } = await ok<ClassListResponse>(await page.context().request.get('/api/classes'), 'classes')
  await page.goto(`/timetable?class=${classes.find((c) => c.name === '7A')!.id}`)
  const grid = page.getByRole('region', { name: 'Lessons' }).getByRole('table', { name: 'Week of 7A' })
  // The theme toggle sits behind a dialog: each theme's dialog is opened after it is set.
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme, { signedIn: true })
    await grid.getByRole('button', { name: /^English, / }).click()
    await dialog(page).getByRole('button', { name: 'Students: the whole class' }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Students of English, 7A' })).toBeVisible()
    await dialog(page).getByLabel('The whole class').uncheck()
    await dialog(page).getByLabel('Adi Nugroho').check()
    await dialog(page).getByLabel('Cahya Putra').check()
    await expect(dialog(page).getByText('2 of 3 chosen')).toBeVisible()
    await expectNoViolations(page, `lesson's students at 1280px, ${theme}`)
    await shot(page, `group-1280-${theme}`)
    if (theme === 'light') await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  }
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Students saved')).toBeVisible()
  await expect(grid.getByRole('button', { name: /^English, / })).toContainText('2 students')

  await setTheme(page, 'light', { signedIn: true })
  await page.getByRole('region', { name: 'Changes for one date' }).getByLabel('Date').fill(monday)
  await page.getByRole('button', { name: 'Cancel English, 7A, period 2' }).click()
  await expect(page.getByRole('region', { name: /^Changes in the seven days from / }).getByRole('listitem')).toHaveCount(1)
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme, { signedIn: true })
    await expectNoViolations(page, `one date's changes at 1280px, ${theme}`)
    await shot(page, `changes-1280-${theme}`)
  }
})
