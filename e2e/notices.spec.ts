import { expect, test } from '@playwright/test'
import type { NoticesResponse } from '../src/shared/contracts/notices'
import type { ParentChildrenResponse } from '../src/shared/contracts/families'
import { expectNoHorizontalScroll, latestSchoolDay, signIn } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { demoAccount, setTheme } from './support/session'

/**
 * A student marked absent queues a notice for each linked adult (ADR 021); the headmaster's Notices page
 * lists it with its state, on a phone and a laptop, and says how messages go (this suite's server sends
 * them by email to its own SMTP server, e2e/support/mailbox-server.ts).
 */
for (const { width, theme } of [{ width: 390, theme: 'light' }, { width: 1280, theme: 'dark' }] as const) {
  test(`the headmaster sees the notice a marked absence queued (${width} px, ${theme})`, async ({ page, browser }) => {
    // The demo parent's first child, as the parent sees them.
    const parentContext = await browser.newContext()
    const parent = await demoAccount(parentContext.request, 'parent')
    expect((await parentContext.request.post('/api/auth/login', { data: { kind: parent.kind, identifier: parent.identifier, password: parent.password } })).status()).toBe(200)
    const { children } = (await (await parentContext.request.get('/api/parent/children')).json()) as ParentChildrenResponse
    const child = children[0]!
    await parentContext.close()

    await page.setViewportSize({ width, height: 844 })
    await signIn(page, 'headmaster', '/dashboard')
    await setTheme(page, theme, { signedIn: true })
    const date = latestSchoolDay()
    const marked = await page.request.put('/api/attendance/records', { data: { studentId: child.id, date, status: 'absent', overwrite: true } })
    expect(marked.status(), await marked.text()).toBe(200)
    const listed = (await (await page.request.get(`/api/notices?date=${date}`)).json()) as NoticesResponse
    expect(listed.notices.some((n) => n.subject.startsWith(`${child.name} is marked absent`))).toBe(true)

    await page.goto(`/notices?date=${date}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible()
    await expect(page.getByText('Messages are sent by email.')).toBeVisible()
    const item = page.getByRole('listitem').filter({ hasText: `${child.name} is marked absent` }).first()
    await expect(item).toBeVisible()
    // Sent at once, or held while it is the parent's quiet hours (21:00–06:00 at the school): the clock decides.
    // (The item's first row holds the subject and the state's badge only.)
    await expect(item.locator(':scope > div').first()).toContainText(/Queued|Sending|Sent|Held for quiet hours/)
    await expect(item).toContainText('Email')
    await expect(item).toContainText(parent.identifier)
    await expectNoHorizontalScroll(page, width)
    await expectNoViolations(page, `notices ${width} ${theme}`)
  })
}

test('only the headmaster has the Notices page', async ({ page }) => {
  await signIn(page, 'homeroom_teacher', '/notices')
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toHaveCount(0)
})
