import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { MeResponse } from '../../src/shared/contracts/auth'
import type { ClassListResponse, ClassSummary } from '../../src/shared/contracts/classes'
import type { DepartmentListResponse } from '../../src/shared/contracts/departments'
import type { StudentListResponse } from '../../src/shared/contracts/students'
import type { CreateTeacherResponse, TeacherListResponse, TeacherSummary } from '../../src/shared/contracts/teachers'

/*
 * API shortcuts for the management journeys: they share one demo database, so each journey makes
 * its own classes and teachers (unique names) and removes them again.
 */

/** A short suffix no other run or journey used: names stay unique in the shared database. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase()
}

export async function departments(request: APIRequestContext): Promise<DepartmentListResponse['departments']> {
  const response = await request.get('/api/departments')
  expect(response.status()).toBe(200)
  return ((await response.json()) as DepartmentListResponse).departments
}

export async function classList(request: APIRequestContext, query: Record<string, string> = {}): Promise<ClassSummary[]> {
  const response = await request.get(`/api/classes?${new URLSearchParams(query)}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as ClassListResponse).classes
}

export async function teacherList(request: APIRequestContext, query: Record<string, string> = {}): Promise<TeacherListResponse> {
  const response = await request.get(`/api/teachers?${new URLSearchParams({ pageSize: '100', ...query })}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as TeacherListResponse
}

export async function createClass(request: APIRequestContext, body: { name: string; departmentId: string; teacherId: string }): Promise<ClassSummary> {
  const response = await request.post('/api/classes', { data: body })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as ClassSummary
}

export async function createTeacher(
  request: APIRequestContext,
  body: { name: string; email: string; departmentId: string; subjects: string[]; isHomeroom?: boolean; homeroomClassId?: string | null },
): Promise<TeacherSummary> {
  const response = await request.post('/api/teachers', { data: { isHomeroom: false, password: 'a-long-password', ...body } })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as CreateTeacherResponse).teacher
}

/** Cleans up after a journey; a row already gone is fine. */
export async function deleteIfPresent(request: APIRequestContext, path: string): Promise<void> {
  const response = await request.delete(path)
  expect([200, 404]).toContain(response.status())
}

export const dialog = (page: Page): Locator => page.getByRole('dialog')
export const confirmation = (page: Page): Locator => page.getByRole('alertdialog')

/** The signed-in user of this request context (its session cookie). */
export async function me(request: APIRequestContext): Promise<MeResponse['user']> {
  const response = await request.get('/api/auth/me')
  expect(response.status()).toBe(200)
  return ((await response.json()) as MeResponse).user
}

/** Two 5-digit parent numbers no student has yet (the e2e database is shared by every spec). */
export async function freshParentNumbers(request: APIRequestContext): Promise<[string, string]> {
  const taken = new Set<string>()
  for (let page = 1; ; page++) {
    const body = (await (await request.get(`/api/students?pageSize=100&page=${page}`)).json()) as StudentListResponse
    body.students.forEach((s) => taken.add(s.parentNumber))
    if (page * 100 >= body.total) break
  }
  const free: string[] = []
  for (let n = Date.now() % 80_000; free.length < 2; n = (n + 13) % 80_000) {
    const candidate = String(20_000 + n)
    if (!taken.has(candidate)) free.push(candidate)
  }
  return [free[0]!, free[1]!]
}

/** Opens Student Management's More menu (Export, Import, Import photos, Create passwords, Student cards), if it is not open. */
export async function moreActions(page: Page): Promise<void> {
  // In the page itself: a phone's bottom bar has a More of its own.
  const more = page.getByRole('main').getByRole('button', { name: 'More', exact: true })
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click()
  await expect(more).toHaveAttribute('aria-expanded', 'true')
}

/**
 * The students Student Management shows: a table's rows from 1024px (the default 1280px window), the cards
 * on a phone. Each holds the student's name and their Attendance, Family, Edit and Delete.
 */
export function studentRows(page: Page): Locator {
  const cards = page.getByRole('list', { name: 'Students' }).getByRole('listitem')
  const rows = page.getByRole('table', { name: 'Students' }).locator('tbody').getByRole('row')
  return cards.or(rows)
}
