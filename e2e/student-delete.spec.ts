import { expect, test, type APIRequestContext } from '@playwright/test'
import type { CreateStudentResponse, StudentListResponse, StudentSummary } from '../src/shared/contracts/students'
import { allClasses, signIn } from './support/attendance'
import { classList, confirmation, departments, studentRows } from './support/management'

/** The students on screen: the table's rows in the default 1280px window (cards on a phone). */
const cards = studentRows

/** A student of this journey's own (a free parent number, a known class), made through the API. */
async function newStudent(request: APIRequestContext): Promise<StudentSummary> {
  const response = await request.get('/api/students?pageSize=100')
  const taken = new Set(((await response.json()) as StudentListResponse).students.map((s) => s.parentNumber))
  let n = Date.now() % 90_000
  while (taken.has(String(10_000 + n))) n = (n + 13) % 90_000
  const parentNumber = String(10_000 + n)
  const [klass] = await allClasses(request)
  const [department] = await departments(request)
  const created = await request.post('/api/students', {
    data: { name: `Delete Me ${parentNumber}`, parentNumber, classId: klass!.id, level: 'Junior', departmentId: department!.id, password: 'a-long-password' },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as CreateStudentResponse).student
}

async function studentExists(request: APIRequestContext, id: string): Promise<boolean> {
  return (await request.get(`/api/students/${id}`)).status() === 200
}

test('the headmaster deletes a student after confirming: the success toast, then the list and the class count refresh', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const student = await newStudent(page.request)
  const countBefore = (await classList(page.request)).find((c) => c.id === student.class.id)!.studentCount
  await page.goto(`/students?q=${encodeURIComponent(student.name)}`)
  await expect(cards(page)).toHaveCount(1)

  // Cancel keeps the student.
  await cards(page).first().getByRole('button', { name: /^Delete/ }).click()
  const confirm = confirmation(page)
  await expect(confirm.getByRole('heading', { name: `Delete ${student.name}?` })).toBeVisible()
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(confirm).toHaveCount(0)
  expect(await studentExists(page.request, student.id)).toBe(true)

  await cards(page).first().getByRole('button', { name: /^Delete/ }).click()
  const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/students/${student.id}`) && r.request().method() === 'DELETE')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  const response = await deleted
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ archived: expect.any(Boolean) })
  await expect(page.getByText('Student deleted successfully')).toBeVisible()
  await expect(confirm).toHaveCount(0)
  await expect(cards(page)).toHaveCount(0)
  await expect(page.getByText('No students match these filters.')).toBeVisible()
  expect(await studentExists(page.request, student.id)).toBe(false)
  expect((await classList(page.request)).find((c) => c.id === student.class.id)!.studentCount).toBe(countBefore - 1)
})

test('a homeroom teacher sees no Delete on Student Management, and the API refuses their DELETE', async ({ page }) => {
  await signIn(page, 'headmaster', '/students')
  const student = await newStudent(page.request)

  await signIn(page, 'homeroom_teacher', `/students?q=${encodeURIComponent(student.name)}`)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first().getByRole('button', { name: /^Edit/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
  const refused = await page.request.delete(`/api/students/${student.id}`)
  expect(refused.status()).toBe(403)
  expect(await studentExists(page.request, student.id)).toBe(true)

  await signIn(page, 'headmaster', '/students')
  expect((await page.request.delete(`/api/students/${student.id}`)).status()).toBe(200)
})
