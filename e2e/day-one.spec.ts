import type { Page } from '@playwright/test'
import { moreActions } from './support/management'
import { bottomNav } from './support/session'
import { DATABASE_KINDS, expect, hasPostgres, test, type EmptySchool } from './support/empty-school'

/*
 * Day one of a real school: a server started with DEMO=0 on an empty
 * database, its headmaster made with `npm run admin:create`, and from there only the UI (no SQL,
 * no API calls) up to a student signed in with a one-time password and a saved roll call.
 * Each step is one function, so a new screen slots in as one more step.
 */

interface Person {
  name: string
  password?: string
}
interface Teacher extends Person {
  email: string
}
interface Student extends Person {
  parentNumber: string
}

const SCHOOL = { name: 'Day One High School', timeZone: 'Asia/Jakarta' }
const CLASS = { name: '7A', department: 'Science' }
const TEACHER: Teacher = { name: 'Grace Hopper', email: 'grace@school.org' }
const STUDENTS: Student[] = [
  { name: 'Alan Turing', parentNumber: '24680' },
  { name: 'Emmy Noether', parentNumber: '13579' },
]

const nav = (page: Page, link: string) => bottomNav(page).getByRole('link', { name: link, exact: true }).click()
const dialog = (page: Page) => page.getByRole('dialog')

/**
 * A password handed out by staff (shown once, or printed on a sign-in sheet) is one-time: the first
 * sign-in asks for a new one before anything else, and the person then signs in with their own.
 */
async function chooseOwnPassword(page: Page, person: Person): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  const own = `${person.name.split(' ')[0]!.toLowerCase()}-own-password`
  await page.getByLabel('One-time password').fill(person.password!)
  await page.getByLabel('New password', { exact: true }).fill(own)
  await page.getByLabel('Confirm password', { exact: true }).fill(own)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  person.password = own
}

async function signInAsStaff(page: Page, person: Person & { email: string }, firstTime = false): Promise<void> {
  await page.goto('/')
  await page.getByRole('tab', { name: 'Teacher' }).click()
  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Password').fill(person.password!)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  if (firstTime) await chooseOwnPassword(page, person)
  await expect(bottomNav(page)).toBeVisible()
}

async function signInAsStudent(page: Page, student: Student, firstTime = false): Promise<void> {
  await page.goto('/')
  await page.getByRole('tab', { name: 'Student' }).click()
  await page.getByLabel('Parent number').fill(student.parentNumber)
  await page.getByLabel('Password').fill(student.password!)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  if (firstTime) await chooseOwnPassword(page, student)
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
  await expect(page.getByText(student.name).first()).toBeVisible()
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Set up your school' })

/** The first-run checklist on the headmaster's dashboard, with how many of its seven steps are done. */
async function expectChecklist(page: Page, done: number): Promise<void> {
  await nav(page, 'Overview')
  await expect(checklist(page)).toContainText(`${done} of 7 steps done`)
}

/** A new school's eight departments are there; the school renames one to its own word. */
async function renameDepartment(page: Page, from: string, to: string): Promise<void> {
  await nav(page, 'Departments')
  const cards = page.getByRole('list', { name: 'Departments' }).getByRole('listitem')
  await expect(cards).toHaveCount(8)
  await cards.filter({ has: page.getByRole('heading', { name: from, exact: true }) }).getByRole('button', { name: /^Rename/ }).click()
  await dialog(page).getByLabel('Department Name').fill(to)
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Department renamed')).toBeVisible()
  await expect(cards.filter({ has: page.getByRole('heading', { name: to, exact: true }) })).toHaveCount(1)
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
}

/** The sign-in page of a real school: no demo accounts, nothing but the form. */
async function expectRealSchoolSignIn(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Demo accounts' })).toHaveCount(0)
}

/**
 * Name and time zone, and every day of the week a school day: the roll call records "today" in the
 * school's time zone, so the journey works whatever day it runs on.
 */
async function setUpSchool(page: Page): Promise<void> {
  await nav(page, 'Settings')
  const section = page.getByRole('region', { name: 'School' })
  await section.getByLabel('School name').fill(SCHOOL.name)
  await section.getByLabel('Time zone').selectOption(SCHOOL.timeZone)
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) await section.getByRole('checkbox', { name: day }).check()
  await section.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('School settings saved')).toBeVisible()

  await page.reload()
  const after = page.getByRole('region', { name: 'School' })
  await expect(after.getByLabel('School name')).toHaveValue(SCHOOL.name)
  await expect(after.getByLabel('Time zone')).toHaveValue(SCHOOL.timeZone)
  await expect(after.getByRole('checkbox', { name: 'Sun' })).toBeChecked()
}

