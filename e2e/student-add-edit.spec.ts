import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { CreateStudentResponse, StudentDetail, StudentListResponse } from '../src/shared/contracts/students'
import { allClasses, expectNoHorizontalScroll, signIn } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { studentRows } from './support/management'
import { setTheme } from './support/session'

/** The students on screen: the table's rows in the default 1280px window (cards on a phone). */
const cards = studentRows
const dialog = (page: Page) => page.getByRole('dialog')

async function everyStudent(request: APIRequestContext): Promise<StudentListResponse['students']> {
  const out: StudentListResponse['students'] = []
  for (let page = 1; ; page++) {
    const response = await request.get(`/api/students?pageSize=100&page=${page}`)
    expect(response.status()).toBe(200)
    const body = (await response.json()) as StudentListResponse
    out.push(...body.students)
    if (out.length >= body.total || body.students.length === 0) return out
  }
}

/** A 5-digit parent number no student has yet (the e2e database is shared by every spec). */
async function freshParentNumber(request: APIRequestContext): Promise<string> {
  const taken = new Set((await everyStudent(request)).map((s) => s.parentNumber))
  for (let n = Date.now() % 90_000; ; n = (n + 7) % 90_000) {
    const candidate = String(10_000 + n)
    if (!taken.has(candidate)) return candidate
  }
}

/** A new student added through the API (the page under test is not the Add dialog), in `classId`. */
async function addStudentByApi(request: APIRequestContext, namePrefix: string, classId: string) {
  const parentNumber = await freshParentNumber(request)
  const departments = (await (await request.get('/api/departments')).json()) as { departments: { id: string }[] }
  const created = await request.post('/api/students', {
    data: { name: `${namePrefix} ${parentNumber}`, parentNumber, classId, level: 'Senior', departmentId: departments.departments[0]!.id, password: 'a-long-password' },
  })
  expect(created.status()).toBe(201)
  return { parentNumber, student: ((await created.json()) as CreateStudentResponse).student }
}

async function searchCount(request: APIRequestContext, q: string): Promise<number> {
  return ((await (await request.get(`/api/students?${new URLSearchParams({ q })}`)).json()) as StudentListResponse).total
}

async function fillStudent(page: Page, values: { name: string; parentNumber: string; className: string; level: string; department: string }) {
  const form = dialog(page)
  await form.getByLabel('Name', { exact: true }).fill(values.name)
  await form.getByLabel('Parent Number').fill(values.parentNumber)
  await form.getByLabel('Class', { exact: true }).selectOption({ label: values.className })
  await form.getByLabel('Level').selectOption(values.level)
  await form.getByLabel('Department').selectOption({ label: values.department })
}

async function openAdd(page: Page) {
  await page.getByRole('button', { name: 'Add Student' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Add Student' })).toBeVisible()
  // The selects are filled from the server; wait for their options.
  await expect(dialog(page).getByLabel('Class', { exact: true }).locator('option')).not.toHaveCount(1)
  await expect(dialog(page).getByLabel('Department').locator('option')).not.toHaveCount(1)
}

test('the headmaster adds a student with a generated password, who can then sign in with it', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const parentNumber = await freshParentNumber(page.request)
  const name = `Added Student ${parentNumber}`
  const [klass] = await allClasses(page.request)

  await openAdd(page)
  await fillStudent(page, { name, parentNumber, className: klass!.name, level: 'Senior', department: 'Science' })
  await dialog(page).getByText('More details').click()
  await dialog(page).getByLabel('GPA').fill('3.5')
  await dialog(page).getByLabel('Blood type').fill('O+')
  await dialog(page).getByRole('button', { name: 'Save' }).click()

  await expect(page.getByText('Student added successfully')).toBeVisible()
  const shown = page.getByRole('dialog', { name: 'Student password' })
  await expect(shown).toContainText('It will not be shown again')
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible()
  const password = (await shown.getByTestId('one-time-password').textContent())!.trim()
  expect(password.length).toBeGreaterThanOrEqual(8)
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // Shown once: nothing on the page keeps it.
  await expect(page.getByText(password)).toHaveCount(0)

  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first().getByRole('rowheader', { name })).toBeVisible()
  await expect(cards(page).first().getByRole('cell').nth(4)).toHaveText(parentNumber)
  await expect(cards(page).first().getByRole('cell').nth(2)).toHaveText(klass!.name)

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await page.getByLabel('Parent number').fill(parentNumber)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // A generated password is one-time: the student chooses their own first.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('One-time password').fill(password)
  await page.getByLabel('New password', { exact: true }).fill('chosen-by-student')
  await page.getByLabel('Confirm password', { exact: true }).fill('chosen-by-student')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
  await expect(page.getByText(name).first()).toBeVisible()
})

