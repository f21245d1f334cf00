import { expect, type Page } from '@playwright/test'
import type { ClassListResponse } from '../../src/shared/contracts/classes'
import type { LessonsTodayResponse } from '../../src/shared/contracts/registers'
import type { Role } from '../../src/shared/roles'

/**
 * Every screen the axe walk (e2e/axe-walk-phone.spec.ts and axe-walk-laptop.spec.ts, e2e/support/axe-walk.ts) checks: a page, or a dialog, menu or toast opened on
 * it, for the roles listed. A new screen is covered by adding one entry. `open` runs on the page after
 * `path` loads and leaves on screen what is to be checked; `tr` gives a text in the language the walk
 * is in (src/shared/i18n), so the same steps work in English and Indonesian.
 */
export type Viewer = Role | 'signed_out'

export interface WalkContext {
  page: Page
  tr: (key: string, values?: Record<string, string | number>) => string
  /** A phone (390px) or a laptop (1366px). */
  phone: boolean
  /** A recent school day with records (the dashboard and roll call show every look a row can have). */
  schoolDay: string
  /** The class the roll call opens. */
  classId: string
  /** A student the history page shows. */
  studentId: string
  /** The language the screens are shown in. */
  language: 'en' | 'id'
}

export interface Screen {
  name: string
  who: readonly Viewer[]
  path: (c: WalkContext) => string
  /** Waits until the page is ready and opens what this entry is about; without it, the page's heading is awaited. */
  open?: (c: WalkContext) => Promise<void>
  /**
   * Where to look, when the page behind was checked by its own entry: an open dialog (the page behind is
   * inert and hidden from screen readers), the toaster; or, in one language, the parts that language changes.
   */
  scope?: string | ((c: WalkContext) => string | undefined)
  /** Only at this width (the phone's More menu). */
  only?: 'phone' | 'laptop'
}

const DIALOG = '[role=dialog], [role=alertdialog]'

const STAFF = ['headmaster', 'homeroom_teacher', 'subject_teacher'] as const
const EVERYONE = [...STAFF, 'student', 'parent'] as const
const MANAGERS = ['headmaster', 'homeroom_teacher'] as const

/** A button's name may go on after its label: a hint (Settings' rows), the student it is for (hidden text). */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
const heading = (c: WalkContext) => expect(c.page.locator('main h1, h1').first()).toBeVisible()
const dialogOpen = (c: WalkContext) => expect(c.page.getByRole('dialog').or(c.page.getByRole('alertdialog')).first()).toBeVisible()
const press = async (c: WalkContext, name: string) => {
  await heading(c)
  await c.page.getByRole('button', { name: startsWith(name) }).first().click()
  await dialogOpen(c)
}
/** Student Management's More: the less frequent actions (Export, Import, Import photos, …) are under it. */
const openMore = async (c: WalkContext) => {
  await heading(c)
  const more = c.page.getByRole('main').getByRole('button', { name: c.tr('manage.more'), exact: true })
  await more.click()
  await expect(more).toHaveAttribute('aria-expanded', 'true')
}
const pressInMore = async (c: WalkContext, name: string) => {
  await openMore(c)
  await press(c, name)
}
/** The first row's button of that name in a list or table (Family, Approve…). */
const pressFirst = async (c: WalkContext, name: string) => {
  const button = c.page.getByRole('button', { name: startsWith(name) }).first()
  await expect(button).toBeVisible({ timeout: 15_000 })
  await button.click()
  await dialogOpen(c)
}
const rows = (c: WalkContext) => expect(c.page.locator('tbody tr, [role=listitem]').first()).toBeVisible({ timeout: 15_000 })