/** The password shown once after Add: read it as the person who hands it over would. */
async function takeShownPassword(page: Page, title: string): Promise<string> {
  const shown = page.getByRole('dialog', { name: title })
  await expect(shown).toContainText('It will not be shown again')
  const password = (await shown.getByTestId('one-time-password').textContent())!.trim()
  expect(password.length).toBeGreaterThanOrEqual(8)
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(dialog(page)).toHaveCount(0)
  return password
}

async function addTeacher(page: Page, teacher: Teacher): Promise<string> {
  await nav(page, 'Teachers')
  await page.getByRole('button', { name: 'Add Teacher' }).click()
  const form = dialog(page)
  await form.getByLabel('Name', { exact: true }).fill(teacher.name)
  await form.getByLabel('Email').fill(teacher.email)
  await form.getByLabel('Department').selectOption({ label: CLASS.department })
  await form.getByLabel('Subjects').fill('Physics, Chemistry')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Teacher added successfully')).toBeVisible()
  return takeShownPassword(page, 'Teacher password')
}

async function addClass(page: Page, teacher: Teacher): Promise<void> {
  await nav(page, 'Classes')
  await page.getByRole('button', { name: 'Add Class' }).click()
  const form = dialog(page)
  // The new school's eight departments are there from the start.
  await expect(form.getByLabel('Department').locator('option')).toHaveCount(1 + 8)
  await form.getByLabel('Class Name').fill(CLASS.name)
  await form.getByLabel('Department').selectOption({ label: CLASS.department })
  await form.getByLabel('Teacher').selectOption({ label: teacher.name })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Class added successfully')).toBeVisible()
  const card = page.getByRole('list', { name: 'Classes' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: CLASS.name, exact: true }) })
  await expect(card).toContainText(`Teacher${teacher.name}`)
}

const studentsCsv = (students: Student[]) =>
  ['Name,Student ID,Parent Number,Class,Level,Department', ...students.map((s) => `${s.name},,${s.parentNumber},${CLASS.name},Junior,${CLASS.department}`)].join('\r\n')

/** The class's students from a CSV file, as a school brings them: the import lists them, then adds them without passwords. */
async function importStudents(page: Page, students: Student[]): Promise<void> {
  await nav(page, 'Students')
  await expect(page.getByRole('heading', { name: 'No students yet' })).toBeVisible()
  await moreActions(page)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import students' })
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Choose CSV file' }).click()
  await (await chooser).setFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(studentsCsv(students)) })
  await dialog.getByRole('button', { name: `Apply ${students.length} changes` }).click()
  await expect(dialog.getByRole('note')).toContainText(`${students.length} new students have no password yet`)
  await dialog.getByRole('button', { name: 'Done' }).click()
  // The table's rows in a 1280px window (a card's heading on a phone).
  for (const student of students) await expect(page.getByRole('rowheader', { name: student.name, exact: true })).toBeVisible()
}

