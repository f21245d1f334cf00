import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { expectNoHorizontalScroll, signIn } from './support/attendance'
import { expectNoViolations } from './support/axe'
import {
  classList,
  confirmation,
  createClass,
  createTeacher,
  deleteIfPresent,
  departments,
  dialog,
  me,
  teacherList,
  uniqueSuffix,
} from './support/management'
import { setTheme } from './support/session'

const cards = (page: Page) => page.getByRole('list', { name: 'Teachers' }).getByRole('listitem')
const cardOf = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' })

test('the headmaster sees the teachers with email, department, subjects and homeroom badges', async ({ page }) => {
  await signIn(page, 'headmaster', '/teachers')
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Management' })).toBeVisible()
  const { teachers, total } = await teacherList(page.request)
  expect(total).toBeGreaterThanOrEqual(10)
  await expect(cards(page)).toHaveCount(Math.min(24, total))
  await expect(page.getByText(`${total} teachers`)).toBeVisible()
  await expect(pages(page)).toContainText(`1–${Math.min(24, total)} of ${total}`)

  const homeroom = teachers.find((t) => t.homeroomClass)!
  const card = cardOf(page, homeroom.name)
  await expect(card).toContainText(homeroom.email)
  await expect(card).toContainText(`Department${homeroom.department.name}`)
  for (const subject of homeroom.subjects) await expect(card).toContainText(subject)
  await expect(card.getByTestId('homeroom-badge')).toHaveText(`Homeroom: ${homeroom.homeroomClass!.name}`)
  const subjectTeacher = teachers.find((t) => t.role === 'subject_teacher')!
  await expect(cardOf(page, subjectTeacher.name).getByTestId('homeroom-badge')).toHaveCount(0)

  // The headmaster's own card has no Delete: nobody deletes their own account.
  const self = await me(page.request)
  await expect(cardOf(page, self.name).getByRole('button', { name: /^Edit/ })).toBeVisible()
  await expect(cardOf(page, self.name).getByRole('button', { name: /^Delete/ })).toHaveCount(0)
  await expect(card.getByRole('button', { name: /^Delete/ })).toBeVisible()
})

