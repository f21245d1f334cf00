import { expect, test } from '@playwright/test'
import { allClasses, classNamed, daySheet, latestSchoolDay, signIn } from './support/attendance'

test('filters, search, date and page live in the URL: reload keeps them, back restores the previous ones', async ({ page }) => {
  const date = latestSchoolDay()
  await signIn(page, 'headmaster', `/dashboard?date=${date}`)
  const klass = await classNamed(page.request, '11A')
  const { rows } = await daySheet(page.request, { date, classId: klass.id })
  const student = rows[0]!.student
  const classSelect = page.getByLabel('Class', { exact: true })
  const statusSelect = page.getByLabel('Status', { exact: true })
  const search = page.getByRole('searchbox', { name: 'Search' })
  const tableRows = page.locator('tbody tr[data-student-id]')

  // The filter's options, in the app's words, capitalised like the status buttons.
  await expect(statusSelect.locator('option')).toHaveText(['All Status', 'Present', 'Absent', 'Late', 'Sick', 'Permission', 'Not recorded'])
  await expect(classSelect.locator('option').first()).toHaveText('All Classes')
  await expect(classSelect.locator('option')).toHaveCount(1 + (await allClasses(page.request)).length)
  await expect(page.getByLabel('Date')).toHaveValue(date)

  await statusSelect.selectOption({ label: 'Not recorded' })
  await expect(page).toHaveURL(/[?&]status=not_recorded(&|$)/)
  await classSelect.selectOption({ label: klass.name })
  await expect(page).toHaveURL(new RegExp(`[?&]classId=${klass.id}(&|$)`))
  // The list shown until the class's answer arrives is the previous one: wait until every row is the class's.
  await expect(async () => {
    const classes = await tableRows.evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''))
    expect(classes.length).toBeGreaterThan(0)
    expect(new Set(classes)).toEqual(new Set([klass.name]))
  }).toPass()

  await search.fill(student.name)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(student.name).replace(/%20/g, '(\\+|%20)')}(&|$)`))
  await expect(tableRows).toHaveCount(rows.filter((r) => r.student.name.includes(student.name) && r.record === null).length)

  // A shared link or a reload shows the same list.
  await page.reload()
  await expect(statusSelect).toHaveValue('not_recorded')
  await expect(classSelect).toHaveValue(klass.id)
  await expect(search).toHaveValue(student.name)
  await expect(page.getByLabel('Date')).toHaveValue(date)

  // Back: the search goes, the class and status stay; back again: the class goes.
  await page.goBack()
  await expect(page).not.toHaveURL(/[?&]q=/)
  await expect(search).toHaveValue('')
  await expect(classSelect).toHaveValue(klass.id)
  await page.goBack()
  await expect(page).not.toHaveURL(/classId=/)
  await expect(classSelect).toHaveValue('')
  await expect(statusSelect).toHaveValue('not_recorded')
})

test('paging is done by the server and kept in the URL', async ({ page }) => {
  const date = latestSchoolDay()
  await signIn(page, 'subject_teacher', `/dashboard?date=${date}&pageSize=10`)
  const { total } = await daySheet(page.request, { date })
  expect(total).toBeGreaterThan(10)
  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages).toContainText(`1–10 of ${total}`)
  await expect(page.locator('tbody tr[data-student-id]')).toHaveCount(10)
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled()

  const firstOnPageOne = await page.locator('tbody tr[data-student-id]').first().getAttribute('data-student-id')
  await pages.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  await expect(pages).toContainText(`11–20 of ${total}`)
  await expect(page.locator('tbody tr[data-student-id]').first()).not.toHaveAttribute('data-student-id', firstOnPageOne!)

  // A new filter starts again at page 1.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Not recorded' })
  await expect(page).not.toHaveURL(/[?&]page=/)
  await page.goBack()
  await expect(pages).toContainText(`11–20 of ${total}`)
})
