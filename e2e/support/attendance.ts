import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { DaySheetResponse } from '../../src/shared/contracts/attendance'
import type { ClassListResponse, ClassSummary } from '../../src/shared/contracts/classes'
import type { Role } from '../../src/shared/roles'
import { bottomNav, demoAccount } from './session'

/*
 * The e2e server runs on the real clock and the demo school keeps Monday–Friday in UTC,
 * so journeys pick their dates explicitly instead of trusting "today" to be a school day.
 */
const DAY_MS = 86_400_000
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10)
const weekday = (time: number) => new Date(time).getUTCDay() // 0 = Sunday … 6 = Saturday
const todayUtc = () => Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)

/** The latest Monday–Friday on or before `from` (default today, UTC). */
export function latestSchoolDay(from: string = isoDate(todayUtc())): string {
  let time = Date.parse(`${from}T00:00:00Z`)
  while (weekday(time) === 0 || weekday(time) === 6) time -= DAY_MS
  return isoDate(time)
}

/** The school day before `date`. */
export function previousSchoolDay(date: string): string {
  return latestSchoolDay(isoDate(Date.parse(`${date}T00:00:00Z`) - DAY_MS))
}

/** The nearest Saturday or Sunday on or before today (UTC). */
export function latestWeekendDay(): string {
  let time = todayUtc()
  while (weekday(time) !== 0 && weekday(time) !== 6) time -= DAY_MS
  return isoDate(time)
}

/** Signs in through the API (the sign-in screen has its own journeys) and waits for the shell. */
export async function signIn(page: Page, role: Role, path = '/'): Promise<void> {
  const account = await demoAccount(page.request, role)
  const response = await page.request.post('/api/auth/login', {
    data: { kind: account.kind, identifier: account.identifier, password: account.password },
  })
  expect(response.status(), `sign-in as ${role}`).toBe(200)
  await page.goto(path)
  await expect(bottomNav(page)).toBeVisible()
}

export async function classNamed(request: APIRequestContext, name: string): Promise<ClassSummary> {
  const response = await request.get('/api/classes')
  const { classes } = (await response.json()) as ClassListResponse
  const found = classes.find((c) => c.name === name)
  if (!found) throw new Error(`no class ${name} in the demo school`)
  return found
}

export async function allClasses(request: APIRequestContext): Promise<ClassSummary[]> {
  return ((await (await request.get('/api/classes')).json()) as ClassListResponse).classes
}

export async function daySheet(request: APIRequestContext, query: Record<string, string>): Promise<DaySheetResponse> {
  const response = await request.get(`/api/attendance/day?${new URLSearchParams(query)}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as DaySheetResponse
}

/** The dashboard's table row of one student. */
export function dashboardRow(page: Page, studentId: string): Locator {
  return page.locator(`tbody tr[data-student-id="${studentId}"]`)
}

/** A status badge's data attributes carry the status and its colour (green, red, yellow, neutral). */
export async function expectStatus(row: Locator, status: string, tone: 'green' | 'red' | 'yellow' | 'neutral'): Promise<void> {
  const badge = row.locator('[data-status][data-tone]').first()
  await expect(badge).toHaveAttribute('data-status', status)
  await expect(badge).toHaveAttribute('data-tone', tone)
}

/** No sideways scrolling on a phone. */
export async function expectNoHorizontalScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(width)
}
