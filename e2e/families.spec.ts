import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { ParentChildrenResponse } from '../src/shared/contracts/families'
import type { StudentListResponse } from '../src/shared/contracts/students'
import { expectNoHorizontalScroll, signIn } from './support/attendance'
import { dialog, uniqueSuffix } from './support/management'
import { expectNoViolations } from './support/axe'
import { mailTo } from './support/families'
import { bottomNav, demoAccount, demoBox, setTheme } from './support/session'

/**
 * Families (ADR 020): staff make a link code for a student and print its slip; a new parent
 * registers with it on a phone and sees their child; staff see the parent and remove them. A demo
 * parent of two children moves between them.
 */

async function staffApi(request: APIRequestContext): Promise<void> {
  const account = await demoAccount(request, 'headmaster')
  const response = await request.post('/api/auth/login', { data: { kind: account.kind, identifier: account.identifier, password: account.password } })
  expect(response.status()).toBe(200)
}

/** A listed student no demo parent is linked to, found through the API. */
async function someStudent(request: APIRequestContext) {
  const response = await request.get('/api/students?pageSize=20&page=2')
  expect(response.status()).toBe(200)
  const { students } = (await response.json()) as StudentListResponse
  return students[students.length - 1]!
}

async function openFamily(page: Page, name: string) {
  await page.goto('/students')
  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await page.getByRole('button', { name: `Family ${name}` }).first().click()
  const family = dialog(page)
  await expect(family.getByRole('heading', { name: `Family of ${name}` })).toBeVisible()
  return family
}

test('staff make a link code, a new parent registers with it on a phone and sees the child, and staff remove them', async ({ page, request }) => {
  await staffApi(request)
  const student = await someStudent(request)

  // Staff: Family → Create link code → the code once, and its slip for paper.
  await signIn(page, 'headmaster')
  let family = await openFamily(page, student.name)
  await expect(family.getByText(/waiting to be used/)).toBeVisible()
  await family.getByRole('button', { name: 'Create link code' }).click()
  await expect(family.getByRole('heading', { name: `Link code for ${student.name}` })).toBeVisible()
  await expect(family.getByText('This code is shown only once.', { exact: false })).toBeVisible()
  const code = (await family.locator('[data-link-code]').textContent())!.trim()
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
  await expect(family.getByRole('button', { name: 'Print slip' })).toBeVisible()

  // On paper, the slip alone: the school, the student and class, the code, the expiry, what to do.
  const slip = page.locator('.link-code-slip')
  await expect(slip).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(slip).toBeVisible()
  await expect(page.getByRole('dialog')).toBeHidden()
  const { school } = (await (await page.request.get('/api/auth/me')).json()) as { school: { name: string } }
  await expect(slip).toContainText(school.name)
  await expect(slip).toContainText(student.name)
  await expect(slip).toContainText(student.class.name)
  await expect(slip).toContainText(code)
  await expect(slip).toContainText('Use this code before')
  await expect(slip).toContainText('choose Register, enter this code')
  await page.emulateMedia({ media: 'screen' })

  await family.getByRole('button', { name: 'Done' }).click()
  await expect(family.getByText(/1 link code is waiting to be used|link codes are waiting to be used/)).toBeVisible()
  await family.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).or(page.getByRole('button', { name: 'Logout' }).first()).first().click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()

  // A parent on a phone: Register, a mistyped code first, then the code as typed from the slip.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('link', { name: /Register with the code from your school/ }).click()
  await expect(page).toHaveURL('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Register as a parent' })).toBeVisible()
  const email = `parent.${uniqueSuffix().toLowerCase()}@example.org`
  const name = `Parent ${uniqueSuffix()}`
  await page.getByLabel('Link code').fill('AAAA-BBBB-CCCC')
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('a long family password')
  await page.getByLabel('Confirm password').fill('a long family password')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('This code is not valid', { exact: false })).toBeVisible()
  await expect(page.getByLabel('Link code')).toHaveAttribute('aria-invalid', 'true')
  await expectNoHorizontalScroll(page, 390)

  await page.getByLabel('Link code').fill(code.toLowerCase().replaceAll('-', ' '))
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Your children' })).toBeVisible()
  await expect(bottomNav(page).getByRole('link')).toHaveText(['Overview', 'Requests', 'Settings'])
  // Their notices go at once, whatever the hour (no quiet hours): the removal below is told to them.
  expect((await page.request.put('/api/account/notice-settings', { data: { quietHours: null, language: null } })).status()).toBe(200)

  // Today's status, as the server has it; then a teacher records the day and the parent sees it with time and method.
  const { children } = (await (await page.request.get('/api/parent/children')).json()) as ParentChildrenResponse
  expect(children.map((c) => c.id)).toEqual([student.id])
  const today = children[0]!.today
  const todayCard = page.getByRole('region', { name: /^Today/ })
  await expect(todayCard).toContainText(student.name)
  if (!today.isSchoolDay) {
    await expect(todayCard).toContainText('No school today')
  } else {
    if (!today.record) await expect(todayCard).toContainText('Not recorded yet')
    const recorded = await request.put('/api/attendance/records', { data: { studentId: student.id, date: today.date, status: 'late', overwrite: true } })
    expect(recorded.status()).toBe(200)
    await page.reload()
    await expect(todayCard).toContainText(/Late at \d\d:\d\d/)
    await expect(todayCard).toContainText('Recorded by a teacher')
  }
  await expect(page.getByRole('region', { name: 'This week' })).toBeVisible()
  await expect(page.locator('[data-attendance-rate]')).toContainText('Attendance rate')
  // The month's calendar, and the child's lessons by subject beside it.
  await expect(page.locator('table[data-month]')).toBeVisible()
  await expect(page.getByRole('table', { name: /^Lessons of / })).toBeVisible()
  await expectNoHorizontalScroll(page, 390)

  // Staff see the parent, and remove them.
  await page.request.post('/api/auth/logout')
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, 'headmaster')
  family = await openFamily(page, student.name)
  const row = family.getByRole('listitem').filter({ hasText: email })
  await expect(row).toContainText(name)
  await expect(row).toContainText('Linked on')
  await row.getByRole('button', { name: `Remove ${name}` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(`${name} will no longer see the attendance of ${student.name}`)
  await confirm.getByRole('button', { name: 'Remove' }).click()
  await expect(confirm).toBeHidden()
  await expect(family.getByRole('listitem').filter({ hasText: email })).toHaveCount(0)
  const guardians = (await (await request.get(`/api/students/${student.id}/guardians`)).json()) as { guardians: { email: string }[] }
  expect(guardians.guardians.map((g) => g.email)).not.toContain(email)
  // The adult removed is told by email (ADR 020), with what to do if they did not expect it.
  const told = await mailTo(request, email, `You are no longer linked to ${student.name}`)
  expect(told.body).toContain('If you did not expect this, contact the school straight away.')
})

