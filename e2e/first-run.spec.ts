import type { Page } from '@playwright/test'
import { expect, test, type Headmaster } from './support/empty-school'

// A real school's first day: its own DEMO=0 server on an empty database, the headmaster
// from admin:create (the empty-school fixture). Many steps on one page: allow a loaded machine its time.
test.slow()

const checklist = (page: Page) => page.getByRole('region', { name: 'Set up your school' })
const step = (page: Page, name: string) => checklist(page).getByRole('link', { name: new RegExp(`^${name}: (Done|To do)`) })

async function signInAsHeadmaster(page: Page, headmaster: Headmaster) {
  await page.goto('/')
  await page.getByRole('tab', { name: 'Teacher' }).click()
  await page.getByLabel('Email').fill(headmaster.email)
  await page.getByLabel('Password').fill(headmaster.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
}

async function backToOverview(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Overview' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Headmaster Dashboard' })).toBeVisible()
}

test('the headmaster of an empty school follows the checklist: each step opens its page and is ticked once done', async ({ page, emptySchool }) => {
  test.setTimeout(180_000)
  await signInAsHeadmaster(page, emptySchool.headmaster)

  // A new school starts with eight departments: that step alone is done.
  await expect(checklist(page)).toBeVisible()
  await expect(checklist(page).getByRole('progressbar')).toHaveAccessibleName('Set up your school')
  await expect(checklist(page)).toContainText('1 of 7 steps done')
  const names = ['School settings', 'Departments', 'Teachers', 'Classes', 'Students', 'Passwords', 'First roll call']
  await expect(checklist(page).getByRole('link')).toHaveCount(names.length)
  for (const [index, name] of names.entries()) await expect(checklist(page).getByRole('link').nth(index)).toHaveAccessibleName(new RegExp(`^${name}: `))
  await expect(step(page, 'Departments')).toHaveAccessibleName(/^Departments: Done/)
  await expect(step(page, 'School settings')).toHaveAccessibleName(/^School settings: To do/)
  await expect(step(page, 'Departments')).toHaveAttribute('href', '/departments')
  await expect(step(page, 'Passwords')).toHaveAttribute('href', '/students')
  await expect(step(page, 'First roll call')).toHaveAttribute('href', '/roll-call')

  // The day sheet has nobody to list, and says where students come from.
  const empty = page.getByRole('heading', { name: 'No students yet' })
  await expect(empty).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Student Management' })).toHaveAttribute('href', '/students')

  // Step 1: the school's own name, in Settings' School section.
  await step(page, 'School settings').click()
  await expect(page).toHaveURL(/\/settings#school$/)
  await expect(page.getByLabel('School name')).toBeInViewport()
  await page.getByLabel('School name').fill('SMA Negeri 1 Bandung')
  await page.getByRole('region', { name: 'School' }).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('School settings saved')).toBeVisible()
  await backToOverview(page)
  await expect(checklist(page)).toContainText('2 of 7 steps done')
  await expect(step(page, 'School settings')).toHaveAccessibleName(/^School settings: Done/)

  // Step 3: the first teacher, from Teacher Management's empty state.
  await step(page, 'Teachers').click()
  await expect(page).toHaveURL(/\/teachers$/)
  await expect(page.getByRole('heading', { name: 'No teachers yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Add the first teacher' }).click()
  const form = page.getByRole('dialog', { name: 'Add Teacher' })
  await form.getByLabel('Name', { exact: true }).fill('Dewi Lestari')
  await form.getByLabel('Email').fill('dewi@example.org')
  await form.getByLabel('Department').selectOption({ label: 'Science' })
  await form.getByLabel('Subjects').fill('Biology')
  await form.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('dialog', { name: 'Teacher password' }).getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('heading', { name: 'No teachers yet' })).toHaveCount(0)
  await backToOverview(page)
  await expect(checklist(page)).toContainText('3 of 7 steps done')

  // Step 4: the first class, taught by that teacher.
  await step(page, 'Classes').click()
  await page.getByRole('button', { name: 'Add the first class' }).click()
  const classForm = page.getByRole('dialog', { name: 'Add Class' })
  await classForm.getByLabel('Class Name').fill('10A')
  await classForm.getByLabel('Department').selectOption({ label: 'Science' })
  await classForm.getByLabel('Teacher').selectOption({ label: 'Dewi Lestari' })
  await classForm.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { name: 'No classes yet' })).toHaveCount(0)
  await backToOverview(page)
  await expect(checklist(page)).toContainText('4 of 7 steps done')
  await expect(step(page, 'Students')).toHaveAccessibleName(/^Students: To do/)

  // Student Management, still empty, offers the first student.
  await step(page, 'Students').click()
  await expect(page.getByRole('heading', { name: 'No students yet' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add the first student' })).toBeVisible()
})
