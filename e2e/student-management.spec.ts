import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { StudentListResponse } from '../src/shared/contracts/students'
import { classNamed, expectNoHorizontalScroll, signIn } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { moreActions, studentRows } from './support/management'
import { setTheme } from './support/session'

async function studentList(request: APIRequestContext, query: Record<string, string> = {}): Promise<StudentListResponse> {
  const response = await request.get(`/api/students?${new URLSearchParams(query)}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as StudentListResponse
}

const cards = (page: Page) => page.getByRole('list', { name: 'Students' }).getByRole('listitem')
/** The cards below 1024px, the table's rows from there (the default 1280px window). */
const rows = studentRows
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' })

async function download(page: Page, name: string): Promise<Buffer> {
  const started = page.waitForEvent('download')
  await page.getByRole('link', { name }).click()
  const file = await started
  const path = await file.path()
  return readFile(path)
}

test('the headmaster sees the students as paged cards and can page through them', async ({ page }) => {
  // A tablet: the cards (from 1024px a table, school-sized-layouts.spec.ts).
  await page.setViewportSize({ width: 768, height: 1024 })
  await signIn(page, 'headmaster', '/students')
  await expect(page.getByRole('heading', { level: 1, name: 'Student Management' })).toBeVisible()
  const { total, students } = await studentList(page.request)
  // 50 demo students, plus any that student-add-edit.spec.ts added to the shared database.
  expect(total).toBeGreaterThanOrEqual(50)
  await expect(cards(page)).toHaveCount(24)
  await expect(pages(page)).toContainText(`1–24 of ${total}`)
  await expect(page.getByText(`${total} students`)).toBeVisible()

  const first = cards(page).first()
  await expect(first.getByRole('heading', { name: students[0]!.name })).toBeVisible()
  await expect(first).toContainText(`ID${students[0]!.studentNumber}`)
  await expect(first).toContainText(`Class${students[0]!.class.name}`)
  await expect(first).toContainText(`Department${students[0]!.department.name}`)
  await expect(first).toContainText(`Parent #${students[0]!.parentNumber}`)
  // Add and Edit are covered by student-add-edit.spec.ts, Delete by student-delete.spec.ts, Import by student-import.spec.ts.
  await moreActions(page)
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  await expect(pages(page).getByRole('button', { name: 'Previous' })).toBeDisabled()
  await pages(page).getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  await expect(pages(page)).toContainText(`25–48 of ${total}`)
  const lastPage = Math.ceil(total / 24)
  for (let n = 3; n <= lastPage; n++) {
    await pages(page).getByRole('button', { name: 'Next' }).click()
    await expect(pages(page)).toContainText(`${(n - 1) * 24 + 1}–`)
  }
  await expect(pages(page)).toContainText(`${(lastPage - 1) * 24 + 1}–${total} of ${total}`)
  await expect(cards(page)).toHaveCount(total - (lastPage - 1) * 24)
  await expect(pages(page).getByRole('button', { name: 'Next' })).toBeDisabled()
})

test('search and the class filter narrow the list and live in the URL', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const { students, total } = await studentList(page.request)
  const query = students[3]!.name.split(' ')[0]!
  const expected = await studentList(page.request, { q: query })
  expect(expected.total).toBeGreaterThan(0)
  expect(expected.total).toBeLessThan(total)

  await page.getByRole('searchbox', { name: 'Search' }).fill(query)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query)}(&|$)`))
  await expect(rows(page)).toHaveCount(expected.students.length)
  await expect(pages(page)).toContainText(`of ${expected.total}`)
  for (const row of await rows(page).all()) await expect(row.getByRole('rowheader')).toContainText(query, { ignoreCase: true })

  await page.getByRole('searchbox', { name: 'Search' }).fill('')
  await expect(page).not.toHaveURL(/[?&]q=/)
  const klass = await classNamed(page.request, '11A')
  const inClass = await studentList(page.request, { classId: klass.id })
  const classSelect = page.getByLabel('Class', { exact: true })
  await expect(classSelect.locator('option').first()).toHaveText('All Classes')
  await expect(page.getByLabel('Department', { exact: true }).locator('option').first()).toHaveText('All Departments')
  await classSelect.selectOption({ label: klass.name })
  await expect(page).toHaveURL(new RegExp(`[?&]classId=${klass.id}(&|$)`))
  await expect(pages(page)).toContainText(`of ${inClass.total}`)
  await expect(rows(page)).toHaveCount(Math.min(24, inClass.total))
  for (const row of await rows(page).all()) await expect(row.getByRole('cell').nth(2)).toHaveText(klass.name)

  await page.reload()
  await expect(classSelect).toHaveValue(klass.id)
  await expect(rows(page)).toHaveCount(Math.min(24, inClass.total))
})

test('Export downloads the filtered list as CSV and as XLSX', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const klass = await classNamed(page.request, '11A')
  await page.goto(`/students?classId=${klass.id}`)
  const { total } = await studentList(page.request, { classId: klass.id })
  expect(total).toBeGreaterThan(0)
  await moreActions(page)
  await expect(page.getByRole('group', { name: 'Export' })).toBeVisible()

  const csv = (await download(page, 'Export CSV')).toString('utf8').replace(/^\uFEFF/, '')
  const lines = csv.split(/\r?\n/).filter((line) => line !== '')
  expect(lines[0]).toBe('Name,Student ID,Parent Number,Class,Level,Department,NISN')
  expect(lines).toHaveLength(1 + total)

  await moreActions(page)
  const xlsx = await download(page, 'Export XLSX')
  expect(xlsx.length).toBeGreaterThan(100)
  expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK')
})

test('a student who opens Student Management is not allowed', async ({ page }) => {
  await signIn(page, 'student', '/students')
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Students' })).toHaveCount(0)
})

test('on a 375px phone the cards fit in one column without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page, 'headmaster', '/students')
  await expect(cards(page)).toHaveCount(24)
  const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()])
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1)
  await expectNoHorizontalScroll(page, 375)
})

for (const theme of ['dark', 'light'] as const) {
  test(`Student Management has no accessibility violations (${theme})`, async ({ page }) => {
    await signIn(page, 'headmaster', '/students')
    await setTheme(page, theme, { signedIn: true })
    await expect(rows(page)).toHaveCount(24)
    await expectNoViolations(page, `student management, ${theme}`)
  })
}