test('a parent who types too many wrong codes in Add a child is told it was their own, and how long to wait', async ({ page, request }) => {
  await staffApi(request)
  const student = await someStudent(request)
  const codeFor = async () => ((await (await request.post(`/api/students/${student.id}/link-codes`)).json()) as { code: string }).code
  // A new parent, registered and signed in; other families' wrong codes from this same address do not count against them.
  const email = `typos.${uniqueSuffix().toLowerCase()}@example.org`
  const registered = await page.request.post('/api/families/register', {
    data: { code: await codeFor(), name: `Parent ${uniqueSuffix()}`, email, password: 'a long family password', confirmPassword: 'a long family password' },
  })
  expect(registered.status()).toBe(201)
  for (let i = 0; i < 10; i++) expect((await page.request.post('/api/parent/children', { data: { code: 'AAAA-AAAA-AAAA' } })).status()).toBe(400)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Add a child' }).click()
  const add = dialog(page)
  await add.getByLabel('Link code').fill('AAAA-AAAA-AAAA')
  await add.getByRole('button', { name: 'Add child' }).click()
  await expect(add.getByRole('alert')).toHaveText('You typed too many wrong link codes. Check the code against the slip and try again in 15 minutes.')
  await expectNoHorizontalScroll(page, 390)
})

test('the Parent tab: a demo parent fills it, and the parent of two children switches between them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const parent = await demoAccount(page.request, 'parent')
  await page.goto('/')
  await demoBox(page).getByRole('button', { name: parent.name }).click()
  await expect(page.getByRole('tab', { name: 'Parent' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Email')).toHaveValue(parent.identifier)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your children' })).toBeVisible()

  const { children } = (await (await page.request.get('/api/parent/children')).json()) as ParentChildrenResponse
  expect(children).toHaveLength(2)
  const switcher = page.getByRole('tablist', { name: 'Child' })
  const [first, second] = children as [ParentChildrenResponse['children'][number], ParentChildrenResponse['children'][number]]
  await expect(switcher.getByRole('tab', { name: new RegExp(first.name) })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('region', { name: /^Today/ })).toContainText(first.name)
  // The demo school's term has history: the rate is a figure, the calendar this month.
  await expect(page.locator('[data-attendance-rate]')).toContainText('%')

  await switcher.getByRole('tab', { name: new RegExp(second.name) }).click()
  await expect(switcher.getByRole('tab', { name: new RegExp(second.name) })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(`/?child=${second.id}`)
  await expect(page.getByRole('region', { name: /^Today/ })).toContainText(second.name)
  await expect(page.locator(`[data-child-id="${second.id}"]`)).toBeVisible()

  // The previous month is a tap away, the next one only up to this month.
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled()
  await page.getByRole('button', { name: 'Previous month' }).click()
  await expect(page.getByRole('button', { name: 'Next month' })).toBeEnabled()
  await expectNoHorizontalScroll(page, 390)

  // A code that is not one is refused in the Add a child dialog, under its field.
  await page.getByRole('button', { name: 'Add a child' }).click()
  const add = dialog(page)
  await add.getByLabel('Link code').fill('12')
  await add.getByRole('button', { name: 'Add child' }).click()
  await expect(add.getByText('Enter the 12-character code from your slip')).toBeVisible()
})

for (const theme of ['dark', 'light'] as const) {
  test(`the register page and the parent's home have no accessibility violations, and Settings edits the parent's email (390 px, ${theme})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/register')
    await setTheme(page, theme, { signedIn: false })
    await expect(page.getByRole('heading', { level: 1, name: 'Register as a parent' })).toBeVisible()
    await expectNoViolations(page, `register, ${theme}`)

    const parent = await demoAccount(page.request, 'parent')
    await signIn(page, 'parent')
    await setTheme(page, theme, { signedIn: true })
    await expect(page.locator('table[data-month]')).toBeVisible()
    await expect(page.getByRole('table', { name: /^Lessons of / })).toBeVisible()
    await expectNoViolations(page, `parent home, ${theme}`)

    await bottomNav(page).getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('button', { name: 'Edit profile' }).click()
    const edit = dialog(page)
    await expect(edit.getByLabel('Name')).toHaveValue(parent.name)
    await expect(edit.getByLabel('Email')).toHaveValue(parent.identifier)
    await edit.getByRole('button', { name: 'Cancel' }).click()
  })
}
