import { expect, test, type Page } from '@playwright/test'
import { allClasses, daySheet, dashboardRow, expectStatus, latestSchoolDay, previousSchoolDay, signIn } from './support/attendance'
import { expectFocusInDialog, expectFocusVisible, tabTo } from './support/keyboard'
import { issueCode, gateOpenAllDay, scanResult, studentSignIn, studentsWithoutRecordToday } from './support/qr'
import { bottomNav, demoAccount, expectTheme } from './support/session'

/*
 * Every journey by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows and typing; no click,
 * no fill). At every stop the focused control shows a focus indicator (support/keyboard.ts); a dialog
 * takes focus when it opens and gives it back to the control that opened it when it closes.
 * The journeys and what each asserts: docs/accessibility.md.
 */

// The scan journey records for today, which must be a school day whatever the date the suite runs on.
const school = gateOpenAllDay()

const press = (page: Page, key: string) => page.keyboard.press(key)

test('sign in with the keyboard alone', async ({ page }) => {
  const account = await demoAccount(page.request, 'homeroom_teacher')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

  // The role tabs: one tab stop, arrows move between them.
  await tabTo(page, page.getByRole('tab', { name: 'Student' }))
  await press(page, 'ArrowRight')
  await expect(page.getByRole('tab', { name: 'Teacher' })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Teacher' })).toHaveAttribute('aria-selected', 'true')
  await expectFocusVisible(page)

  await tabTo(page, page.getByLabel('Email'), { max: 2 })
  await page.keyboard.type(account.identifier)
  await tabTo(page, page.getByLabel('Password', { exact: true }), { max: 1 })
  await page.keyboard.type(account.password)
  await press(page, 'Enter')

  await expect(bottomNav(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeVisible()
  // The first Tab of the signed-in page offers the skip link.
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { max: 1 })
})

test('record a student absent with a note, by keyboard', async ({ page }) => {
  const date = latestSchoolDay()
  await signIn(page, 'homeroom_teacher')
  const { rows } = await daySheet(page.request, { date, status: 'not_recorded' })
  const student = rows.find((row) => !/\d/.test(row.student.name))?.student ?? rows[0]!.student
  await page.goto(`/dashboard?date=${date}&q=${encodeURIComponent(student.name)}`)
  const row = dashboardRow(page, student.id)
  await expect(row).toContainText(student.name)

  const opener = row.getByRole('button', { name: 'Take Attendance' })
  await tabTo(page, opener)
  await press(page, 'Enter')
  const dialog = page.getByRole('dialog', { name: 'Record Manual Attendance' })
  await expectFocusInDialog(dialog)
  await expectFocusVisible(page)

  const status = dialog.getByLabel('Status')
  await tabTo(page, status, { max: 8 })
  // A closed select takes type-ahead: "a" is Absent.
  await page.keyboard.type('a')
  await expect(status).toHaveValue('absent')
  await tabTo(page, dialog.getByLabel('Note'), { max: 6 })
  await page.keyboard.type('Fever, mother called')
  // Focus stays in the dialog however far one tabs.
  await tabTo(page, dialog.getByRole('button', { name: 'Record Attendance' }), { max: 8 })
  await press(page, 'Enter')

  await expect(dialog).toHaveCount(0)
  await expect(page.getByText('Attendance recorded successfully').first()).toBeVisible()
  await expectStatus(row, 'absent', 'red')
  // Back on the button that opened it.
  await expect(opener).toBeFocused()
  await expectFocusVisible(page)

  // Reopened with Space, the note was saved; Escape closes and gives focus back again.
  await press(page, 'Space')
  await expectFocusInDialog(dialog)
  await expect(dialog.getByLabel('Note')).toHaveValue('Fever, mother called')
  await press(page, 'Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('take a roll call and save it, by keyboard', async ({ page }) => {
  await signIn(page, 'homeroom_teacher')
  // The smallest class other journeys leave alone, on a school day before the ones they use with no records yet.
  const klass = (await allClasses(page.request))
    .filter((c) => !['10B', '10C'].includes(c.name) && c.studentCount >= 2)
    .sort((a, b) => a.studentCount - b.studentCount)[0]!
  let date = previousSchoolDay(previousSchoolDay(latestSchoolDay()))
  const free = async (day: string) => {
    const sheet = await daySheet(page.request, { date: day, classId: klass.id })
    return sheet.isSchoolDay && sheet.counts.notRecorded === klass.studentCount
  }
  while (!(await free(date))) date = previousSchoolDay(date)
  await page.goto(`/roll-call?classId=${klass.id}&date=${date}`)
  const rows = page.getByRole('list', { name: 'Roll Call' }).getByRole('listitem')
  await expect(rows).toHaveCount(klass.studentCount)
  // The page comes rendered; its keys work once the browser has taken it over, when its buttons are offered (ADR 038).
  await expect(rows.first().getByRole('button').first()).toBeEnabled()

  // Into the list with Tab; A marks the first absent and moves on to the next.
  await tabTo(page, rows.first(), { max: 60 })
  await press(page, 'a')
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'absent')
  await expect(rows.nth(1)).toBeFocused()
  await expectFocusVisible(page)

  // The rest present with the button for it, then Save.
  await tabTo(page, page.getByRole('button', { name: 'Mark all unmarked present' }), { max: 80, backwards: true })
  await press(page, 'Enter')
  for (let i = 1; i < klass.studentCount; i++) await expect(rows.nth(i)).toHaveAttribute('data-status', 'present')
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await tabTo(page, save, { max: 80 })
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/attendance/roll') && r.request().method() === 'PUT')
  await press(page, 'Enter')
  expect((await saved).status()).toBe(200)
  await expect(page.getByText('Roll call saved')).toBeVisible()
  await expect(page.getByText('No unsaved changes')).toBeVisible()
  // Nothing swallowed focus: it is still on the page, somewhere a Tab continues from.
  await expect(page.locator(':focus')).toHaveCount(1)

  await page.reload()
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'absent')
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'present')
})