test('a 4-digit or already used parent number is explained under the field and nothing is saved', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const name = `Refused Student ${Date.now()}`
  const [klass] = await allClasses(page.request)
  // A parent number in use, read off the first row (the open modal hides the rows from the accessibility tree).
  const taken = await cards(page).first().getByRole('cell').nth(4).textContent()
  expect(taken).toMatch(/^\d{5}$/)
  await openAdd(page)
  await fillStudent(page, { name, parentNumber: '1234', className: klass!.name, level: 'Junior', department: 'Arts' })
  const posts: string[] = []
  page.on('request', (r) => (r.method() === 'POST' && r.url().endsWith('/api/students') ? posts.push(r.url()) : null))
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  const parentField = dialog(page).getByLabel('Parent Number')
  await expect(parentField).toHaveAccessibleDescription('The 5-digit number this student signs in with. Parent number must be 5 digits')
  await expect(parentField).toHaveAttribute('aria-invalid', 'true')
  expect(posts).toHaveLength(0)

  await parentField.fill(taken!)
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(parentField).toHaveAccessibleDescription('The 5-digit number this student signs in with. Another student already has this parent number')
  expect(posts).toHaveLength(1)
  await expect(dialog(page)).toBeVisible()
  expect(await searchCount(page.request, name)).toBe(0)
})

test('an 11-digit parent number is refused with the message, not cut to 5 digits, and nothing is saved', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const name = `Long Number ${Date.now()}`
  const [klass] = await allClasses(page.request)
  await openAdd(page)
  const parentField = dialog(page).getByLabel('Parent Number')
  await expect(parentField).toHaveAccessibleDescription('The 5-digit number this student signs in with.')
  await fillStudent(page, { name, parentNumber: '08123456789', className: klass!.name, level: 'Junior', department: 'Arts' })
  await expect(parentField).toHaveValue('08123456789')
  const posts: string[] = []
  page.on('request', (r) => (r.method() === 'POST' && r.url().endsWith('/api/students') ? posts.push(r.url()) : null))
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(parentField).toHaveAccessibleDescription('The 5-digit number this student signs in with. Parent number must be 5 digits')
  await expect(parentField).toHaveValue('08123456789')
  expect(posts).toHaveLength(0)
  expect(await searchCount(page.request, name)).toBe(0)
})

test('editing a student changes the name and class on the card', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const [first, second] = await allClasses(page.request)
  const parentNumber = await freshParentNumber(page.request)
  const departments = (await (await page.request.get('/api/departments')).json()) as { departments: { id: string; name: string }[] }
  const created = await page.request.post('/api/students', {
    data: { name: `Edit Me ${parentNumber}`, parentNumber, classId: first!.id, level: 'Junior', departmentId: departments.departments[0]!.id, password: 'a-long-password' },
  })
  expect(created.status()).toBe(201)
  const { student } = (await created.json()) as CreateStudentResponse
  const newName = `Edited ${parentNumber}`

  await page.goto(`/students?q=${encodeURIComponent(student.name)}`)
  await expect(cards(page)).toHaveCount(1)
  await cards(page).first().getByRole('button', { name: /^Edit/ }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Edit Student' })).toBeVisible()
  const nameField = dialog(page).getByLabel('Name', { exact: true })
  await expect(nameField).toHaveValue(student.name)
  await expect(dialog(page).getByLabel('Parent Number')).toHaveValue(parentNumber)
  await expect(dialog(page).getByLabel('Class', { exact: true })).toHaveValue(first!.id)
  await nameField.fill(newName)
  await dialog(page).getByLabel('Class', { exact: true }).selectOption({ label: second!.name })
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Student updated successfully')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.goto(`/students?q=${encodeURIComponent(newName)}`)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first().getByRole('rowheader', { name: newName })).toBeVisible()
  await expect(cards(page).first().getByRole('cell').nth(2)).toHaveText(second!.name)
  const saved = (await (await page.request.get(`/api/students/${student.id}`)).json()) as StudentDetail
  expect(saved).toMatchObject({ name: newName, class: { id: second!.id } })
})

