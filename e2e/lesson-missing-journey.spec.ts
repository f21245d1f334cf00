import { expect, request as requests, test, type APIRequestContext } from '@playwright/test'
import type { ClassSummary } from '../src/shared/contracts/classes'
import type { NoticesResponse } from '../src/shared/contracts/notices'
import type { LessonOfDay } from '../src/shared/contracts/registers'
import type { SchoolSettingsResponse } from '../src/shared/contracts/school-settings'
import type { TeacherSummary } from '../src/shared/contracts/teachers'
import { allClasses, expectNoHorizontalScroll, signIn } from './support/attendance'
import { mailbox, mailTo, signInAsStaff } from './support/families'
import { uniqueSuffix } from './support/management'
import { gateOpenAllDay } from './support/qr'
import { arriveAtGate, lessonsToday } from './support/registers'
import { demoAccounts } from './support/session'

/*
 * A pupil who slips out after the gate is noticed (ADR 052), the whole way on a 390px phone: the demo subject
 * teacher opens one of today's lessons, sees who came through the gate, marks one such pupil absent and saves;
 * the pupil's homeroom teacher sees "Missing from lesson" with the lesson and its time; the pupil's parent, with
 * the school's switch on, gets one email through the suite's SMTP server (support/mailbox-server.ts).
 * The register is one no other journey takes: the subject teacher's third lesson of the day or later
 * (registers.spec.ts takes the first two), in a class with a homeroom teacher.
 */

