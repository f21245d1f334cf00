import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { DaySheetResponse } from '../../src/shared/contracts/attendance'
import type { ClassListResponse, ClassSummary } from '../../src/shared/contracts/classes'
import type { Role } from '../../src/shared/roles'
import { addDays, e2eToday, isoWeekdayOf } from './clock'
import { bottomNav, demoAccount } from './session'

/*
 * The demo school keeps Monday–Friday in UTC, and its today is the suite's (support/clock.ts):
 * journeys still pick their dates from it, so that a run on another E2E_TODAY picks others.
 */
const isWeekend = (date: string) => isoWeekdayOf(date) >= 6

/** The latest Monday–Friday on or before `from` (default the school's today). */
export function latestSchoolDay(from: string = e2eToday()): string {
  let date = from
  while (isWeekend(date)) date = addDays(date, -1)
  return date
}

/** The school day before `date`. */
export function previousSchoolDay(date: string): string {
  return latestSchoolDay(addDays(date, -1))
}

/** The nearest Saturday or Sunday on or before the school's today. */
export function latestWeekendDay(): string {
  let date = e2eToday()
  while (!isWeekend(date)) date = addDays(date, -1)
  return date
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