/** "Create passwords" for the class, and each student's one-time password read off the printed sign-in sheet. */
async function printSignInSheet(page: Page, students: Student[]): Promise<void> {
  await moreActions(page)
  await page.getByRole('button', { name: 'Create passwords' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create passwords' })
  await dialog.getByLabel('Class').selectOption({ label: CLASS.name })
  await dialog.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in sheet' })).toBeVisible()
  const sheet = page.getByRole('region', { name: CLASS.name })
  await page.emulateMedia({ media: 'print' })
  for (const student of students) {
    const slip = sheet.getByRole('listitem', { name: student.name })
    await expect(slip).toContainText(`Parent number${student.parentNumber}`)
    await expect(slip.getByRole('img', { name: 'QR code of the sign-in address' })).toBeVisible()
    student.password = (await slip.getByTestId('sheet-password').textContent())!.trim()
    expect(student.password.length).toBeGreaterThanOrEqual(8)
  }
  await page.emulateMedia({ media: 'screen' })
  await page.getByRole('button', { name: 'Done' }).click()
}

/** Today's roll call of the class: the first student present, the second absent; saved, and still so after a reload. */
async function takeRollCall(page: Page, students: Student[]): Promise<void> {
  await nav(page, 'Roll Call')
  await page.getByRole('navigation', { name: 'Choose a class' }).getByRole('link', { name: new RegExp(`^${CLASS.name}`) }).click()
  const rows = page.getByRole('list', { name: 'Roll Call' }).getByRole('listitem')
  await expect(rows).toHaveCount(students.length)
  const row = (student: Student) => rows.filter({ hasText: student.name })
  for (const student of students) await expect(row(student)).toHaveAttribute('data-status', 'not_recorded')

  await row(students[0]!).getByRole('button', { name: 'Present' }).click()
  await row(students[1]!).getByRole('button', { name: 'Absent' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Roll call saved')).toBeVisible()
  await expect(page.getByText('No unsaved changes')).toBeVisible()

  await page.reload()
  await expect(rows).toHaveCount(students.length)
  await expect(row(students[0]!)).toHaveAttribute('data-status', 'present')
  await expect(row(students[1]!)).toHaveAttribute('data-status', 'absent')
}

async function dayOne(page: Page, school: EmptySchool): Promise<void> {
  const { headmaster } = school
  const teacher: Teacher = { ...TEACHER }
  const students: Student[] = STUDENTS.map((student) => ({ ...student }))
  expect(school.adminCreateOutput).toContain(`Headmaster ${headmaster.name} <${headmaster.email}> can now sign in`)

  await test.step('the headmaster signs in to an empty school and sees the first-run checklist', async () => {
    await expectRealSchoolSignIn(page)
    await signInAsStaff(page, headmaster)
    // The eight default departments make that step the only one done.
    await expectChecklist(page, 1)
  })
  await test.step('School Settings: name, time zone, school days', () => setUpSchool(page))
  await test.step('Departments: the default ones, one renamed', () => renameDepartment(page, 'Computer', 'Informatics'))
  await test.step('Teacher Management: a teacher, with a generated password', async () => {
    teacher.password = await addTeacher(page, teacher)
    await expectChecklist(page, 3)
  })
  await test.step('Class Management: a class, in a default department, with that teacher', async () => {
    await addClass(page, teacher)
    await expectChecklist(page, 4)
  })
  await test.step('Student Management: the class imported from a CSV file, without passwords', async () => {
    await importStudents(page, students)
    await expectChecklist(page, 5)
  })
  await test.step("Create passwords: the class's printed sign-in sheet", async () => {
    await nav(page, 'Students')
    await printSignInSheet(page, students)
    await expectChecklist(page, 6)
    await signOut(page)
  })
  await test.step('a student signs in with the printed one-time password and chooses their own', async () => {
    await signInAsStudent(page, students[0]!, true)
    await signOut(page)
    await signInAsStudent(page, students[0]!)
    await signOut(page)
  })
  await test.step('the teacher signs in, chooses a password, and saves the first roll call', async () => {
    await signInAsStaff(page, teacher, true)
    await takeRollCall(page, students)
    await signOut(page)
  })
  await test.step('the school is set up: the checklist is gone', async () => {
    await signInAsStaff(page, headmaster)
    await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
    await expect(page.getByText(STUDENTS[0]!.name).first()).toBeVisible()
    await expect(checklist(page)).toHaveCount(0)
  })
}

for (const kind of DATABASE_KINDS) {
  test.describe(`on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    test.skip(kind === 'postgres' && !hasPostgres, 'PostgreSQL only when TEST_DATABASE_URL is set (CI sets it)')
    test.use({ databaseKind: kind })
    // Its own server and admin:create come first, then a dozen screens, on a machine that may be busy.
    test.describe.configure({ timeout: 480_000 })

    test('day one of a real school: from an empty database to a student signed in and a saved roll call', async ({ page, emptySchool }) => {
      await dayOne(page, emptySchool)
    })
  })
}
