import type { Page } from '@playwright/test'
import { bottomNav } from './support/session'
import { moreActions } from './support/management'
import { expect, test, type Headmaster } from './support/empty-school'

/*
 * A new school's first week, on its own DEMO=0 server and empty database
 * (the empty-school fixture): homeroom teachers come from the class form, the teacher form says so
 * when it has no class to offer, and the import's result points to Create passwords.
 */
test.slow()

const checklist = (page: Page) => page.getByRole('region', { name: 'Set up your school' })
const step = (page: Page, name: string) => checklist(page).getByRole('link', { name: new RegExp(`^${name}: (Done|To do)`) })
const nav = (page: Page, link: string) => bottomNav(page).getByRole('link', { name: link, exact: true }).click()
const teacherCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Teachers' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

async function signIn(page: Page, person: { email: string; password: string }) {
  await page.goto('/')
  await page.getByRole('tab', { name: 'Teacher' }).click()
  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Password').fill(person.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

async function signInAsHeadmaster(page: Page, headmaster: Headmaster) {
  await signIn(page, headmaster)
  await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
}

/** Add Teacher with a typed password; with `expectHint`, ticks "Is Homeroom Teacher" first and reads the hint it shows. */
async function addTeacher(page: Page, teacher: { name: string; email: string; password: string }, expectHint?: RegExp) {
  await nav(page, 'Teachers')
  await page.getByRole('button', { name: /^Add (the first teacher|Teacher)$/ }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Teacher' })
  await form.getByLabel('Name', { exact: true }).fill(teacher.name)
  await form.getByLabel('Email').fill(teacher.email)
  await form.getByLabel('Department').selectOption({ label: 'Science' })
  await form.getByLabel('Subjects').fill('Biology')
  if (expectHint) {
    // Ticked with no class to offer: the form says where a homeroom comes from, with the way there.
    await form.getByLabel('Is Homeroom Teacher').check()
    const select = form.getByLabel('Homeroom Class')
    await expect(select).toHaveAccessibleDescription(expectHint)
    await expect(form.getByRole('link', { name: 'Go to Class Management' })).toHaveAttribute('href', '/classes')
    await form.getByLabel('Is Homeroom Teacher').uncheck()
  }
  await form.getByLabel('Initial password').fill(teacher.password)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Teacher added successfully')).toBeVisible()
  await expect(form).toHaveCount(0)
}

async function addClass(page: Page, name: string, teacher: string) {
  await nav(page, 'Classes')
  await page.getByRole('button', { name: /^Add (the first class|Class)$/ }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Class' })
  await form.getByLabel('Class Name').fill(name)
  await form.getByLabel('Department').selectOption({ label: 'Science' })
  await form.getByLabel('Teacher').selectOption({ label: teacher })
  await expect(form.getByLabel('Teacher')).toHaveAccessibleDescription(/becomes the class’s homeroom teacher/)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Class added successfully')).toBeVisible()
}

test('a new school makes its homeroom teachers from the class form, and the teacher form says so when it has no class to offer', async ({ page, emptySchool }) => {
  test.setTimeout(240_000)
  const dewi = { name: 'Dewi Lestari', email: 'dewi@school.org', password: 'dewi first day' }
  const budi = { name: 'Budi Santoso', email: 'budi@school.org', password: 'budi first day' }
  await signInAsHeadmaster(page, emptySchool.headmaster)

  // The checklist: teachers first (a class needs one), and the class step says its teacher becomes its homeroom teacher.
  await expect(step(page, 'Teachers')).toHaveAccessibleDescription(/Homeroom classes come in the next step/)
  await expect(step(page, 'Classes')).toHaveAccessibleDescription('Add the classes, each with its department and teacher, who becomes its homeroom teacher.')

  await addTeacher(page, dewi, /^There are no classes yet\. Save the teacher with this box unticked, then add their class in Class Management/)
  await expect(teacherCard(page, dewi.name).getByTestId('homeroom-badge')).toHaveCount(0)

  // Chosen as the teacher of the school's first class, Dewi is its homeroom teacher.
  await addClass(page, '10A', dewi.name)
  await nav(page, 'Teachers')
  await expect(teacherCard(page, dewi.name).getByTestId('homeroom-badge')).toHaveText('Homeroom: 10A')
  await teacherCard(page, dewi.name).getByRole('button', { name: /^Edit/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Teacher' })
  await expect(edit.getByLabel('Is Homeroom Teacher')).toBeChecked()
  await expect(edit.getByLabel('Homeroom Class').locator('option:checked')).toHaveText('10A')
  await expect(edit.getByLabel('Homeroom Class')).not.toHaveAccessibleDescription(/.+/)
  await edit.getByRole('button', { name: 'Cancel' }).click()

  // Every class has a homeroom teacher now: a second teacher's form says how to give them one.
  await addTeacher(page, budi, /^Every class already has a homeroom teacher\. Save the teacher with this box unticked, then choose them as a class’s teacher/)

  // Dewi signs in as a homeroom teacher: her class's absence requests are hers to decide.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await signIn(page, dewi)
  await expect(bottomNav(page).getByRole('link', { name: 'Requests', exact: true })).toBeVisible()
})

test('the import result of a new school’s students points to Create passwords, and offers it there', async ({ page, emptySchool }) => {
  test.setTimeout(240_000)
  await signInAsHeadmaster(page, emptySchool.headmaster)
  await addTeacher(page, { name: 'Grace Hopper', email: 'grace@school.org', password: 'grace first day' })
  await addClass(page, '7A', 'Grace Hopper')

  await nav(page, 'Students')
  await moreActions(page)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import students' })
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Choose CSV file' }).click()
  const csv = ['Name,Student ID,Parent Number,Class,Level,Department', 'Alan Turing,,24680,7A,Junior,Science', 'Emmy Noether,,13579,7A,Junior,Science']
  await (await chooser).setFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\r\n')) })
  await dialog.getByRole('button', { name: 'Apply 2 changes' }).click()

  const note = dialog.getByRole('note')
  await expect(note).toContainText('2 new students have no password yet. Give them all one at once with Create passwords, on a sign-in sheet to print.')
  await expect(note).not.toContainText('Reset password')
  await note.getByRole('button', { name: 'Create passwords' }).click()
  const create = page.getByRole('dialog', { name: 'Create passwords' })
  await create.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in sheet' })).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'Alan Turing' })).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'Emmy Noether' })).toBeVisible()
})
