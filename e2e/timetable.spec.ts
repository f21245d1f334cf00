import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { ClassListResponse } from '../src/shared/contracts/classes'
import type { CreateTeacherResponse } from '../src/shared/contracts/teachers'
import { expectNoHorizontalScroll } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { expect, test, type EmptySchool } from './support/empty-school'
import { confirmation, dialog } from './support/management'
import { setTheme } from './support/session'

/*
 * The headmaster's Timetable page (ADR 052) in a school of its own (support/empty-school.ts): the week starts
 * empty, so the page first asks for the bell schedule, and nothing here touches the demo school the other
 * journeys share. The school's weekdays are chosen by tapping their tabs, never from the date the suite runs on.
 */

const GRACE = { name: 'Grace Hopper', email: 'grace@school.org', subjects: ['Physics', 'Mathematics'] }
const KI_HAJAR = { name: 'Ki Hajar Dewantara', email: 'kihajar@school.org', subjects: ['Bahasa Indonesia'] }

async function ok<T = unknown>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text()
  expect(response.status(), `${what}: ${body}`).toBeLessThan(300)
  return (body ? JSON.parse(body) : null) as T
}

/** Signed in as the school's headmaster, with two teachers and two classes made through the API. */
async function setUpSchool(page: Page, school: EmptySchool): Promise<{ classes: Record<'7A' | '7B', string>; teachers: Record<string, string> }> {
  const request = page.context().request
  await ok(await request.post('/api/auth/login', { data: { kind: 'staff', identifier: school.headmaster.email, password: school.headmaster.password } }), 'sign-in')
  const { departments } = await ok<{ departments: { id: string }[] }>(await request.get('/api/departments'), 'departments')
  const departmentId = departments[0]!.id
  const teachers: Record<string, string> = {}
  for (const person of [GRACE, KI_HAJAR]) {
    const { teacher } = await ok<CreateTeacherResponse>(
      await request.post('/api/teachers', { data: { ...person, departmentId, isHomeroom: false, password: 'timetable-teacher' } }),
      'teacher',
    )
    teachers[person.name] = teacher.id
  }
  // A class's teacher is its homeroom teacher: one class each.
  for (const [name, teacher] of [['7A', GRACE], ['7B', KI_HAJAR]] as const) await ok(await request.post('/api/classes', { data: { name, departmentId, teacherId: teachers[teacher.name] } }), 'class')
  const { classes } = await ok<ClassListResponse>(await request.get('/api/classes'), 'classes')
  const id = (name: string) => classes.find((c) => c.name === name)!.id
  return { classes: { '7A': id('7A'), '7B': id('7B') }, teachers }
}

const bellSchedule = (page: Page) => page.getByRole('region', { name: 'Bell schedule' })
const lessons = (page: Page) => page.getByRole('region', { name: 'Lessons' })
const period = (page: Page, number: number) => bellSchedule(page).getByRole('group', { name: `Period ${number}` })
const emptySlot = (scope: Locator, day: string, number: number) => scope.getByRole('button', { name: `Add a lesson on ${day}, period ${number}` })
const lessonSlot = (scope: Locator, subject: string) => scope.getByRole('button', { name: new RegExp(`^${subject}, `) })

