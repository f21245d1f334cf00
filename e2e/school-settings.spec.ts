import { expect, test } from '@playwright/test'
import type { SchoolSettingsResponse } from '../src/shared/contracts/school-settings'
import { addDays, isoWeekday } from '../src/shared/dates'
import { signIn } from './support/attendance'

test('the headmaster changes the school settings, sees them after a reload, and field errors explain bad input', async ({ page }) => {
  await signIn(page, 'headmaster', '/settings')
  const original = ((await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse).settings
  try {
    const section = page.getByRole('region', { name: 'School' })
    await expect(section.getByLabel('School name')).toHaveValue(original.name)
    await expect(section.getByLabel('Time zone')).toHaveValue(original.timeZone)

    // Client-side check first: late-after before the start of the day.
    await section.getByLabel('School day starts').fill('08:00')
    await section.getByLabel('Late after').fill('07:00')
    await section.getByRole('button', { name: 'Save' }).click()
    await expect(section.getByText('Late-after time cannot be before the school day starts')).toBeVisible()

    await section.getByLabel('School name').fill(`${original.name} (e2e)`)
    await section.getByLabel('Time zone').selectOption('Europe/London')
    await section.getByLabel('Late after').fill('08:20')
    await section.getByRole('checkbox', { name: 'Sat' }).check()
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/school/settings') && r.request().method() === 'PUT')
    await section.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('School settings saved')).toBeVisible()

    await page.reload()
    const after = page.getByRole('region', { name: 'School' })
    await expect(after.getByLabel('School name')).toHaveValue(`${original.name} (e2e)`)
    await expect(after.getByLabel('Time zone')).toHaveValue('Europe/London')
    await expect(after.getByLabel('School day starts')).toHaveValue('08:00')
    await expect(after.getByLabel('Late after')).toHaveValue('08:20')
    await expect(after.getByRole('checkbox', { name: 'Sat' })).toBeChecked()
    await expect(after.getByRole('checkbox', { name: 'Sun' })).not.toBeChecked()

    // No school days at all: explained under the checkboxes, nothing sent.
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) await after.getByRole('checkbox', { name: day }).uncheck()
    await after.getByRole('button', { name: 'Save' }).click()
    await expect(after.getByText('Choose at least one school day')).toBeVisible()

    // A field message from the server lands under its field.
    await after.getByRole('checkbox', { name: 'Mon' }).check()
    await page.route('**/api/school/settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Some fields need attention', code: 'validation_failed', fields: { timeZone: 'validation.timeZone' } }) })
        : route.fallback(),
    )
    await after.getByRole('button', { name: 'Save' }).click()
    await expect(after.getByText('Choose a time zone such as Europe/London or Asia/Jakarta')).toBeVisible()
    await page.unroute('**/api/school/settings')
  } finally {
    // The database is shared by every journey of the run.
    const restored = await page.request.put('/api/school/settings', { data: original })
    expect(restored.status()).toBe(200)
  }
})

