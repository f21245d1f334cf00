import { expect, test } from '@playwright/test'
import type { StudentListResponse } from '../src/shared/contracts/students'
import { allClasses, signIn } from './support/attendance'
import { createClass, createTeacher, deleteIfPresent, departments, me, moreActions, studentRows, uniqueSuffix } from './support/management'

/*
 * Layouts that slow a real school down. A homeroom teacher's roll call leads with their
 * class; on a phone the first student is on the first screen; on a laptop the students are a table the
 * school sorts by its headings, over every page.
 */

test('a homeroom teacher’s roll call leads with their own class, marked “Your class”; the others are still there', async ({ page }) => {
  await signIn(page, 'headmaster')
  const [department] = await departments(page.request)
  const headmaster = await me(page.request)
  const suffix = uniqueSuffix()
  // A class whose name sorts after every other (by name, it would be the last card) and its new homeroom teacher.
  const klass = await createClass(page.request, { name: `Z${suffix}`, departmentId: department!.id, teacherId: headmaster.id })
  const email = `rollcall.${suffix.toLowerCase()}@example.com`
  const teacher = await createTeacher(page.request, {
    name: `Homeroom ${suffix}`, email, departmentId: department!.id, subjects: ['Art'], isHomeroom: true, homeroomClassId: klass.id,
  })
  try {
    // The headmaster teaches no class: every class in name order, as before.
    await page.goto('/roll-call')
    const picker = page.getByRole('navigation', { name: 'Choose a class' })
    await expect(picker.getByRole('heading', { name: 'Choose a class' })).toBeVisible()
    await expect(picker.getByText('Your class', { exact: true })).toHaveCount(0)
    const count = (await allClasses(page.request)).length
    await expect(picker.getByRole('link')).toHaveCount(count)

    expect((await page.request.post('/api/auth/login', { data: { kind: 'staff', identifier: email, password: 'a-long-password' } })).status()).toBe(200)
    await page.goto('/roll-call')
    await expect(picker.getByRole('heading', { level: 2 })).toHaveText(['Your class', 'Other classes'])
    const first = picker.getByRole('link').first()
    await expect(first).toContainText(klass.name)
    await expect(first).toContainText('Your class')
    // Every other class is still one tap away.
    await expect(picker.getByRole('link')).toHaveCount(count)
    await expect(picker.getByText('Your class', { exact: true })).toHaveCount(2)
    await first.click()
    await expect(page).toHaveURL(new RegExp(`/roll-call\\?classId=${klass.id}$`))
    await expect(page.getByLabel('Class', { exact: true })).toHaveValue(klass.id)
  } finally {
    await signIn(page, 'headmaster')
    await deleteIfPresent(page.request, `/api/classes/${klass.id}`)
    await deleteIfPresent(page.request, `/api/teachers/${teacher.id}`)
  }
})

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the first student is on the first screen; the rest is under More and Filters, which says how many are on', async ({ page }) => {
    await signIn(page, 'headmaster', '/students')
    const cards = page.getByRole('list', { name: 'Students' }).getByRole('listitem')
    await expect(cards.first()).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeInViewport()
    // Seven actions were one row each before; now Add Student and More.
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeHidden()
    await expect(page.getByLabel('Class', { exact: true })).toBeHidden()

    const more = page.getByRole('main').getByRole('button', { name: 'More', exact: true })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await moreActions(page)
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Import', 'Import photos', 'Create passwords']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
    for (const name of ['Export CSV', 'Export XLSX', 'Student cards']) await expect(page.getByRole('link', { name })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeHidden()
    await expect(more).toBeFocused()
    // An action's dialog opens from the menu, and closing it gives focus back to More.
    await moreActions(page)
    await page.getByRole('button', { name: 'Import photos' }).click()
    await expect(page.getByRole('dialog', { name: 'Import photos' })).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(more).toBeFocused()

    const filters = page.getByRole('button', { name: 'Filters' })
    await expect(filters).toHaveAccessibleName('Filters')
    await filters.click()
    const classes = (await allClasses(page.request)).filter((c) => c.studentCount > 0)
    await page.getByLabel('Class', { exact: true }).selectOption({ label: classes[0]!.name })
    await expect(filters).toHaveAccessibleName('Filters 1 on')
    await expect(page).toHaveURL(/classId=/)
    await page.getByLabel('Photo', { exact: true }).selectOption({ label: 'Without a photo' })
    await expect(filters).toHaveAccessibleName('Filters 2 on')
    await expect(page).toHaveURL(/classId=.*photo=without|photo=without.*classId=/)
    await expect(cards.first()).toBeVisible()
  })
})

test.describe('on a 1280px laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the students are a table; a heading sorts the whole school, not one page', async ({ page }) => {
    await signIn(page, 'headmaster', '/students')
    const table = page.getByRole('table', { name: 'Students' })
    await expect(table).toBeVisible()
    await expect(page.getByRole('list', { name: 'Students' })).toBeHidden()
    await expect(table.getByRole('columnheader')).toHaveText(['Photo', 'Name', 'ID', 'Class', 'Department', 'Parent #', 'Actions'])
    const name = table.getByRole('columnheader', { name: 'Name' })
    await expect(name).toHaveAttribute('aria-sort', 'ascending')

    const everyone: StudentListResponse['students'] = []
    for (let n = 1; ; n++) {
      const body = (await (await page.request.get(`/api/students?pageSize=100&page=${n}`)).json()) as StudentListResponse
      everyone.push(...body.students)
      if (n * 100 >= body.total) break
    }
    expect(everyone.length, 'more students than one page').toBeGreaterThan(24)
    const rows = studentRows(page)
    await expect(rows).toHaveCount(24)
    await expect(rows.first().getByRole('rowheader')).toContainText(everyone[0]!.name)

    // Z to A: the first row is the school's last name, which was on the last page.
    await name.getByRole('button').click()
    await expect(page).toHaveURL(/sort=-name/)
    await expect(name).toHaveAttribute('aria-sort', 'descending')
    await expect(rows.first().getByRole('rowheader')).toContainText(everyone.at(-1)!.name)

    // By class, with the keyboard: every page in class order.
    const klass = table.getByRole('columnheader', { name: 'Class' })
    await klass.getByRole('button').focus()
    await page.keyboard.press('Enter')
    await expect(klass).toHaveAttribute('aria-sort', 'ascending')
    await expect(name).not.toHaveAttribute('aria-sort')
    const classNames = [...everyone].map((s) => s.class.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    await expect(rows.nth(0).getByRole('cell').nth(2)).toHaveText(classNames[0]!)
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(rows.nth(0).getByRole('cell').nth(2)).toHaveText(classNames[24]!)

    // A row opens what a card opens.
    const row = rows.first()
    const student = (await row.getAttribute('data-student-id'))!
    await row.getByRole('button', { name: /^Edit / }).click()
    await expect(page.getByRole('dialog', { name: 'Edit Student' })).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await row.getByRole('link', { name: /^Attendance / }).click()
    await expect(page).toHaveURL(new RegExp(`/reports/students/${student}$`))
  })
})
