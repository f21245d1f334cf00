import { expect, test } from '@playwright/test'
import type { Role } from '../src/shared/roles'
import { bottomNav, demoAccount, signInFromDemoBox } from './support/session'

const EXPECTED_NAV: Record<Role, string[]> = {
  headmaster: ['Overview', 'Scan', 'Roll Call', 'Students', 'Reports', 'Requests', 'Classes', 'Teachers', 'Departments', 'Timetable', 'Notices', 'Settings'],
  homeroom_teacher: ['Overview', 'Scan', 'Roll Call', 'Students', 'Reports', 'Requests', 'Classes', 'Teachers', 'Settings'],
  subject_teacher: ['Overview', 'Scan', 'Roll Call', 'Students', 'Reports', 'Teachers', 'Settings'],
  student: ['Overview', 'Requests', 'Settings'],
  parent: ['Overview', 'Requests', 'Settings'],
}

const ROLE_WORDS: Record<Role, string> = {
  headmaster: 'headmaster',
  homeroom_teacher: 'homeroom teacher',
  subject_teacher: 'subject teacher',
  parent: 'parent',
  student: 'student',
}

for (const role of Object.keys(EXPECTED_NAV) as Role[]) {
  test(`${role} signs in from the demo box and sees the right navigation`, async ({ page }) => {
    const account = await demoAccount(page.request, role)
    await signInFromDemoBox(page, role)

    await expect(page).toHaveURL('/')
    await expect(bottomNav(page).getByRole('link')).toHaveText(EXPECTED_NAV[role])
    await expect(bottomNav(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')

    if (role === 'student') {
      await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
      await expect(page.getByText(/Logged in as:/)).toHaveCount(0)
    } else if (role === 'parent') {
      await expect(page.getByRole('heading', { level: 1, name: 'Your children' })).toBeVisible()
      await expect(page.getByText(/Logged in as:/)).toHaveCount(0)
    } else {
      await expect(page.getByRole('heading', { level: 1, name: role === 'headmaster' ? 'Headmaster Dashboard' : 'Teacher Dashboard' })).toBeVisible()
      await expect(page.getByText(`Logged in as: ${account.name} (${ROLE_WORDS[role]})`, { exact: true })).toBeVisible()
    }
  })
}

test('the demo box fills the form: tab, identifier and password', async ({ page }) => {
  const account = await demoAccount(page.request, 'subject_teacher')
  await page.goto('/')
  await page.getByRole('region', { name: 'Demo accounts' }).getByRole('button', { name: account.name }).click()
  await expect(page.getByRole('tab', { name: 'Teacher' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Email')).toHaveValue(account.identifier)
  await expect(page.getByLabel('Password')).toHaveValue(account.password)
})

test('navigation moves between pages and marks the current one', async ({ page }) => {
  await signInFromDemoBox(page, 'headmaster')
  const nav = bottomNav(page)
  for (const [link, heading, path] of [
    ['Scan', 'Scan QR Codes', '/scan'],
    ['Roll Call', 'Roll Call', '/roll-call'],
    ['Students', 'Student Management', '/students'],
    ['Reports', 'Reports', '/reports'],
    ['Requests', 'Absence requests', '/requests'],
    ['Classes', 'Class Management', '/classes'],
    ['Teachers', 'Teacher Management', '/teachers'],
    ['Departments', 'Departments', '/departments'],
    ['Timetable', 'Timetable', '/timetable'],
    ['Settings', 'Settings', '/settings'],
    ['Overview', 'Headmaster Dashboard', '/dashboard'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page')
  }
})
