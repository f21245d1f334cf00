import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import type { SchoolSettingsResponse } from '../../src/shared/contracts/school-settings'

/*
 * Reports read what other journeys record, so these checks hold for any data; the demo school's
 * sample week (2 to 6 March 2026) gives every student some records to count.
 */
export const DEMO_WEEK = { from: '2026-03-02', to: '2026-03-06' }

export const tabs = (page: Page) => page.getByRole('navigation', { name: 'Reports' })
export const studentRows = (page: Page) => page.getByRole('region', { name: 'Students' }).locator('tbody tr')

export async function schoolToday(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/school/settings')).json()) as SchoolSettingsResponse).today
}

/** Clicks a download link and returns the file's text without its byte-order mark. */
export async function downloadText(page: Page, link: ReturnType<Page['getByRole']>): Promise<{ name: string; text: string }> {
  const started = page.waitForEvent('download')
  await link.click()
  const file = await started
  const text = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '')
  return { name: file.suggestedFilename(), text }
}

/** Types From, then To, each once the page shows the one before (a date typed makes the range custom). */
export async function fillRange(page: Page, { from, to }: { from: string; to: string }) {
  await page.getByLabel('From', { exact: true }).fill(from)
  await expect(page).toHaveURL(new RegExp(`from=${from}`))
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from)
  await page.getByLabel('To', { exact: true }).fill(to)
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`))
}

export const mondayOf = (date: string) => {
  const time = Date.parse(`${date}T00:00:00Z`)
  const weekday = new Date(time).getUTCDay() || 7
  return new Date(time - (weekday - 1) * 86_400_000).toISOString().slice(0, 10)
}

/** School days carry their status in words (not colour alone) and the legend explains the letters. */
export async function expectCalendarDays(page: Page, atLeast: number) {
  const calendar = page.getByRole('region', { name: 'Calendar' })
  await expect(calendar.getByRole('list', { name: 'Legend' })).toContainText('Present')
  const days = calendar.locator('td[data-tone]')
  expect(await days.count()).toBeGreaterThanOrEqual(atLeast)
  const words = await days.evaluateAll((cells) => cells.map((c) => c.querySelector('.sr-only')?.textContent ?? ''))
  for (const text of words) expect(text).toMatch(/: (Present|Late|Absent|Sick|Permission|Not recorded)/)
}