test('Edit resets the password with a generated one, shown once', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const [klass] = await allClasses(page.request)
  const { parentNumber, student } = await addStudentByApi(page.request, 'Reset Me', klass!.id)
  await page.goto(`/students?q=${encodeURIComponent(student.name)}`)
  await cards(page).first().getByRole('button', { name: /^Edit/ }).click()
  const reset = dialog(page).getByRole('region', { name: 'Reset password' })
  await reset.getByLabel('New password', { exact: true }).fill('short')
  await reset.getByRole('button', { name: 'Reset password' }).click()
  await expect(reset.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(/Password must be at least 8 characters/)
  await reset.getByLabel('New password', { exact: true }).fill('')
  await reset.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('Password reset successfully')).toBeVisible()
  await expect(reset).toContainText('It will not be shown again')
  const password = (await reset.getByTestId('one-time-password').textContent())!.trim()
  expect(password.length).toBeGreaterThanOrEqual(8)

  const login = await page.request.post('/api/auth/login', { data: { kind: 'student', identifier: parentNumber, password } })
  expect(login.status()).toBe(200)
})

test('a refusal about no field shows in the Edit dialog, next to the form (role="alert"), not as a toast', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const [klass] = await allClasses(page.request)
  const { student } = await addStudentByApi(page.request, 'Gone Meanwhile', klass!.id)
  await page.goto(`/students?q=${encodeURIComponent(student.name)}`)
  await cards(page).first().getByRole('button', { name: /^Edit/ }).click()
  await expect(dialog(page).getByLabel('Name', { exact: true })).toHaveValue(student.name)

  // Someone else deletes the student while the dialog is open: both of its forms say so inline.
  expect((await page.request.delete(`/api/students/${student.id}`)).status()).toBe(200)
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  const edit = dialog(page).locator('form').first()
  await expect(edit.getByRole('alert')).toHaveText('Not found')
  const reset = dialog(page).getByRole('region', { name: 'Reset password' })
  await reset.getByRole('button', { name: 'Reset password' }).click()
  await expect(reset.getByRole('alert')).toHaveText('Not found')
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
})

test('a subject teacher sees no Add Student or Edit, and the API refuses a POST', async ({ page }) => {
  await signIn(page, 'subject_teacher', '/students')
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Student' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0)
  const [klass] = await allClasses(page.request)
  const parentNumber = await freshParentNumber(page.request)
  const name = `Not Allowed ${parentNumber}`
  const response = await page.request.post('/api/students', {
    data: { name, parentNumber, classId: klass!.id, level: 'Junior', departmentId: 'x' },
  })
  expect(response.status()).toBe(403)
  expect(await searchCount(page.request, name)).toBe(0)
})

for (const theme of ['dark', 'light'] as const) {
  test(`the open Add Student dialog has no accessibility violations (${theme})`, async ({ page }) => {
    await signIn(page, 'headmaster', '/students')
    await setTheme(page, theme, { signedIn: true })
    await openAdd(page)
    await dialog(page).getByText('More details').click()
    await expect(dialog(page).getByLabel('GPA')).toBeVisible()
    await expectNoViolations(page, `add student dialog, ${theme}`)
  })
}

test('on a 375px phone the Add Student dialog fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page, 'headmaster', '/students')
  await openAdd(page)
  const box = await dialog(page).boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(375)
  expect(box!.height).toBeLessThanOrEqual(812)
  await expectNoHorizontalScroll(page, 375)
  const save = dialog(page).getByRole('button', { name: 'Save' })
  await save.scrollIntoViewIfNeeded()
  await expect(save).toBeInViewport()
})