test('search by name and the department filter narrow the list and live in the URL', async ({ page }) => {
  await signIn(page, 'headmaster', '/teachers')
  const { teachers } = await teacherList(page.request)
  const query = teachers[2]!.name.split(' ')[0]!
  const expected = await teacherList(page.request, { q: query })
  await page.getByRole('searchbox', { name: 'Search' }).fill(query)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query)}(&|$)`))
  await expect(cards(page)).toHaveCount(expected.teachers.length)
  for (const c of await cards(page).all()) await expect(c.getByRole('heading')).toContainText(query, { ignoreCase: true })

  await page.getByRole('searchbox', { name: 'Search' }).fill('')
  await expect(page).not.toHaveURL(/[?&]q=/)
  // A department of this journey's own, with two teachers: other journeys add and remove teachers meanwhile.
  const suffix = uniqueSuffix()
  const created = await page.request.post('/api/departments', { data: { name: `Filter ${suffix}` } })
  expect(created.status(), await created.text()).toBe(201)
  const department = (await created.json()) as { id: string; name: string }
  const own = [
    await createTeacher(page.request, { name: `Filter One ${suffix}`, email: `filter.one.${suffix.toLowerCase()}@example.com`, departmentId: department.id, subjects: ['Art'] }),
    await createTeacher(page.request, { name: `Filter Two ${suffix}`, email: `filter.two.${suffix.toLowerCase()}@example.com`, departmentId: department.id, subjects: ['Art'] }),
  ]
  await page.reload()
  await page.getByLabel('Department', { exact: true }).selectOption({ label: department.name })
  await expect(page).toHaveURL(new RegExp(`[?&]departmentId=${department.id}(&|$)`))
  await expect(cards(page).getByRole('heading')).toHaveText(own.map((t) => t.name))
  for (const c of await cards(page).all()) await expect(c).toContainText(`Department${department.name}`)

  for (const teacher of own) await deleteIfPresent(page.request, `/api/teachers/${teacher.id}`)
  expect((await page.request.post(`/api/departments/${department.id}/archive`)).status()).toBe(204)
})

test('Add Teacher with a generated password shows it once, and the teacher can sign in with it', async ({ page }) => {
  await signIn(page, 'headmaster', '/teachers')
  const suffix = uniqueSuffix()
  const name = `Added Teacher ${suffix}`
  const email = `added.${suffix.toLowerCase()}@example.com`
  await page.getByRole('button', { name: 'Add Teacher' }).click()
  const form = dialog(page)
  await expect(form.getByRole('heading', { name: 'Add Teacher' })).toBeVisible()
  await expect(form.getByLabel('Department').locator('option')).not.toHaveCount(1)

  // The required fields, and Homeroom Class only once the box is checked.
  await expect(form.getByLabel('Homeroom Class')).toHaveCount(0)
  await form.getByLabel('Is Homeroom Teacher').check()
  await form.getByRole('button', { name: 'Save' }).click()
  for (const label of ['Name', 'Email', 'Department', 'Subjects', 'Homeroom Class']) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(/This field is required/)
  }
  await form.getByLabel('Is Homeroom Teacher').uncheck()
  await expect(form.getByLabel('Homeroom Class')).toHaveCount(0)

  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Department').selectOption({ label: 'Mathematics' })
  await form.getByLabel('Subjects').fill(' Algebra ,Geometry,, Statistics ')
  await form.getByRole('button', { name: 'Save' }).click()

  await expect(page.getByText('Teacher added successfully')).toBeVisible()
  const shown = page.getByRole('dialog', { name: 'Teacher password' })
  await expect(shown).toContainText(`Password for ${name}`)
  await expect(shown).toContainText('It will not be shown again')
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible()
  const password = (await shown.getByTestId('one-time-password').textContent())!.trim()
  expect(password.length).toBeGreaterThanOrEqual(8)
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText(password)).toHaveCount(0)

  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText(email)
  await expect(cards(page).first()).toContainText('DepartmentMathematics')
  // Split on commas and trimmed (splitSubjects).
  const saved = (await teacherList(page.request, { q: name })).teachers[0]!
  expect(saved.subjects).toEqual(['Algebra', 'Geometry', 'Statistics'])
  for (const subject of saved.subjects) await expect(cards(page).first().getByText(subject, { exact: true })).toBeVisible()

  const login = await page.request.post('/api/auth/login', { data: { kind: 'staff', identifier: email, password } })
  expect(login.status()).toBe(200)
  const created = (await me(page.request)).id
  await signIn(page, 'headmaster', '/teachers')
  await deleteIfPresent(page.request, `/api/teachers/${created}`)
})

test('Edit makes a teacher the homeroom teacher of a class: the card shows the badge', async ({ page }) => {
  await signIn(page, 'headmaster', '/teachers')
  const [dept] = await departments(page.request)
  const suffix = uniqueSuffix()
  const headmaster = await me(page.request)
  const klass = await createClass(page.request, { name: `H${suffix}`, departmentId: dept!.id, teacherId: headmaster.id })
  const teacher = await createTeacher(page.request, { name: `Edit Teacher ${suffix}`, email: `edit.${suffix.toLowerCase()}@example.com`, departmentId: dept!.id, subjects: ['Art'] })
  const taken = (await teacherList(page.request)).teachers.find((t) => t.homeroomClass)!

  await page.goto(`/teachers?q=${encodeURIComponent(teacher.name)}`)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first().getByTestId('homeroom-badge')).toHaveCount(0)
  await cards(page).first().getByRole('button', { name: /^Edit/ }).click()
  const form = dialog(page)
  await expect(form.getByRole('heading', { name: 'Edit Teacher' })).toBeVisible()
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(teacher.name)
  await expect(form.getByLabel('Subjects')).toHaveValue('Art')
  await expect(form.getByLabel('Is Homeroom Teacher')).not.toBeChecked()
  await form.getByLabel('Subjects').fill('Art, Music')
  await form.getByLabel('Is Homeroom Teacher').check()

  // A class that already has a homeroom teacher is refused under the field.
  await form.getByLabel('Homeroom Class').selectOption({ label: taken.homeroomClass!.name })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByLabel('Homeroom Class')).toHaveAccessibleDescription(new RegExp(`already has a homeroom teacher: ${taken.name}`))

  await form.getByLabel('Homeroom Class').selectOption({ label: klass.name })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Teacher updated successfully')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(cards(page).first().getByTestId('homeroom-badge')).toHaveText(`Homeroom: ${klass.name}`)
  await expect(cards(page).first()).toContainText('Music')
  // The homeroom teacher is now the class's teacher too.
  expect((await classList(page.request, { q: klass.name })).find((c) => c.id === klass.id)?.teacher?.id).toBe(teacher.id)

  await deleteIfPresent(page.request, `/api/classes/${klass.id}`)
  await deleteIfPresent(page.request, `/api/teachers/${teacher.id}`)
})

test('Delete asks first and removes the teacher with its success toast; a teacher of a class is refused', async ({ page }) => {
  await signIn(page, 'headmaster', '/teachers')
  const [dept] = await departments(page.request)
  const suffix = uniqueSuffix()
  const teacher = await createTeacher(page.request, { name: `Delete Teacher ${suffix}`, email: `delete.${suffix.toLowerCase()}@example.com`, departmentId: dept!.id, subjects: ['Art'] })

  await page.goto(`/teachers?q=${encodeURIComponent(teacher.name)}`)
  await cards(page).first().getByRole('button', { name: /^Delete/ }).click()
  const confirm = confirmation(page)
  await expect(confirm.getByRole('heading', { name: `Delete ${teacher.name}?` })).toBeVisible()
  const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/teachers/${teacher.id}`) && r.request().method() === 'DELETE')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  expect((await deleted).status()).toBe(200)
  await expect(page.getByText('Teacher deleted successfully')).toBeVisible()
  await expect(confirm).toHaveCount(0)
  await expect(page.getByText('No teachers match these filters.')).toBeVisible()

  const assigned = (await teacherList(page.request)).teachers.find((t) => t.homeroomClass)!
  await page.goto(`/teachers?q=${encodeURIComponent(assigned.name)}`)
  await cardOf(page, assigned.name).getByRole('button', { name: /^Delete/ }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm.getByRole('alert')).toContainText(`${assigned.name} still teaches`)
  await expect(page.getByText('Teacher deleted successfully')).toHaveCount(0)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(cardOf(page, assigned.name)).toBeVisible()
})