test('the headmaster adds Saturday from next Monday: shown as coming, a past From refused under the field', async ({ page }) => {
  await signIn(page, 'headmaster', '/settings')
  const { settings: original, today } = (await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse
  const nextMonday = addDays(today, 8 - isoWeekday(today))
  try {
    const section = page.getByRole('region', { name: 'School' })
    const from = section.locator('input[name="schoolDaysFrom"]')
    await expect(from).toHaveValue(today)
    await section.getByRole('checkbox', { name: 'Sat' }).check()
    await from.fill(nextMonday)
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/school/settings') && r.request().method() === 'PUT')
    await section.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)

    await page.reload()
    const after = page.getByRole('region', { name: 'School' })
    await expect(after.locator('[data-upcoming-school-days]')).toContainText(': Mon, Tue, Wed, Thu, Fri, Sat. Until then: Mon, Tue, Wed, Thu, Fri.')
    // The form opens on the change to come: saving it again keeps it.
    await expect(after.locator('input[name="schoolDaysFrom"]')).toHaveValue(nextMonday)
    await expect(after.getByRole('checkbox', { name: 'Sat' })).toBeChecked()
    const settings = ((await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse).settings
    expect(settings.schoolDays).toEqual([1, 2, 3, 4, 5])

    await after.locator('input[name="schoolDaysFrom"]').fill(addDays(today, -1))
    await after.getByRole('button', { name: 'Save' }).click()
    await expect(after.getByText(`not from ${addDays(today, -1)}: the days before today keep the school days they had`)).toBeVisible()
  } finally {
    // Monday to Friday again from the change's own date: the change is cancelled.
    const restored = await page.request.put('/api/school/settings', { data: { ...original, schoolDaysFrom: nextMonday } })
    expect(restored.status()).toBe(200)
    expect(((await restored.json()) as SchoolSettingsResponse).settings.schoolWeek).toEqual(original.schoolWeek)
  }
})

test('the headmaster sets the notices to families: late arrivals, the cut-off and the contact line', async ({ page }) => {
  await signIn(page, 'headmaster', '/settings')
  const original = ((await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse).settings
  try {
    const section = page.getByRole('region', { name: 'School' })
    const notices = section.getByRole('region', { name: 'Notices to families' })
    await expect(notices.getByRole('switch', { name: 'Notify families of late arrivals' })).toHaveAttribute('aria-checked', 'false')
    await expect(notices.getByLabel('Not-recorded notice after (minutes)')).toHaveValue('30')

    await notices.getByLabel('Not-recorded notice after (minutes)').fill('300')
    await section.getByRole('button', { name: 'Save' }).click()
    await expect(notices.getByText('Enter whole minutes from 0 to 240')).toBeVisible()

    await notices.getByRole('switch', { name: 'Notify families of late arrivals' }).click()
    await notices.getByLabel('Not-recorded notice after (minutes)').fill('45')
    await notices.getByLabel('School contact line for messages').fill('Office: +62 22 555 0100 (7:00–15:00)')
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/school/settings') && r.request().method() === 'PUT')
    await section.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('School settings saved')).toBeVisible()

    await page.reload()
    const after = page.getByRole('region', { name: 'Notices to families' })
    await expect(after.getByRole('switch', { name: 'Notify families of late arrivals' })).toHaveAttribute('aria-checked', 'true')
    await expect(after.getByLabel('Not-recorded notice after (minutes)')).toHaveValue('45')
    await expect(after.getByLabel('School contact line for messages')).toHaveValue('Office: +62 22 555 0100 (7:00–15:00)')
  } finally {
    const restored = await page.request.put('/api/school/settings', { data: original })
    expect(restored.status()).toBe(200)
  }
})

test('only the headmaster sees the School section', async ({ page }) => {
  await signIn(page, 'homeroom_teacher', '/settings')
  await expect(page.getByRole('heading', { level: 2, name: 'Account Settings' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'School' })).toHaveCount(0)
  const response = await page.request.put('/api/school/settings', {
    data: { name: 'Nope', timeZone: 'UTC', schoolDayStart: '07:30', lateAfter: '07:45', schoolDays: [1, 2, 3, 4, 5] },
  })
  expect(response.status()).toBe(403)
})

test('the headmaster adds a two-week break as one range, sees it grouped after a reload, and removes it at once', async ({ page }) => {
  await signIn(page, 'headmaster', '/settings')
  const original = ((await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse).settings
  // Years from now, so no journey's "today" falls in it.
  const range = { name: 'Semester break (e2e)', from: '2040-12-22', to: '2041-01-02' }
  try {
    const section = page.getByRole('region', { name: 'School' })
    // The form holds the saved settings (the demo's own holidays among them) before a row is added.
    await expect(section.getByLabel('School name')).toHaveValue(original.name)
    await expect(section.locator('li[data-holiday]')).toHaveCount(new Set(original.holidays.map((h) => h.name)).size)
    await section.getByRole('button', { name: 'Add holiday' }).click()
    // The new row is the last one.
    const row = section.locator('li[data-holiday]').last()
    await row.getByLabel('From').fill(range.from)
    // A last day before the first is explained, nothing sent.
    await row.getByLabel('To (optional)').fill('2040-12-01')
    await row.getByLabel('Name').fill(range.name)
    await section.getByRole('button', { name: 'Save' }).click()
    await expect(row.getByText('The last day must be on or after the first day')).toBeVisible()
    await row.getByLabel('To (optional)').fill(range.to)
    await expect(row).toContainText(`${range.name} · 22 Dec 2040 – 2 Jan 2041 · 12 days`)
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/school/settings') && r.request().method() === 'PUT')
    await section.getByRole('button', { name: 'Save' }).click()
    expect((await saved).status()).toBe(200)
    const stored = ((await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse).settings.holidays
    expect(stored.filter((h) => h.name === range.name)).toHaveLength(12)

    // After a reload: one entry for the twelve days, named as a range.
    await page.reload()
    const grouped = page.getByRole('region', { name: 'School' }).getByRole('listitem', { name: `${range.name} · 22 Dec 2040 – 2 Jan 2041 · 12 days` })
    await expect(grouped).toHaveCount(1)
    await expect(grouped.getByLabel('From')).toHaveValue(range.from)
    await expect(grouped.getByLabel('To (optional)')).toHaveValue(range.to)

    // One remove takes the whole range.
    await grouped.getByRole('button', { name: `Remove holiday ${range.name}` }).click()
    await expect(grouped).toHaveCount(0)
    const removed = page.waitForResponse((r) => r.url().endsWith('/api/school/settings') && r.request().method() === 'PUT')
    await page.getByRole('region', { name: 'School' }).getByRole('button', { name: 'Save' }).click()
    expect((await removed).status()).toBe(200)
    const after = ((await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse).settings.holidays
    expect(after.some((h) => h.name === range.name)).toBe(false)
  } finally {
    const restored = await page.request.put('/api/school/settings', { data: original })
    expect(restored.status()).toBe(200)
  }
})