export const SCREENS: readonly Screen[] = [
  // Signed out.
  { name: 'sign-in', who: ['signed_out'], path: () => '/', open: (c) => expect(c.page.getByRole('region', { name: c.tr('auth.demoTitle') })).toBeVisible() },
  {
    name: 'sign-in with errors',
    who: ['signed_out'],
    path: () => '/',
    open: async (c) => {
      await c.page.getByRole('button', { name: c.tr('auth.signIn'), exact: true }).click()
      await expect(c.page.getByText(c.tr('validation.required')).first()).toBeVisible()
    },
  },
  {
    name: 'sign-in, student tab',
    who: ['signed_out'],
    path: () => '/',
    open: async (c) => {
      await c.page.getByRole('tab', { name: c.tr('auth.studentTab') }).click()
      await expect(c.page.getByLabel(c.tr('auth.parentNumber'))).toBeVisible()
    },
  },
  {
    name: 'sign-in, parent tab',
    who: ['signed_out'],
    path: () => '/',
    open: async (c) => {
      await c.page.getByRole('tab', { name: c.tr('familySignIn.tab') }).click()
      await expect(c.page.getByRole('link', { name: c.tr('familySignIn.register') }).or(c.page.getByRole('button', { name: c.tr('familySignIn.register') }))).toBeVisible()
    },
  },
  {
    name: 'forgot password',
    who: ['signed_out'],
    path: () => '/',
    open: async (c) => {
      await c.page.locator('summary', { hasText: c.tr('forgotPassword.link') }).click()
      await expect(c.page.getByText(c.tr('forgotPassword.staff'))).toBeVisible()
    },
  },
  { name: 'register as a parent', who: ['signed_out'], path: () => '/register', open: heading },
  // The district's sign-in (ADR 035); its signed-in screens are walked in e2e/district.spec.ts, with a district user of their own.
  { name: 'district sign-in', who: ['signed_out'], path: () => '/district', open: (c) => expect(c.page.getByRole('heading', { name: c.tr('district.signInTitle') })).toBeVisible() },

  // Every role.
  { name: 'home', who: EVERYONE, path: () => '/', open: heading },
  { name: 'settings', who: EVERYONE, path: () => '/settings', open: heading },
  { scope: DIALOG, name: 'change password dialog', who: EVERYONE, path: () => '/settings', open: (c) => press(c, c.tr('settings.changePassword')) },
  {
    name: 'toast after a save',
    scope: '[data-sonner-toaster]',
    who: ['headmaster', 'parent'],
    path: () => '/settings',
    open: async (c) => {
      await press(c, c.tr('settings.editProfile'))
      await c.page.getByRole('dialog').getByRole('button', { name: c.tr('common.save') }).click()
      const toast = c.page.getByText(c.tr('settings.profileUpdated'))
      await expect(toast).toBeVisible()
      await expect(c.page.getByRole('dialog')).toBeHidden()
      // Announced: the toaster is a live region.
      await expect(c.page.locator('[aria-live]').filter({ has: toast })).toHaveCount(1)
      // A toast stays while the pointer is on it (sonner), long enough for both scans.
      await toast.hover()
    },
  },
  { name: 'page not found', who: [...EVERYONE], path: () => '/no-such-page', open: heading },
  {
    name: 'More menu',
    who: ['headmaster'],
    only: 'phone',
    path: () => '/dashboard',
    open: async (c) => {
      await c.page.getByRole('navigation', { name: c.tr('shell.mainNavigation') }).getByRole('button', { name: c.tr('navExtra.more') }).click()
      await expect(c.page.getByRole('navigation', { name: c.tr('shell.mainNavigation') }).getByRole('link', { name: c.tr('nav.settings') })).toBeVisible()
    },
  },

  // Staff.
  { name: 'dashboard', who: STAFF, path: (c) => `/dashboard?date=${c.schoolDay}`, open: rows },
  {
    name: 'record attendance dialog',
    scope: DIALOG,
    who: MANAGERS,
    path: (c) => `/dashboard?date=${c.schoolDay}`,
    open: async (c) => {
      await rows(c)
      await pressFirst(c, c.tr('attendance.takeAttendance'))
    },
  },
  { name: 'scan', who: STAFF, path: () => '/scan', open: heading },
  {
    name: 'scan with a typed-code result',
    who: STAFF,
    path: () => '/scan',
    open: async (c) => {
      const field = c.page.getByLabel(c.tr('scan.code'), { exact: true })
      await field.fill('garbage')
      await field.press('Enter')
      await expect(c.page.locator('[data-result]')).toHaveAttribute('data-tone', 'red')
      // Announced: the result is in a live region.
      await expect(c.page.getByRole('status').locator('[data-result]')).toBeVisible()
    },
  },
  { name: 'roll call class picker', who: STAFF, path: () => '/roll-call', open: heading },
  {
    name: 'roll call',
    who: STAFF,
    path: (c) => `/roll-call?classId=${c.classId}&date=${c.schoolDay}`,
    open: async (c) => {
      const list = c.page.getByRole('list', { name: c.tr('rollCall.title') }).getByRole('listitem')
      await expect(list.first()).toBeVisible({ timeout: 15_000 })
      // With every look a row can have: pressed, unsaved, not recorded.
      await list.first().getByRole('button', { name: c.tr('status.late') }).click()
    },
  },
  {
    name: 'lesson register',
    who: ['subject_teacher'],
    path: () => '/',
    open: async (c) => {
      // From the home page's lessons of the day (the suite's today is a school day), a lesson of a class with students.
      await expect(c.page.locator('a[data-lesson]').first()).toBeVisible({ timeout: 15_000 })
      const { lessons } = (await (await c.page.request.get('/api/lessons/today')).json()) as LessonsTodayResponse
      const { classes } = (await (await c.page.request.get('/api/classes')).json()) as ClassListResponse
      const taught = lessons.find((l) => !l.cancelled && classes.some((k) => k.id === l.classId && k.studentCount > 0))
      await c.page.locator(`a[data-lesson="${taught!.lessonId}"]`).click()
      const list = c.page.getByRole('list', { name: c.tr('lessonRegister.page.listLabel') }).getByRole('listitem')
      await expect(list.first()).toBeVisible({ timeout: 15_000 })
      // With every look a row can have: pressed, unsaved, a note's field.
      await list.first().getByRole('button', { name: c.tr('lessonRegister.mark.absent') }).click()
    },
  },
  { name: 'students', who: MANAGERS, path: () => '/students', open: (c) => expect(c.page.getByRole('button', { name: c.tr('families.staff.button') }).first()).toBeVisible() },
  { scope: DIALOG, name: 'add student dialog', who: MANAGERS, path: () => '/students', open: (c) => press(c, c.tr('studentManagement.addStudent')) },
  { name: 'students, More open', who: ['headmaster'], path: () => '/students', open: openMore },
  { scope: DIALOG, name: 'import students dialog', who: ['headmaster'], path: () => '/students', open: (c) => pressInMore(c, c.tr('import.students.button')) },
  { scope: DIALOG, name: 'import photos dialog', who: ['headmaster'], path: () => '/students', open: (c) => pressInMore(c, c.tr('studentPhotos.import.button')) },
  { scope: DIALOG, name: 'family and link code dialog', who: ['headmaster'], path: () => '/students', open: (c) => pressFirst(c, c.tr('families.staff.button')) },
  { name: 'reports: day', who: MANAGERS, path: () => '/reports', open: heading },
  { name: 'reports: range', who: MANAGERS, path: () => '/reports/range', open: heading },
  { name: 'reports: warnings', who: MANAGERS, path: () => '/reports/warnings', open: heading },
  { name: 'student history', who: MANAGERS, path: (c) => `/reports/students/${c.studentId}`, open: heading },
  { name: 'requests', who: MANAGERS, path: () => '/requests', open: heading },
  { scope: DIALOG, name: 'approve request dialog', who: ['headmaster'], path: () => '/requests', open: (c) => pressFirst(c, c.tr('requests.approve')) },
  { name: 'classes', who: ['headmaster'], path: () => '/classes', open: heading },
  { scope: DIALOG, name: 'add class dialog', who: ['headmaster'], path: () => '/classes', open: (c) => press(c, c.tr('classManagement.addClass')) },
  { name: 'teachers', who: ['headmaster'], path: () => '/teachers', open: heading },
  { scope: DIALOG, name: 'add teacher dialog', who: ['headmaster'], path: () => '/teachers', open: (c) => press(c, c.tr('teacherManagement.addTeacher')) },
  { scope: DIALOG, name: 'import teachers dialog', who: ['headmaster'], path: () => '/teachers', open: (c) => press(c, c.tr('import.teachers.button')) },
  { name: 'departments', who: ['headmaster'], path: () => '/departments', open: heading },
  { scope: DIALOG, name: 'add department dialog', who: ['headmaster'], path: () => '/departments', open: (c) => press(c, c.tr('departments.add')) },
  { name: 'timetable', who: ['headmaster'], path: () => '/timetable', open: heading },
  { name: 'notices', who: ['headmaster'], path: () => '/notices', open: heading },
  {
    name: 'API reference',
    who: ['headmaster'],
    path: () => '/api-reference',
    // The operations' own texts are the API document's, in English whatever the reader's language (the page's
    // doc): in Indonesian the page's own words are checked (its header, a group's heading, an opened operation),
    // not the same hundred operations again, which took a quarter of the headmaster's walk.
    scope: (c) => (c.language === 'en' ? undefined : 'main header, main section:first-of-type > h2, main section:first-of-type > p, [data-testid="operation-get-attendance-day"]'),
    open: (c) => c.page.getByTestId('operation-get-attendance-day').locator('summary').click() },
  { name: 'sign-in sheet', who: ['headmaster'], path: () => '/sign-in-sheet', open: heading },
  { name: 'student cards', who: ['headmaster'], path: () => '/student-cards', open: heading },

  // Students and parents.
  {
    name: 'student profile with a QR code',
    who: ['student'],
    path: () => '/',
    open: async (c) => {
      await c.page.getByRole('button', { name: c.tr('qr.generate') }).click()
      await expect(c.page.getByRole('img', { name: c.tr('qr.imageLabel') })).toBeVisible()
    },
  },
  { name: 'own attendance', who: ['student'], path: () => '/my-attendance', open: heading },
  { name: 'requests', who: ['student', 'parent'], path: () => '/requests', open: heading },
  { scope: DIALOG, name: 'request an absence dialog', who: ['student', 'parent'], path: () => '/requests', open: (c) => press(c, c.tr('requests.request')) },
  { scope: DIALOG, name: 'add child dialog', who: ['parent'], path: () => '/', open: (c) => press(c, c.tr('families.addChild.button')) },
]