async function addLesson(page: Page, slot: Locator, teacher: string, subject: { chip: string } | { typed: string }) {
  await slot.tap()
  await expect(dialog(page).getByRole('heading', { name: 'Add lesson' })).toBeVisible()
  await dialog(page).getByLabel('Teacher').selectOption({ label: teacher })
  if ('chip' in subject) await dialog(page).getByRole('group', { name: `Subjects of ${teacher}` }).getByRole('button', { name: subject.chip }).tap()
  else await dialog(page).getByRole('textbox', { name: 'Subject' }).fill(subject.typed)
  await dialog(page).getByRole('button', { name: 'Save' }).tap()
}

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the headmaster sets the bell schedule, adds, changes and deletes lessons, and sees a double-booked teacher refused', async ({ page, emptySchool }) => {
    const { teachers } = await setUpSchool(page, emptySchool)
    expect(Object.keys(teachers)).toHaveLength(2)

    await test.step('an empty week asks for the bell schedule first', async () => {
      await page.goto('/timetable')
      await expect(page.getByRole('heading', { level: 1, name: 'Timetable' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'First, set the bell schedule' })).toBeVisible()
      await expect(lessons(page)).toHaveCount(0)
      await bellSchedule(page).getByRole('tab', { name: 'Monday' }).tap()
      await expect(bellSchedule(page).getByText('No periods on Monday yet.')).toBeVisible()
    })

    await test.step('Monday gets two periods; a period that ends before it starts is refused under its field', async () => {
      const add = bellSchedule(page).getByRole('button', { name: 'Add a period' })
      await add.tap()
      await add.tap()
      await period(page, 1).getByLabel('Starts').fill('07:00')
      await period(page, 1).getByLabel('Ends').fill('07:40')
      await period(page, 2).getByLabel('Starts').fill('07:40')
      await period(page, 2).getByLabel('Ends').fill('07:30')
      await bellSchedule(page).getByRole('button', { name: 'Save bell schedule' }).tap()
      await expect(period(page, 2).getByLabel('Ends')).toHaveAccessibleDescription('A period must end after it starts')
      await period(page, 2).getByLabel('Ends').fill('08:20')
    })

    await test.step('Monday is copied to every school day and saved', async () => {
      await bellSchedule(page).getByRole('button', { name: 'Copy Monday to every day' }).tap()
      await expect(bellSchedule(page).getByRole('status')).toHaveText('Monday’s periods are on every school day now. Save to keep them.')
      await bellSchedule(page).getByRole('tab', { name: 'Friday' }).tap()
      await expect(period(page, 2).getByLabel('Ends')).toHaveValue('08:20')
      await bellSchedule(page).getByRole('button', { name: 'Save bell schedule' }).tap()
      await expect(page.getByText('Bell schedule saved')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'First, set the bell schedule' })).toHaveCount(0)
      await expectNoHorizontalScroll(page, 390)
    })

    const week = lessons(page)
    await test.step('a lesson for 7A: the teacher’s subjects are offered', async () => {
      await week.getByLabel('Class').selectOption({ label: '7A' })
      await expect(page).toHaveURL(/class=/)
      await week.getByRole('tab', { name: 'Monday' }).tap()
      await addLesson(page, emptySlot(week, 'Monday', 1), GRACE.name, { chip: 'Physics' })
      await expect(page.getByText('Lesson added')).toBeVisible()
      await expect(lessonSlot(week, 'Physics')).toHaveAccessibleName(`Physics, ${GRACE.name}, Monday period 1: change`)
    })

    await test.step('the same teacher in the same period for 7B is refused on the Teacher field; another teacher is taken', async () => {
      await week.getByLabel('Class').selectOption({ label: '7B' })
      await week.getByRole('tab', { name: 'Monday' }).tap()
      await addLesson(page, emptySlot(week, 'Monday', 1), GRACE.name, { typed: 'Mathematics' })
      await expect(dialog(page).getByLabel('Teacher')).toHaveAccessibleDescription('This teacher already teaches in this period')
      await dialog(page).getByLabel('Teacher').selectOption({ label: KI_HAJAR.name })
      await dialog(page).getByRole('group', { name: `Subjects of ${KI_HAJAR.name}` }).getByRole('button', { name: 'Bahasa Indonesia' }).tap()
      await expect(dialog(page).getByRole('textbox', { name: 'Subject' })).toHaveValue('Bahasa Indonesia')
      await dialog(page).getByRole('button', { name: 'Save' }).tap()
      // The first lesson's toast may still be showing: the second is the last.
      await expect(page.getByText('Lesson added').last()).toBeVisible()
      await expect(dialog(page)).toHaveCount(0)
      await expect(lessonSlot(week, 'Bahasa Indonesia')).toBeVisible()
    })

    await test.step('the lesson moves to period 2 with a typed subject', async () => {
      await lessonSlot(week, 'Bahasa Indonesia').tap()
      await expect(dialog(page).getByRole('heading', { name: 'Change lesson' })).toBeVisible()
      await dialog(page).getByRole('textbox', { name: 'Subject' }).fill('Javanese')
      await dialog(page).getByLabel('Period').selectOption({ label: 'Period 2 (07:40–08:20)' })
      await dialog(page).getByRole('button', { name: 'Save' }).tap()
      await expect(page.getByText('Lesson changed')).toBeVisible()
      await expect(lessonSlot(week, 'Javanese')).toHaveAccessibleName(`Javanese, ${KI_HAJAR.name}, Monday period 2: change`)
      await expect(emptySlot(week, 'Monday', 1)).toBeVisible()
      await expectNoHorizontalScroll(page, 390)
    })

    await test.step('no accessibility violations, light and dark, on the week and its dialog', async () => {
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme, { signedIn: true })
        await expectNoViolations(page, `timetable at 390px, ${theme}`)
        await lessonSlot(week, 'Javanese').tap()
        await expect(dialog(page)).toBeVisible()
        await expectNoViolations(page, `change lesson dialog at 390px, ${theme}`)
        await dialog(page).getByRole('button', { name: 'Cancel' }).tap()
        await expect(dialog(page)).toHaveCount(0)
      }
    })

    await test.step('the lesson is deleted after a confirmation', async () => {
      await lessonSlot(week, 'Javanese').tap()
      await dialog(page).getByRole('button', { name: 'Delete lesson' }).tap()
      await expect(confirmation(page).getByRole('heading', { name: 'Delete Javanese on Monday, period 2?' })).toBeVisible()
      await confirmation(page).getByRole('button', { name: 'Delete lesson' }).tap()
      await expect(page.getByText('Lesson deleted')).toBeVisible()
      await expect(lessonSlot(week, 'Javanese')).toHaveCount(0)
      await expect(emptySlot(week, 'Monday', 2)).toBeVisible()
    })

    await test.step('a teacher’s week lists their lessons with their classes', async () => {
      await week.getByLabel('Class').selectOption({ label: 'Every class' })
      await week.getByLabel('Teacher').selectOption({ label: GRACE.name })
      await week.getByRole('tab', { name: 'Monday' }).tap()
      await expect(lessonSlot(week, 'Physics')).toHaveAccessibleName('Physics, 7A, Monday period 1: change')
    })

    await test.step('a period a lesson takes cannot leave the bell schedule', async () => {
      await bellSchedule(page).getByRole('tab', { name: 'Monday' }).tap()
      await bellSchedule(page).getByRole('button', { name: 'Remove period 1' }).tap()
      await expect(period(page, 1)).toHaveCount(0)
      await bellSchedule(page).getByRole('button', { name: 'Save bell schedule' }).tap()
      await expect(bellSchedule(page).getByRole('alert')).toHaveText(/A lesson is in period 1 on Monday, which this schedule leaves out/)
      await expect(page.getByText('Bell schedule saved')).toHaveCount(0)
    })
  })
})

