import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { expectNoHorizontalScroll, signIn } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { classList, confirmation, createClass, deleteIfPresent, departments, dialog, me, uniqueSuffix } from './support/management'
import { demoAccount, setTheme } from './support/session'

const cards = (page: Page) => page.getByRole('list', { name: 'Classes' }).getByRole('listitem')
const cardOf = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })

test('the headmaster sees every class with its department, student count and teacher, and filters them', async ({ page }) => {
  await signIn(page, 'headmaster', '/classes')
  await expect(page.getByRole('heading', { level: 1, name: 'Class Management' })).toBeVisible()
  const classes = await classList(page.request)
  expect(classes.length).toBeGreaterThanOrEqual(18)
  await expect(cards(page)).toHaveCount(classes.length)
  await expect(page.getByText(`${classes.length} classes`)).toBeVisible()

  const withStudents = classes.find((c) => c.studentCount > 0 && c.teacher)!
  const card = cardOf(page, withStudents.name)
  await expect(card).toContainText(withStudents.department)
  await expect(card).toContainText(`Students${withStudents.studentCount}`)
  await expect(card).toContainText(`Teacher${withStudents.teacher!.name}`)
  await expect(card.getByRole('button', { name: /^Edit/ })).toBeVisible()
  await expect(card.getByRole('button', { name: /^Delete/ })).toBeVisible()

  // Search by class name, in the URL.
  await page.getByRole('searchbox', { name: 'Search' }).fill('12')
  await expect(page).toHaveURL(/[?&]q=12(&|$)/)
  const twelves = await classList(page.request, { q: '12' })
  await expect(cards(page)).toHaveCount(twelves.length)
  for (const c of await cards(page).all()) await expect(c.getByRole('heading')).toContainText('12')

  // The department filter, in the URL and kept on reload.
  await page.getByRole('searchbox', { name: 'Search' }).fill('')
  await expect(page).not.toHaveURL(/[?&]q=/)
  const department = (await departments(page.request)).find((d) => d.name === withStudents.department)!
  const inDepartment = await classList(page.request, { departmentId: department.id })
  const select = page.getByLabel('Department', { exact: true })
  await expect(select.locator('option').first()).toHaveText('All Departments')
  await select.selectOption({ label: department.name })
  await expect(page).toHaveURL(new RegExp(`[?&]departmentId=${department.id}(&|$)`))
  await expect(cards(page)).toHaveCount(inDepartment.length)
  for (const c of await cards(page).all()) await expect(c).toContainText(department.name)
  await page.reload()
  await expect(select).toHaveValue(department.id)
  await expect(cards(page)).toHaveCount(inDepartment.length)
})

test('Add Class checks the required fields, then adds the class with its success toast', async ({ page }) => {
  await signIn(page, 'headmaster', '/classes')
  const headmaster = await demoAccount(page.request, 'headmaster')
  const name = `T${uniqueSuffix()}`
  await page.getByRole('button', { name: 'Add Class' }).click()
  const form = dialog(page)
  await expect(form.getByRole('heading', { name: 'Add Class' })).toBeVisible()
  await expect(form.getByLabel('Teacher').locator('option')).not.toHaveCount(1)

  const posts: string[] = []
  page.on('request', (r) => (r.method() === 'POST' && r.url().endsWith('/api/classes') ? posts.push(r.url()) : null))
  await form.getByRole('button', { name: 'Save' }).click()
  for (const label of ['Class Name', 'Department', 'Teacher']) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(/This field is required/)
  }
  expect(posts).toHaveLength(0)

  await form.getByLabel('Class Name').fill(name)
  await form.getByLabel('Department').selectOption({ label: 'Science' })
  await form.getByLabel('Teacher').selectOption({ label: headmaster.name })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Class added successfully')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const card = cardOf(page, name)
  await expect(card).toContainText('Science')
  await expect(card).toContainText('Students0')
  await expect(card).toContainText(`Teacher${headmaster.name}`)

  // The same name again is refused under the field.
  await page.getByRole('button', { name: 'Add Class' }).click()
  await form.getByLabel('Class Name').fill(name)
  await form.getByLabel('Department').selectOption({ label: 'Arts' })
  await form.getByLabel('Teacher').selectOption({ label: headmaster.name })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByLabel('Class Name')).toHaveAccessibleDescription(/Another class already has this name/)
  await expect(form).toBeVisible()

  const created = (await classList(page.request, { q: name })).find((c) => c.name === name)!
  await deleteIfPresent(page.request, `/api/classes/${created.id}`)
})

