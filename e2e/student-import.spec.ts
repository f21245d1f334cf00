import { expect, test, type Page } from '@playwright/test'
import type { StudentListResponse } from '../src/shared/contracts/students'
import { allClasses, signIn } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { setTheme } from './support/session'
import { classList, deleteIfPresent, freshParentNumbers, moreActions, studentRows, uniqueSuffix } from './support/management'

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import students' })
/** The students on screen: the table's rows in the default 1280px window (cards on a phone). */
const cards = studentRows

const csv = (rows: string[][]) => ['Name,Student ID,Parent Number,Class,Level,Department', ...rows.map((r) => r.join(','))].join('\r\n')

/** The person's way: the dialog's button opens the system file chooser, which gets the file. */
async function chooseFile(page: Page, button: 'Choose CSV file' | 'Choose another file', name: string, text: string) {
  const chooser = page.waitForEvent('filechooser')
  await importDialog(page).getByRole('button', { name: button }).click()
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
}

async function openImport(page: Page) {
  await moreActions(page)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(importDialog(page)).toBeVisible()
}

test('a CSV import shows a bad row’s line and error, then applies the fixed file and the new students appear', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const [first, second] = await freshParentNumbers(page.request)
  const [klass] = await allClasses(page.request)
  const names = [`Imported Ayu ${first}`, `Imported Bima ${second}`]
  const before = ((await (await page.request.get('/api/students?pageSize=1')).json()) as StudentListResponse).total

  await openImport(page)
  const template = importDialog(page).getByRole('link', { name: 'Download template' })
  await expect(template).toHaveAttribute('href', '/api/students/import/template')
  expect((await page.request.get('/api/students/import/template')).status()).toBe(200)

  await chooseFile(page, 'Choose CSV file', 'students.csv', csv([
    [names[0]!, '', first, klass!.name, 'Junior', 'Science'],
    [names[1]!, '', '123', klass!.name, 'Senior', 'Arts'],
  ]))
  const dialog = importDialog(page)
  await expect(dialog.getByRole('alert')).toHaveText(/^1 row has errors\./)
  const badRow = dialog.getByRole('row').filter({ hasText: 'Parent Number: Parent number must be 5 digits' })
  await expect(badRow.getByRole('cell').first()).toHaveText('3')
  await expect(badRow).toContainText(names[1]!)
  await expect(dialog.getByRole('definition')).toHaveText(['1', '0', '0', '1'])
  await expect(dialog.getByRole('button', { name: /^Apply/ })).toBeDisabled()

  await chooseFile(page, 'Choose another file', 'students-fixed.csv', csv([
    [names[0]!, '', first, klass!.name, 'Junior', 'Science'],
    [names[1]!, '', second, klass!.name, 'Senior', 'Arts'],
  ]))
  await expect(dialog.getByText('File: students-fixed.csv')).toBeVisible()
  await expect(dialog.getByRole('definition')).toHaveText(['2', '0', '0', '0'])
  await expect(dialog.getByRole('row').filter({ hasText: names[1]! })).toContainText('Add')
  await dialog.getByRole('button', { name: 'Apply 2 changes' }).click()

  await expect(page.getByText('Import complete: 2 added, 0 updated, 0 unchanged')).toBeVisible()
  await expect(dialog.getByRole('note')).toHaveText(/^2 new students have no password yet\. Give them all one at once with Create passwords, on a sign-in sheet to print\.Create passwords$/)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await expect(page.getByText(`${before + 2} students`)).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search' }).fill(names[1]!)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first().getByRole('rowheader', { name: names[1]! })).toBeVisible()
  await expect(cards(page).first().getByRole('cell').nth(4)).toHaveText(second)
})

test('a file naming a department and a class the school lacks says how to fix it, and creates them when the box is ticked', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const [parentNumber] = await freshParentNumbers(page.request)
  const suffix = uniqueSuffix()
  const [name, klass, department] = [`Pioneer ${suffix}`, `N${suffix}`, `Astronomy ${suffix}`]
  await openImport(page)
  await chooseFile(page, 'Choose CSV file', 'new-things.csv', csv([[name, '', parentNumber, klass, 'Junior', department]]))
  const dialog = importDialog(page)
  await expect(dialog.getByRole('alert')).toHaveText(/^1 row has errors\./)
  await expect(dialog.getByRole('row').filter({ hasText: name })).toContainText(
    `Department: No department is named “${department}”. Add it under Departments, or tick “Create what is missing”.`,
  )
  await expect(dialog.getByText(`Departments: ${department}`)).toBeVisible()
  await expect(dialog.getByText(`Classes: ${klass} (${department})`)).toBeVisible()

  await dialog.getByLabel('Create what is missing').check()
  await expect(dialog.getByRole('definition')).toHaveText(['1', '0', '0', '0'])
  const row = dialog.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText(`New department: ${department}`)
  await expect(row).toContainText(`New class: ${klass}`)
  await dialog.getByRole('button', { name: 'Apply 1 change' }).click()
  await expect(dialog.getByRole('listitem')).toHaveText(['1 student added', '0 students updated', '0 unchanged', '1 department created', '1 class created'])
  await dialog.getByRole('button', { name: 'Done' }).click()

  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText(klass)
  const created = (await classList(page.request, { q: klass })).find((c) => c.name === klass)!
  expect(created).toMatchObject({ department, teacher: null, studentCount: 1 })

  // Leave the shared database as it was: the student, the class, then the department.
  const { students } = (await (await page.request.get(`/api/students?q=${encodeURIComponent(name)}`)).json()) as StudentListResponse
  await deleteIfPresent(page.request, `/api/students/${students[0]!.id}`)
  await deleteIfPresent(page.request, `/api/classes/${created.id}`)
  expect((await page.request.post(`/api/departments/${created.departmentId}/archive`)).status()).toBe(204)
})

test('a subject teacher has no Import button', async ({ page }) => {
  await signIn(page, 'subject_teacher', '/students')
  await expect(cards(page).first()).toBeVisible()
  // Under More, the export only.
  await moreActions(page)
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0)
})

for (const theme of ['dark', 'light'] as const) {
  test(`the import preview with an error has no accessibility violations (${theme})`, async ({ page }) => {
    await signIn(page, 'headmaster', '/students')
    await setTheme(page, theme, { signedIn: true })
    await openImport(page)
    await expectNoViolations(page, `import dialog, ${theme}`)
    await chooseFile(page, 'Choose CSV file', 'bad.csv', csv([['', 'S9999', '1', 'Nowhere', 'Junior', 'Arts']]))
    await expect(importDialog(page).getByRole('alert')).toBeVisible()
    await expectNoViolations(page, `import preview, ${theme}`)
  })
}