test('add a student, by keyboard', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible()
  const parentNumber = String(40_000 + (Date.now() % 50_000))
  const name = `Keyboard Student ${parentNumber}`

  const opener = page.getByRole('button', { name: 'Add Student' })
  await tabTo(page, opener, { max: 40 })
  await press(page, 'Enter')
  const dialog = page.getByRole('dialog', { name: 'Add Student' })
  await expectFocusInDialog(dialog)
  await expect(dialog.getByLabel('Class', { exact: true }).locator('option')).not.toHaveCount(1)
  await expect(dialog.getByLabel('Department').locator('option')).not.toHaveCount(1)

  await tabTo(page, dialog.getByLabel('Name', { exact: true }), { max: 4 })
  await page.keyboard.type(name)
  // Past the optional Student ID and NISN, left empty: the school numbers the student itself (ADR 046).
  await tabTo(page, dialog.getByLabel('Parent Number'), { max: 3 })
  await page.keyboard.type(parentNumber)
  // Closed selects: ArrowDown takes the next option.
  for (const label of ['Class', 'Level', 'Department']) {
    const select = dialog.getByLabel(label, { exact: true })
    await tabTo(page, select, { max: 1 })
    await press(page, 'ArrowDown')
    await expect(select).not.toHaveValue('')
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }), { max: 10 })
  await press(page, 'Enter')

  await expect(page.getByText('Student added successfully')).toBeVisible()
  const shown = page.getByRole('dialog', { name: 'Student password' })
  await expectFocusInDialog(shown)
  await tabTo(page, shown.getByRole('button', { name: 'Done' }), { max: 6 })
  await press(page, 'Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expectFocusVisible(page)
  // Saved: the school has the student.
  const found = await page.request.get(`/api/students?q=${encodeURIComponent(name)}`)
  expect(await found.text()).toContain(parentNumber)
})

