import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { LinkCodeResponse } from '../src/shared/contracts/families'
import type { CreateStudentResponse } from '../src/shared/contracts/students'
import type { CreateTeacherResponse } from '../src/shared/contracts/teachers'
import type { Lesson } from '../src/shared/contracts/timetable'
import { isoWeekdayOf } from './support/clock'
import { expectNoHorizontalScroll } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { expect, test, type EmptySchool } from './support/empty-school'
import { setTheme } from './support/session'

/*
 * What the lesson registers tell (ADR 052), in a school of its own (support/empty-school.ts): a class of two
 * with two lessons on the school's today, Physics' register taken (one present, one late) and Maths' not; then
 * the headmaster's Lessons tab (Maths under registers not taken), the student's own page and the parent's child
 * page show Physics' rate. Each screen at 390 px and 1280 px, light and dark,
 * passes axe, and is kept with the run's results.
 */

async function ok<T = unknown>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = await response.text()
  expect(response.status(), `${what}: ${body}`).toBeLessThan(300)
  return (body ? JSON.parse(body) : null) as T
}

async function setUpSchool(page: Page, school: EmptySchool) {
  const request = page.context().request
  await ok(await request.post('/api/auth/login', { data: { kind: 'staff', identifier: school.headmaster.email, password: school.headmaster.password } }), 'sign-in')
  const { today } = await ok<{ today: string }>(await request.get('/api/school/settings'), 'settings')
  const weekday = isoWeekdayOf(today)
  // Both periods are over at the suite's 01:00 (the school is in UTC): Maths, whose register nobody takes, is due.
  const periods = [{ weekday, number: 1, startsAt: '00:05', endsAt: '00:30' }, { weekday, number: 2, startsAt: '00:30', endsAt: '00:55' }]
  await ok(await request.put('/api/timetable/periods', { data: { periods } }), 'bells')
  const { departments } = await ok<{ departments: { id: string }[] }>(await request.get('/api/departments'), 'departments')
  const departmentId = departments[0]!.id
  const { teacher } = await ok<CreateTeacherResponse>(await request.post('/api/teachers', {
    data: { name: 'Grace Hopper', email: 'grace@school.org', departmentId, subjects: ['Physics', 'Maths'], isHomeroom: false, password: 'lesson-teacher' },
  }), 'teacher')
  const klass = await ok<{ id: string }>(await request.post('/api/classes', { data: { name: '7A', departmentId, teacherId: teacher.id } }), 'class')
  const students: string[] = []
  for (const [name, parentNumber] of [['Ani Lestari', '55501'], ['Budi Santoso', '55502']]) {
    const made = await ok<CreateStudentResponse>(await request.post('/api/students', {
      data: { name, parentNumber, classId: klass.id, level: 'Junior', departmentId, password: 'lesson-student' },
    }), 'student')
    students.push(made.student.id)
  }
  const lesson = await ok<Lesson>(await request.post('/api/timetable/lessons', { data: { classId: klass.id, subject: 'Physics', teacherId: teacher.id, weekday, period: 1 } }), 'lesson')
  await ok(await request.post('/api/timetable/lessons', { data: { classId: klass.id, subject: 'Maths', teacherId: teacher.id, weekday, period: 2 } }), 'lesson')
  await ok(await request.put(`/api/lessons/${lesson.id}/register`, {
    data: { date: today, marks: [{ studentId: students[0], status: 'present' }, { studentId: students[1], status: 'late' }] },
  }), 'register')
  const { code } = await ok<LinkCodeResponse>(await request.post(`/api/students/${students[0]}/link-codes`), 'link code')
  return { classId: klass.id, code }
}

/** The page, and the part this journey is about on its own (the phone's bottom bar covers part of a full page). */
async function shoot(page: Page, name: string, width: number, part: string) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme, { signedIn: true })
    await expectNoHorizontalScroll(page, width)
    await expectNoViolations(page, `${name} at ${width}px, ${theme}`)
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${theme}.png`), fullPage: true })
    await page.locator(part).first().screenshot({ path: test.info().outputPath(`${name}-${width}-${theme}-part.png`) })
  }
  await setTheme(page, 'light', { signedIn: true })
}

async function signedInAs(browser: Browser, baseURL: string, login: (request: APIRequestContext) => Promise<void>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  await login(context.request)
  return context.newPage()
}

test('the headmaster reads a class’s lessons by subject; the student and the parent see the same rate', async ({ page, browser, emptySchool }) => {
  test.setTimeout(180_000)
  const { classId, code } = await setUpSchool(page, emptySchool)

  await test.step('the Lessons tab: the class’s Physics, one lesson, present and late, 100%', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/reports/lessons')
    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Lessons' }).waitFor()
    await page.getByLabel('Class').selectOption(classId)
    const row = page.locator('[data-subject="Physics"]')
    await expect(row.locator('[data-rate]')).toHaveText('100%')
    await expect(row.locator('td').first()).toHaveText('1')
    const notTaken = page.locator('[data-not-taken]')
    await expect(notTaken.getByRole('heading', { name: 'Registers not taken' })).toBeVisible()
    await expect(notTaken.getByRole('region', { name: 'Grace Hopper' })).toContainText('7A · Maths')
    await expect(notTaken).not.toContainText('Physics')
    await shoot(page, 'lessons-tab', 390, 'main')
    await shoot(page, 'lessons-tab', 1280, 'main')
  })

  await test.step('the student’s own page shows their Physics', async () => {
    const student = await signedInAs(browser, emptySchool.baseURL, async (request) => {
      await ok(await request.post('/api/auth/login', { data: { kind: 'student', identifier: '55501', password: 'lesson-student' } }), 'student sign-in')
    })
    await student.goto('/my-attendance')
    await expect(student.locator('[data-student-lessons] [data-subject="Physics"] [data-rate]')).toHaveText('100%')
    await shoot(student, 'own-lessons', 390, '[data-student-lessons]')
    await student.context().close()
  })

  await test.step('the parent’s child page shows the child’s Physics', async () => {
    const parent = await signedInAs(browser, emptySchool.baseURL, async (request) => {
      await ok(await request.post('/api/families/register', {
        data: { code, name: 'Sari Lestari', email: 'sari@example.org', password: 'a long password', confirmPassword: 'a long password' },
      }), 'parent registers')
    })
    await parent.goto('/')
    await expect(parent.locator('[data-child-lessons] [data-subject="Physics"] [data-rate]')).toHaveText('100%')
    await shoot(parent, 'child-lessons', 390, '[data-child-lessons]')
    await shoot(parent, 'child-lessons', 1280, '[data-child-lessons]')
    await parent.context().close()
  })
})
