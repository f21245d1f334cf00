import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { createClass, deleteIfPresent, departments, me, teacherList, uniqueSuffix } from './support/management'
import { setTheme } from './support/session'

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import teachers' })
const cards = (page: Page) => page.getByRole('list', { name: 'Teachers' }).getByRole('listitem')

const csv = (rows: string[][]) =>
  ['Name,Email,Department,Subjects,Homeroom Class', ...rows.map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(','))].join('\r\n')

/** The person's way: the dialog's button opens the system file chooser, which gets the file. */
async function chooseFile(page: Page, button: 'Choose CSV file' | 'Choose another file', name: string, text: string) {
  const chooser = page.waitForEvent('filechooser')
  await importDialog(page).getByRole('button', { name: button }).click()
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(importDialog(page)).toBeVisible()
}

test('a teacher CSV import shows a bad row’s line and error, then applies the fixed file and the new teachers appear', async ({ page }) => {
  await signIn(page, 'headmaster', '/teachers')
  const suffix = uniqueSuffix()
  const [department] = await departments(page.request)
  // A class of its own, so that its homeroom is free whatever other journeys did to the shared database.
  const klass = await createClass(page.request, { name: `IMP${suffix}`, departmentId: department!.id, teacherId: (await me(page.request)).id })
  const names = [`Imported Hana ${suffix}`, `Imported Joko ${suffix}`]
  const emails = [`hana.${suffix.toLowerCase()}@example.org`, `joko.${suffix.toLowerCase()}@example.org`]
  const before = (await teacherList(page.request)).total

  try {
    await openImport(page)
    const dialog = importDialog(page)
    await expect(dialog.getByRole('link', { name: 'Download template' })).toHaveAttribute('href', '/api/teachers/import/template')
    expect((await page.request.get('/api/teachers/import/template')).status()).toBe(200)

    await chooseFile(page, 'Choose CSV file', 'teachers.csv', csv([
      [names[0]!, emails[0]!, department!.name, 'Biology, Chemistry', klass.name],
      [names[1]!, 'joko-at-example.org', department!.name, 'Art', ''],
    ]))
    await expect(dialog.getByRole('alert')).toHaveText(/^1 row has errors\./)
    const badRow = dialog.getByRole('row').filter({ hasText: 'Email: Enter a valid email address' })
    await expect(badRow.getByRole('cell').first()).toHaveText('3')
    await expect(badRow).toContainText(names[1]!)
    await expect(dialog.getByRole('definition')).toHaveText(['1', '0', '0', '1'])
    await expect(dialog.getByRole('button', { name: /^Apply/ })).toBeDisabled()

    await chooseFile(page, 'Choose another file', 'teachers-fixed.csv', csv([
      [names[0]!, emails[0]!, department!.name, 'Biology, Chemistry', klass.name],
      [names[1]!, emails[1]!, department!.name, 'Art', ''],
    ]))
    await expect(dialog.getByText('File: teachers-fixed.csv')).toBeVisible()
    await expect(dialog.getByRole('definition')).toHaveText(['2', '0', '0', '0'])
    await expect(dialog.getByRole('row').filter({ hasText: names[0]! })).toContainText('Add')
    await dialog.getByRole('button', { name: 'Apply 2 changes' }).click()

    await expect(page.getByText('Import complete: 2 added, 0 updated, 0 unchanged')).toBeVisible()
    await expect(dialog.getByRole('listitem')).toHaveText(['2 teachers added', '0 teachers updated', '0 unchanged'])
    await expect(dialog.getByRole('note')).toHaveText(/^2 new teachers have no password yet\. Give them all one at once with Create passwords, on a sign-in sheet to print\.Create passwords$/)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // The list was read again: the count, and the homeroom teacher's badge.
    await expect(page.getByText(`${before + 2} teachers`)).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search' }).fill(names[0]!)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first().getByRole('heading', { name: names[0]! })).toBeVisible()
    await expect(cards(page).first()).toContainText(emails[0]!)
    await expect(cards(page).first().getByTestId('homeroom-badge')).toHaveText(`Homeroom: ${klass.name}`)
    await page.getByRole('searchbox', { name: 'Search' }).fill(names[1]!)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first().getByTestId('homeroom-badge')).toHaveCount(0)
  } finally {
    // Deleting the class frees its homeroom; then both teachers can go.
    await deleteIfPresent(page.request, `/api/classes/${klass.id}`)
    const { teachers } = await teacherList(page.request, { q: suffix })
    for (const teacher of teachers) await deleteIfPresent(page.request, `/api/teachers/${teacher.id}`)
  }
})

test('a file naming a department the school lacks creates it when "Create what is missing" is ticked', async ({ page }) => {
  await signIn(page, 'headmaster', '/teachers')
  const suffix = uniqueSuffix()
  const [name, email, department] = [`Stargazer ${suffix}`, `stargazer.${suffix.toLowerCase()}@example.org`, `Space ${suffix}`]
  await openImport(page)
  await chooseFile(page, 'Choose CSV file', 'teachers.csv', csv([[name, email, department, 'Orbits', '']]))
  const dialog = importDialog(page)
  await expect(dialog.getByRole('row').filter({ hasText: name })).toContainText(
    `Department: No department is named “${department}”. Add it under Departments, or tick “Create what is missing”.`,
  )
  await expect(dialog.getByRole('button', { name: /^Apply/ })).toBeDisabled()
  await dialog.getByLabel('Create what is missing').check()
  await expect(dialog.getByRole('row').filter({ hasText: name })).toContainText(`New department: ${department}`)
  await dialog.getByRole('button', { name: 'Apply 1 change' }).click()
  await expect(dialog.getByRole('listitem')).toHaveText(['1 teacher added', '0 teachers updated', '0 unchanged', '1 department created'])
  await dialog.getByRole('button', { name: 'Done' }).click()

  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText(department)
  const created = (await departments(page.request)).find((d) => d.name === department)!
  const { teachers } = await teacherList(page.request, { q: suffix })
  for (const teacher of teachers) await deleteIfPresent(page.request, `/api/teachers/${teacher.id}`)
  expect((await page.request.post(`/api/departments/${created.id}/archive`)).status()).toBe(204)
})

for (const role of ['homeroom_teacher', 'subject_teacher'] as const) {
  test(`a ${role.replace('_', ' ')} has no Import button on Teacher Management`, async ({ page }) => {
    await signIn(page, role, '/teachers')
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0)
  })
}

for (const theme of ['dark', 'light'] as const) {
  test(`the teacher import preview with an error has no accessibility violations (${theme})`, async ({ page }) => {
    await signIn(page, 'headmaster', '/teachers')
    await setTheme(page, theme, { signedIn: true })
    await openImport(page)
    await expectNoViolations(page, `teacher import dialog, ${theme}`)
    await chooseFile(page, 'Choose CSV file', 'bad.csv', csv([['', 'nobody', 'Nowhere', '', 'No Class']]))
    await expect(importDialog(page).getByRole('alert')).toBeVisible()
    await expectNoViolations(page, `teacher import preview, ${theme}`)
  })
}