gateOpenAllDay()
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`

/** A lesson of the subject teacher's today, after their first two, in a class of a few students with a homeroom teacher. */
async function lessonWithHomeroom(request: APIRequestContext): Promise<{ date: string; lesson: LessonOfDay; klass: ClassSummary }> {
  const today = await lessonsToday(request)
  expect(today.isSchoolDay, 'the suite’s today is a school day').toBe(true)
  const classes = new Map((await allClasses(request)).map((c) => [c.id, c]))
  const open = today.lessons.filter((l) => !l.cancelled && (classes.get(l.classId)?.studentCount ?? 0) >= 2)
  const found = open.slice(2).find((l) => classes.get(l.classId)?.homeroomTeacherId)
  expect(found, 'a third lesson or later, in a class with a homeroom teacher').toBeDefined()
  return { date: today.date, lesson: found!, klass: classes.get(found!.classId)! }
}

/** The school's switch for telling families, as the headmaster sets it; returns what it was. */
async function setLessonNotices(headmaster: APIRequestContext, on: boolean): Promise<boolean> {
  const { settings } = (await (await headmaster.get('/api/school/settings')).json()) as SchoolSettingsResponse
  const { schoolWeek: _, ...rest } = settings
  const saved = await headmaster.put('/api/school/settings', { data: { ...rest, notifyLessonMissing: on } })
  expect(saved.status(), await saved.text()).toBe(200)
  return settings.notifyLessonMissing
}

test('a pupil marked absent in a lesson after the gate: the homeroom teacher sees it, the parent gets one email', async ({ page }) => {
  const headmaster = await requests.newContext({ baseURL: BASE_URL })
  const subjectTeacher = await requests.newContext({ baseURL: BASE_URL })
  const parent = await requests.newContext({ baseURL: BASE_URL })
  const { accounts, password } = await demoAccounts(headmaster)
  for (const [context, role] of [[headmaster, 'headmaster'], [subjectTeacher, 'subject_teacher']] as const) {
    const account = accounts.find((a) => a.role === role)!
    expect((await context.post('/api/auth/login', { data: { kind: account.kind, identifier: account.identifier, password } })).status()).toBe(200)
  }
  const wasOn = await setLessonNotices(headmaster, true)
  try {
    await signIn(page, 'subject_teacher')
    const { date, lesson, klass } = await lessonWithHomeroom(page.request)
    const pupil = await arriveAtGate(page.request, lesson.classId)

    // The pupil's parent: registered with a link code the school gave, messages at any hour (no quiet hours).
    const email = `lesson.${uniqueSuffix().toLowerCase()}@example.org`
    const { code } = (await (await headmaster.post(`/api/students/${pupil.id}/link-codes`)).json()) as { code: string }
    const registered = await parent.post('/api/families/register', {
      data: { code, name: `Parent ${uniqueSuffix()}`, email, password: 'a long family password', confirmPassword: 'a long family password' },
    })
    expect(registered.status(), await registered.text()).toBe(201)
    expect((await parent.put('/api/account/notice-settings', { data: { quietHours: null, language: null } })).status()).toBe(200)

    await test.step('the subject teacher opens the lesson from today’s lessons and sees the pupil came through the gate', async () => {
      await page.goto('/')
      await page.getByRole('region', { name: 'Today’s lessons' }).locator(`a[data-lesson="${lesson.lessonId}"]`).tap()
      await expect(page.getByRole('heading', { level: 1, name: `${lesson.className} · ${lesson.subject}` })).toBeVisible()
      const row = page.getByRole('list', { name: 'Register' }).getByRole('listitem').filter({ hasText: pupil.name })
      await expect(row.getByText(/^Came through the gate at \d\d:\d\d$/)).toBeVisible()
      await row.getByRole('button', { name: 'Absent' }).tap()
      await expect(row).toHaveAttribute('data-mark', 'absent')
      const rest = page.getByRole('button', { name: 'Mark the rest present' })
      if (await rest.isEnabled()) await rest.tap()
      const saved = page.waitForResponse((r) => r.url().includes(`/api/lessons/${lesson.lessonId}/register`) && r.request().method() === 'PUT')
      await page.getByRole('button', { name: 'Save register' }).tap()
      expect((await saved).status()).toBe(200)
      await expect(page.getByText('Register saved')).toBeVisible()
      await expectNoHorizontalScroll(page, 390)
    })

    await test.step('the class’s homeroom teacher sees “Missing from lesson” with the lesson and its time', async () => {
      const teacher = (await (await headmaster.get(`/api/teachers/${klass.homeroomTeacherId}`)).json()) as TeacherSummary
      await signInAsStaff(page, teacher.email, password, '/')
      const card = page.getByRole('region', { name: 'Missing from lesson' })
      await expect(card).toBeVisible()
      const line = card.getByRole('listitem').filter({ hasText: pupil.name })
      await expect(line).toContainText(`${lesson.subject}, period ${lesson.period}`)
      await expect(line).toContainText(`${lesson.startsAt}–${lesson.endsAt}`)
      await expectNoHorizontalScroll(page, 390)
      await page.screenshot({ path: test.info().outputPath('homeroom-missing-from-lesson.png'), fullPage: true })
    })

    await test.step('the parent gets one email, through the SMTP server, naming the lesson', async () => {
      const mail = await mailTo(page.request, email, `${pupil.name} was not in ${lesson.subject}`)
      expect(mail.body).toContain(`period ${lesson.period}, ${lesson.startsAt}–${lesson.endsAt}`)
      // Saved again by the teacher (a note added to the mark), the register tells no one twice.
      const corrected = await subjectTeacher.put(`/api/lessons/${lesson.lessonId}/register`, {
        data: { date, marks: [{ studentId: pupil.id, status: 'absent', note: 'Not back after the break' }] },
      })
      expect(corrected.status(), await corrected.text()).toBe(200)
      const notices = (await (await headmaster.get(`/api/notices?date=${date}`)).json()) as NoticesResponse
      // One message to each adult linked to the pupil (the demo may have linked another, held in their quiet hours).
      const told = notices.notices.filter((n) => n.subject.startsWith(`${pupil.name} was not in ${lesson.subject}`))
      expect(told.filter((n) => n.address === email)).toHaveLength(1)
      expect(new Set(told.map((n) => n.recipientId)).size).toBe(told.length)
      expect((await mailbox(page.request)).filter((m) => m.to.includes(email))).toHaveLength(1)
    })
  } finally {
    await setLessonNotices(headmaster, wasOn)
    await parent.dispose()
    await subjectTeacher.dispose()
    await headmaster.dispose()
  }
})