test('scan a typed code, by keyboard', async ({ page, browser }) => {
  const [student] = await studentsWithoutRecordToday(school.headmaster(), 1)
  const phoneContext = await browser.newContext()
  try {
    await studentSignIn(phoneContext.request, student!)
    const { shortCode } = await issueCode(phoneContext.request)

    await signIn(page, 'homeroom_teacher', '/scan')
    await expect(page.getByRole('heading', { level: 1, name: 'Scan QR Codes' })).toBeVisible()
    const field = page.getByLabel('Code', { exact: true })
    // At a desk the field has focus from the start, ready for a USB scanner or typing.
    await expect(field).toBeFocused()
    await expectFocusVisible(page)
    await page.keyboard.type(shortCode)
    await press(page, 'Enter')
    await expect(scanResult(page)).toHaveAttribute('data-tone', 'green')
    await expect(scanResult(page)).toContainText(`Present — ${student!.name}`)
    // Ready for the next code without touching anything.
    await expect(field).toBeFocused()
    await expect(field).toHaveValue('')
    await expectFocusVisible(page)
  } finally {
    await phoneContext.close()
  }
})

test('change the language and the theme in Settings, by keyboard', async ({ page }) => {
  const account = await demoAccount(page.request, 'subject_teacher')
  const login = await page.request.post('/api/auth/login', { data: { kind: 'staff', identifier: account.identifier, password: account.password } })
  expect(login.status()).toBe(200)
  // The shared demo account starts from the school's language (a failed run may have left another).
  expect((await page.request.patch('/api/account/preferences', { data: { language: null } })).status()).toBe(200)
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()

  const language = page.getByLabel('Language', { exact: true })
  await tabTo(page, language, { max: 40 })
  // "b" for Bahasa Indonesia.
  await page.keyboard.type('b')
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expect(page.getByLabel('Bahasa', { exact: true })).toBeFocused()
  await press(page, 'ArrowUp')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  const toggle = page.getByRole('button', { name: 'Dark mode' })
  const before = (await toggle.getAttribute('aria-pressed')) === 'true' ? 'dark' : 'light'
  const after = before === 'dark' ? 'light' : 'dark'
  await tabTo(page, toggle, { max: 60, backwards: true })
  const saved = () => page.waitForResponse((r) => r.url().endsWith('/api/account/preferences') && r.request().method() === 'PATCH')
  let patched = saved()
  await press(page, 'Space')
  await expectTheme(page, after)
  expect((await patched).status()).toBe(200)
  await expect(toggle).toBeFocused()
  await expectFocusVisible(page)
  // And back, as the shared demo account had it.
  patched = saved()
  await press(page, 'Enter')
  await expectTheme(page, before)
  expect((await patched).status()).toBe(200)
})

test('the bottom navigation is tabbed in the order it shows, and More opens and closes by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, 'headmaster')
  const nav = bottomNav(page)
  const entries = nav.locator('a:visible, button:visible')
  const count = await entries.count()
  expect(count).toBeGreaterThan(3)
  await tabTo(page, entries.first(), { max: 80 })
  const lefts: number[] = []
  for (let i = 0; i < count; i++) {
    if (i > 0) await press(page, 'Tab')
    await expect(entries.nth(i)).toBeFocused()
    await expectFocusVisible(page)
    lefts.push(await entries.nth(i).evaluate((el) => el.getBoundingClientRect().left))
  }
  expect(lefts, 'left to right, as on screen').toEqual([...lefts].sort((a, b) => a - b))

  const more = nav.getByRole('button', { name: 'More' })
  await expect(more).toBeFocused()
  await press(page, 'Enter')
  await expect(more).toHaveAttribute('aria-expanded', 'true')
  const menu = nav.getByRole('list', { name: 'More' })
  await press(page, 'Tab')
  await expect(menu.getByRole('link').first()).toBeFocused()
  await expectFocusVisible(page)
  await press(page, 'Escape')
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expect(more).toBeFocused()
})
