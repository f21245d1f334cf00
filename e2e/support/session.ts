import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { DemoAccountsResponse } from '../../src/shared/contracts/auth'
import type { Role } from '../../src/shared/roles'

export const ROLE_LABELS: Record<Role, string> = {
  headmaster: 'Headmaster',
  homeroom_teacher: 'Homeroom teacher',
  subject_teacher: 'Subject teacher',
  student: 'Student',
  parent: 'Parent',
}

export async function demoAccounts(request: APIRequestContext): Promise<DemoAccountsResponse> {
  const response = await request.get('/api/auth/demo-accounts')
  expect(response.status(), 'the e2e server runs in demo mode').toBe(200)
  return (await response.json()) as DemoAccountsResponse
}

export async function demoAccount(request: APIRequestContext, role: Role) {
  const { accounts, password } = await demoAccounts(request)
  const account = accounts.find((a) => a.role === role)
  if (!account) throw new Error(`no demo account for ${role}`)
  return { ...account, password }
}

export function demoBox(page: Page): Locator {
  return page.getByRole('region', { name: 'Demo accounts' })
}

/**
 * The main navigation on screen: the bottom bar on a phone, the side navigation from 1024px (so at
 * Playwright's default 1280px). Both carry the same name and pages; only the one shown is found.
 */
export function bottomNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main navigation' })
}

/** The two clicks a person makes: a demo account, then Sign in. */
export async function signInFromDemoBox(page: Page, role: Role): Promise<void> {
  const account = await demoAccount(page.request, role)
  await page.goto('/')
  await demoBox(page).getByRole('button', { name: account.name }).click()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(bottomNav(page)).toBeVisible()
}

export function themeToggle(page: Page): Locator {
  return page.getByRole('button', { name: 'Dark mode' })
}

/** Sets the theme with the toggle; when signed in, waits until the server saved it. */
export async function setTheme(page: Page, theme: 'dark' | 'light', { signedIn }: { signedIn: boolean }): Promise<void> {
  const toggle = themeToggle(page)
  const wantPressed = theme === 'dark' ? 'true' : 'false'
  if ((await toggle.getAttribute('aria-pressed')) === wantPressed) return
  const saved = signedIn
    ? page.waitForResponse((r) => r.url().endsWith('/api/account/preferences') && r.request().method() === 'PATCH')
    : null
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', wantPressed)
  if (saved) expect((await saved).status()).toBe(200)
}

export async function expectTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  const html = page.locator('html')
  if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/)
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/)
}