for (const role of ['homeroom_teacher', 'subject_teacher'] as const) {
  test(`a ${role.replace('_', ' ')} sees the teachers but no Add Teacher, Edit or Delete`, async ({ page }) => {
    await signIn(page, role, '/teachers')
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add Teacher' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0)
    const { teachers } = await teacherList(page.request)
    expect((await page.request.delete(`/api/teachers/${teachers[0]!.id}`)).status()).toBe(403)
  })
}

test('Export downloads the filtered teachers as CSV and as XLSX', async ({ page }) => {
  await signIn(page, 'headmaster', '/teachers')
  const { total } = await teacherList(page.request)
  const download = async (name: string) => {
    const started = page.waitForEvent('download')
    await page.getByRole('link', { name }).click()
    return readFile(await (await started).path())
  }
  const lines = (await download('Export CSV')).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l !== '')
  expect(lines[0]).toBe('Name,Email,Department,Subjects,Homeroom Class')
  expect(lines).toHaveLength(1 + total)
  expect((await download('Export XLSX')).subarray(0, 2).toString('latin1')).toBe('PK')
})

test('on a 390px phone the cards and the Add Teacher dialog fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, 'headmaster', '/teachers')
  await expect(cards(page).first()).toBeVisible()
  await expectNoHorizontalScroll(page, 390)
  await page.getByRole('button', { name: 'Add Teacher' }).click()
  await dialog(page).getByLabel('Is Homeroom Teacher').check()
  const box = await dialog(page).boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  await expectNoHorizontalScroll(page, 390)
  const save = dialog(page).getByRole('button', { name: 'Save' })
  await save.scrollIntoViewIfNeeded()
  await expect(save).toBeInViewport()
})

for (const theme of ['dark', 'light'] as const) {
  test(`Teacher Management and its dialogs have no accessibility violations (${theme})`, async ({ page }) => {
    await signIn(page, 'headmaster', '/teachers')
    await setTheme(page, theme, { signedIn: true })
    await expect(cards(page).first()).toBeVisible()
    await expectNoViolations(page, `teacher management, ${theme}`)
    await cards(page).first().getByRole('button', { name: /^Edit/ }).click()
    await expect(dialog(page).getByRole('heading', { name: 'Edit Teacher' })).toBeVisible()
    await expectNoViolations(page, `edit teacher dialog, ${theme}`)
  })
}