test('on a laptop, the week is a grid of weekdays and periods', async ({ page, emptySchool }) => {
  const { classes, teachers } = await setUpSchool(page, emptySchool)
  const request = page.context().request
  const periods = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, number: 1, startsAt: '07:00', endsAt: '07:40' },
    { weekday, number: 2, startsAt: '07:40', endsAt: '08:20' },
  ])
  await ok(await request.put('/api/timetable/periods', { data: { periods } }), 'bell schedule')
  await ok(
    await request.post('/api/timetable/lessons', { data: { classId: classes['7A'], teacherId: teachers[GRACE.name], subject: 'Physics', weekday: 3, period: 2 } }),
    'lesson',
  )
  await page.goto(`/timetable?class=${classes['7A']}`)
  const grid = lessons(page).getByRole('table', { name: 'Week of 7A' })
  await expect(grid.getByRole('columnheader')).toHaveText(['Period', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
  await expect(lessonSlot(grid, 'Physics')).toHaveAccessibleName(`Physics, ${GRACE.name}, Wednesday period 2: change`)

  // The class already has a lesson then: refused on the Period field.
  await emptySlot(grid, 'Friday', 1).click()
  await dialog(page).getByLabel('Teacher').selectOption({ label: KI_HAJAR.name })
  await dialog(page).getByRole('textbox', { name: 'Subject' }).fill('Art')
  await dialog(page).getByLabel('Day').selectOption({ label: 'Wednesday' })
  await dialog(page).getByLabel('Period').selectOption({ label: 'Period 2 (07:40–08:20)' })
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(dialog(page).getByLabel('Period')).toHaveAccessibleDescription('This class already has a lesson in this period')
  await dialog(page).getByLabel('Day').selectOption({ label: 'Friday' })
  await dialog(page).getByLabel('Period').selectOption({ label: 'Period 1 (07:00–07:40)' })
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(lessonSlot(grid, 'Art')).toHaveAccessibleName(`Art, ${KI_HAJAR.name}, Friday period 1: change`)

  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme, { signedIn: true })
    await expectNoViolations(page, `timetable at 1280px, ${theme}`)
  }
})
