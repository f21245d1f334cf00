import { expect, type Page, test } from '@playwright/test'
import { bottomNav, signInFromDemoBox } from './support/session'

/** Collects the page's CSP violations as the browser reports them. */
function watchViolations(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  return seen
}

test('the app runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const violations = watchViolations(page)
  const response = await page.goto('/')
  const csp = response!.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)

  // The student's profile, the staff screens with dialogs, and the scanner.
  await signInFromDemoBox(page, 'student')
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible()
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()

  await signInFromDemoBox(page, 'headmaster')
  await bottomNav(page).getByRole('link', { name: 'Students' }).click()
  await page.getByRole('button', { name: 'Add Student' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await bottomNav(page).getByRole('link', { name: 'Scan' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(violations).toEqual([])
})

test('an injected inline script does not run', async ({ page }) => {
  await page.goto('/')
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean }
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.head.append(script)
    await new Promise((resolve) => setTimeout(resolve, 50))
    return w.injected === true
  })
  expect(ran).toBe(false)
})
