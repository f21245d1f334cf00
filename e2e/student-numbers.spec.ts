import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/attendance'
import { freshParentNumbers, moreActions, studentRows } from './support/management'

/*
 * A school brings its own numbers (ADR 046): a file with the school's Student IDs (NIS) and the national numbers
 * (NISN) imports as given; the numbers are found by search, printed on the sign-in sheet and shown on the profile.
 */
const HEADER = 'Name,Student ID,Parent Number,Class,Level,Department,NISN'

async function importFile(page: Page, text: string, rows: number) {
  await moreActions(page)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import students' })
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Choose CSV file' }).click()
  await (await chooser).setFiles({ name: 'from-the-old-system.csv', mimeType: 'text/csv', buffer: Buffer.from(text) })
  return { dialog, apply: dialog.getByRole('button', { name: `Apply ${rows} changes` }) }
}

test('a file with NIS and NISN imports as given; a wrong NISN is refused by line; the numbers are on the sheet and the profile', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, 'headmaster', '/students')
  const [first, second] = await freshParentNumbers(page.request)
  const nis = [`NIS-${first}`, `NIS-${second}`]
  const nisn = [`00512${first}`, `00513${second}`]
  const names = [`Made Wirawan ${first}`, `Putu Ayu ${second}`]

  // A NISN of 9 digits: the line and the message, and nothing can be applied.
  const wrong = await importFile(page, [HEADER, `${names[0]},${nis[0]},${first},12C,Senior,Science,${nisn[0]!.slice(1)}`].join('\r\n'), 1)
  await expect(wrong.dialog.getByRole('alert')).toHaveText(/^1 row has errors\./)
  await expect(wrong.dialog.getByRole('row').filter({ hasText: 'NISN: NISN must be 10 digits' }).getByRole('cell').first()).toHaveText('2')
  await wrong.dialog.getByRole('button', { name: 'Cancel' }).click()

  const file = [HEADER, `${names[0]},${nis[0]},${first},12C,Senior,Science,${nisn[0]}`, `${names[1]},${nis[1]},${second},12C,Senior,Arts,${nisn[1]}`].join('\r\n')
  const right = await importFile(page, file, 2)
  await expect(right.dialog.getByRole('row').filter({ hasText: names[0]! })).toContainText('Add')
  await right.apply.click()
  await expect(page.getByText('Import complete: 2 added, 0 updated, 0 unchanged')).toBeVisible()
  await right.dialog.getByRole('button', { name: 'Done' }).click()

  // Found by the NISN, listed with the school's Student ID.
  await page.getByRole('searchbox', { name: 'Search' }).fill(nisn[1]!)
  await expect(studentRows(page)).toHaveCount(1)
  await expect(studentRows(page).first()).toContainText(nis[1]!)

  // The sign-in sheet prints both numbers beside the parent number.
  await page.getByRole('searchbox', { name: 'Search' }).fill('')
  await moreActions(page)
  await page.getByRole('button', { name: 'Create passwords' }).click()
  const create = page.getByRole('dialog', { name: 'Create passwords' })
  await create.getByLabel('Class').selectOption({ label: '12C' })
  await create.getByRole('button', { name: 'Create', exact: true }).click()
  const slip = page.getByRole('region', { name: '12C' }).getByRole('listitem', { name: names[0] })
  await expect(slip).toContainText(`Student ID${nis[0]} · NISN ${nisn[0]}`)
  const password = (await slip.getByTestId('sheet-password').textContent())!.trim()
  await page.getByRole('button', { name: 'Done' }).click()

  // The student, signed in, sees their numbers on their profile.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await page.getByLabel('Parent number').fill(first)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByLabel('One-time password').fill(password)
  await page.getByLabel('New password', { exact: true }).fill('my-own-password')
  await page.getByLabel('Confirm password', { exact: true }).fill('my-own-password')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
  const identity = page.getByRole('region', { name: names[0] })
  await expect(identity.getByRole('definition').first()).toHaveText(nis[0]!)
  await expect(identity.getByRole('definition').nth(1)).toHaveText(nisn[0]!)
})