test('Edit renames a class and changes its department', async ({ page }) => {
  await signIn(page, 'headmaster', '/classes')
  const headmaster = await me(page.request)
  const depts = await departments(page.request)
  const klass = await createClass(page.request, { name: `E${uniqueSuffix()}`, departmentId: depts[0]!.id, teacherId: headmaster.id })
  const newName = `R${uniqueSuffix()}`
  await page.reload()

  await cardOf(page, klass.name).getByRole('button', { name: /^Edit/ }).click()
  const form = dialog(page)
  await expect(form.getByRole('heading', { name: 'Edit Class' })).toBeVisible()
  await expect(form.getByLabel('Class Name')).toHaveValue(klass.name)
  await expect(form.getByLabel('Department')).toHaveValue(depts[0]!.id)
  await form.getByLabel('Class Name').fill(newName)
  await form.getByLabel('Department').selectOption(depts[1]!.id)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Class updated successfully')).toBeVisible()
  await expect(cardOf(page, newName)).toContainText(depts[1]!.name)
  await expect(cardOf(page, klass.name)).toHaveCount(0)
  await deleteIfPresent(page.request, `/api/classes/${klass.id}`)
})

test('Delete asks first, then removes an empty class with its success toast', async ({ page }) => {
  await signIn(page, 'headmaster', '/classes')
  const headmaster = await me(page.request)
  const depts = await departments(page.request)
  const klass = await createClass(page.request, { name: `D${uniqueSuffix()}`, departmentId: depts[0]!.id, teacherId: headmaster.id })
  await page.reload()

  await cardOf(page, klass.name).getByRole('button', { name: /^Delete/ }).click()
  const confirm = confirmation(page)
  await expect(confirm.getByRole('heading', { name: `Delete class ${klass.name}?` })).toBeVisible()
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(cardOf(page, klass.name)).toHaveCount(1)

  await cardOf(page, klass.name).getByRole('button', { name: /^Delete/ }).click()
  const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/classes/${klass.id}`) && r.request().method() === 'DELETE')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  expect((await deleted).status()).toBe(200)
  await expect(page.getByText('Class deleted successfully')).toBeVisible()
  await expect(confirm).toHaveCount(0)
  await expect(cardOf(page, klass.name)).toHaveCount(0)
  expect((await classList(page.request)).some((c) => c.id === klass.id)).toBe(false)
})

test('deleting a class with students is refused with the server\'s message and nothing changes', async ({ page }) => {
  await signIn(page, 'headmaster', '/classes')
  const klass = (await classList(page.request)).find((c) => c.studentCount > 0)!
  await cardOf(page, klass.name).getByRole('button', { name: /^Delete/ }).click()
  const confirm = confirmation(page)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm.getByRole('alert')).toContainText(`${klass.name} still has ${klass.studentCount} student`)
  await expect(confirm.getByRole('alert')).toContainText('Move')
  await expect(page.getByText('Class deleted successfully')).toHaveCount(0)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(cardOf(page, klass.name)).toContainText(`Students${klass.studentCount}`)
})

test('Export downloads the filtered classes as CSV and as XLSX', async ({ page }) => {
  await signIn(page, 'headmaster', '/classes?q=11')
  const expected = await classList(page.request, { q: '11' })
  const download = async (name: string) => {
    const started = page.waitForEvent('download')
    await page.getByRole('link', { name }).click()
    return readFile(await (await started).path())
  }
  const csv = (await download('Export CSV')).toString('utf8').replace(/^\uFEFF/, '')
  const lines = csv.split(/\r?\n/).filter((line) => line !== '')
  expect(lines[0]).toBe('Class Name,Department,Teacher,Students')
  expect(lines).toHaveLength(1 + expected.length)
  const xlsx = await download('Export XLSX')
  expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK')
})

test('a homeroom teacher may manage classes too', async ({ page }) => {
  await signIn(page, 'homeroom_teacher', '/classes')
  await expect(page.getByRole('button', { name: 'Add Class' })).toBeVisible()
  await expect(cards(page).first().getByRole('button', { name: /^Edit/ })).toBeVisible()
})

test('on a 390px phone the cards and the Add Class dialog fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, 'headmaster', '/classes')
  await expect(cards(page).first()).toBeVisible()
  const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()])
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1)
  await expectNoHorizontalScroll(page, 390)
  await page.getByRole('button', { name: 'Add Class' }).click()
  const box = await dialog(page).boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  const save = dialog(page).getByRole('button', { name: 'Save' })
  await save.scrollIntoViewIfNeeded()
  await expect(save).toBeInViewport()
})

for (const theme of ['dark', 'light'] as const) {
  test(`Class Management, its dialog and its confirmation have no accessibility violations (${theme})`, async ({ page }) => {
    await signIn(page, 'headmaster', '/classes')
    await setTheme(page, theme, { signedIn: true })
    await expect(cards(page).first()).toBeVisible()
    await expectNoViolations(page, `class management, ${theme}`)
    await page.getByRole('button', { name: 'Add Class' }).click()
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(dialog(page).getByText('This field is required').first()).toBeVisible()
    await expectNoViolations(page, `add class dialog, ${theme}`)
    await page.keyboard.press('Escape')
    await cards(page).first().getByRole('button', { name: /^Delete/ }).click()
    await expect(confirmation(page)).toBeVisible()
    await expectNoViolations(page, `delete class confirmation, ${theme}`)
  })
}
