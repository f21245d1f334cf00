import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/attendance'
import { freshParentNumbers, moreActions } from './support/management'
import { bottomNav, signInFromDemoBox } from './support/session'

const csv = (rows: string[][]) => ['Name,Student ID,Parent Number,Class,Level,Department', ...rows.map((r) => r.join(','))].join('\r\n')

/** Students without a password, the way a school gets them: the CSV import. */
async function importStudents(page: Page, rows: string[][]) {
  await moreActions(page)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import students' })
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Choose CSV file' }).click()
  await (await chooser).setFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) })
  await dialog.getByRole('button', { name: `Apply ${rows.length} changes` }).click()
  await expect(dialog.getByRole('note')).toContainText(`${rows.length} new students have no password yet`)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test('imported students get one-time passwords on a printable sheet; one signs in with it and must choose their own', async ({ page, baseURL }) => {
  // A long journey: import, create, print, sign out, sign in, change.
  test.setTimeout(90_000)
  await signIn(page, 'headmaster', '/students')
  const [first, second] = await freshParentNumbers(page.request)
  const names = [`Sheet Ayu ${first}`, `Sheet Bima ${second}`]
  await importStudents(page, [[names[0]!, '', first, '12A', 'Senior', 'Science'], [names[1]!, '', second, '12A', 'Senior', 'Arts']])

  await moreActions(page)
  await page.getByRole('button', { name: 'Create passwords' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create passwords' })
  await dialog.getByLabel('Class').selectOption({ label: '12A' })
  await dialog.getByRole('button', { name: 'Create', exact: true }).click()

  await expect(page).toHaveURL(/\/sign-in-sheet$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in sheet' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('shown only now and can never be shown again')
  const sheet = page.getByRole('region', { name: '12A' })
  const slips = [sheet.getByRole('listitem', { name: names[0] }), sheet.getByRole('listitem', { name: names[1] })]
  await expect(slips[0]!).toContainText(`Parent number${first}`)
  await expect(slips[1]!).toContainText(`Parent number${second}`)
  await expect(slips[0]!).toContainText(`Sign in at${baseURL}/`)
  await expect(slips[0]!.getByRole('img', { name: 'QR code of the sign-in address' })).toBeVisible()
  const password = (await slips[0]!.getByTestId('sheet-password').textContent())!.trim()
  expect(password).toMatch(/^[A-Za-z2-9]{12}$/)

  // On paper: no app header, navigation, buttons or the on-screen warning; the slips only.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(bottomNav(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('note')).toBeHidden()
  await expect(slips[0]!).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  // Asked again, nobody in 12A is left without a password.
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page).toHaveURL(/\/students$/)
  await moreActions(page)
  await page.getByRole('button', { name: 'Create passwords' }).click()
  await dialog.getByLabel('Class').selectOption({ label: '12A' })
  await dialog.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(dialog.getByRole('status')).toHaveText('Everyone already has a password. Nothing was changed.')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // The student signs in with the printed password…
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await page.getByLabel('Parent number').fill(first)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  // …and must choose their own before anything else: the server refuses the rest meanwhile.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await expect(bottomNav(page)).toHaveCount(0)
  const refused = await page.request.get('/api/student/profile')
  expect(refused.status()).toBe(403)
  expect((await refused.json()).code).toBe('password_change_required')
  await page.getByLabel('One-time password').fill(password)
  await page.getByLabel('New password', { exact: true }).fill('my-own-password')
  await page.getByLabel('Confirm password', { exact: true }).fill('my-own-passwrd')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription('Passwords do not match')
  await page.getByLabel('Confirm password', { exact: true }).fill('my-own-password')
  await page.getByRole('button', { name: 'Save and continue' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
  await expect(page.getByText(names[0]!).first()).toBeVisible()
  // A reload stays in the app: the server no longer asks for a new password.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
})

test('the sheet page after a reload says the passwords are gone, and shows none', async ({ page }) => {
  await signIn(page, 'headmaster', '/sign-in-sheet')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in sheet' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('passwords are shown only once')
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0)
})

test('a student sees their name in Settings but cannot change it; the server refuses a rename too', async ({ page }) => {
  await signInFromDemoBox(page, 'student')
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { name: string } }
  await bottomNav(page).getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByTestId('settings-name')).toHaveText(me.user.name)
  await expect(page.getByTestId('settings-name')).toHaveAccessibleDescription('Your name is kept by the school office. Ask them to correct it.')
  await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible()
  const renamed = await page.request.patch('/api/account/profile', { data: { name: 'Someone Else' } })
  expect(renamed.status()).toBe(403)
  expect((await (await page.request.get('/api/auth/me')).json()).user.name).toBe(me.user.name)
})

test('"Forgot password?" on sign-in says whom to ask', async ({ page }) => {
  await page.goto('/')
  const link = page.getByText('Forgot password?')
  await expect(page.getByText('ask your homeroom teacher or the school office')).toBeHidden()
  await link.click()
  await expect(page.getByText('Students: ask your homeroom teacher or the school office.')).toBeVisible()
  await expect(page.getByText('Teachers and staff: ask the headmaster')).toBeVisible()
})
