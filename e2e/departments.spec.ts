import { expect, test, type Page } from '@playwright/test'
import type { DepartmentManageResponse } from '../src/shared/contracts/departments'
import { expectNoHorizontalScroll, signIn } from './support/attendance'
import { expectNoViolations } from './support/axe'
import { confirmation, departments, dialog, uniqueSuffix } from './support/management'
import { bottomNav, setTheme } from './support/session'

const cards = (page: Page) => page.getByRole('list', { name: 'Departments' }).getByRole('listitem')
const cardOf = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })

async function addDepartment(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Department' }).click()
  await dialog(page).getByLabel('Department Name').fill(name)
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Department added')).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
}

test('the headmaster adds, renames and archives a department; the forms offer it only while it is not archived', async ({ page }) => {
  await signIn(page, 'headmaster', '/dashboard')
  await bottomNav(page).getByRole('link', { name: 'Departments' }).click()
  await expect(page).toHaveURL('/departments')
  await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible()
  await expect(cardOf(page, 'Science')).toContainText(/\d+ class(es)? · \d+ teachers? · \d+ students?/)

  // Required and unique, under the field.
  await page.getByRole('button', { name: 'Add Department' }).click()
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(dialog(page).getByLabel('Department Name')).toHaveAccessibleDescription(/This field is required/)
  await dialog(page).getByLabel('Department Name').fill('science')
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(dialog(page).getByLabel('Department Name')).toHaveAccessibleDescription(/Another department already has this name/)
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()

  const name = `Robotics ${uniqueSuffix()}`
  await addDepartment(page, `  ${name} `)
  await expect(cardOf(page, name)).toContainText('0 classes · 0 teachers · 0 students')
  expect((await departments(page.request)).map((d) => d.name)).toContain(name)

  const renamed = `Engineering ${uniqueSuffix()}`
  await cardOf(page, name).getByRole('button', { name: /^Rename/ }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Rename Department' })).toBeVisible()
  await expect(dialog(page).getByLabel('Department Name')).toHaveValue(name)
  await dialog(page).getByLabel('Department Name').fill(renamed)
  await dialog(page).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Department renamed')).toBeVisible()
  await expect(cardOf(page, renamed)).toHaveCount(1)
  await expect(cardOf(page, name)).toHaveCount(0)

  // The Add Class form offers it now.
  await page.goto('/classes')
  await page.getByRole('button', { name: 'Add Class' }).click()
  await expect(dialog(page).getByLabel('Department').locator('option', { hasText: renamed })).toHaveCount(1)
  await page.keyboard.press('Escape')

  await page.goto('/departments')
  await cardOf(page, renamed).getByRole('button', { name: /^Archive/ }).click()
  await expect(confirmation(page).getByRole('heading', { name: `Archive ${renamed}?` })).toBeVisible()
  await expect(confirmation(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
  await confirmation(page).getByRole('button', { name: 'Archive' }).click()
  await expect(page.getByText('Department archived')).toBeVisible()
  await expect(confirmation(page)).toHaveCount(0)
  await expect(cardOf(page, renamed)).toHaveCount(0)
  expect((await departments(page.request)).map((d) => d.name)).not.toContain(renamed)

  await page.goto('/classes')
  await page.getByRole('button', { name: 'Add Class' }).click()
  await expect(dialog(page).getByLabel('Department').locator('option', { hasText: renamed })).toHaveCount(0)
})

test('archiving a department in use is refused with what uses it, and nothing changes', async ({ page }) => {
  await signIn(page, 'headmaster', '/departments')
  const list = (await (await page.request.get('/api/departments/manage')).json()) as DepartmentManageResponse
  const used = list.departments.find((d) => d.classCount > 0 && d.studentCount > 0)!
  await cardOf(page, used.name).getByRole('button', { name: /^Archive/ }).click()
  await confirmation(page).getByRole('button', { name: 'Archive' }).click()
  const alert = confirmation(page).getByRole('alert')
  await expect(alert).toContainText(`“${used.name}” is still used by ${used.classCount} class`)
  await expect(alert).toContainText(`${used.studentCount} students. Move them to another department before archiving it.`)
  await expect(page.getByText('Department archived')).toHaveCount(0)
  await confirmation(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(cardOf(page, used.name)).toHaveCount(1)
})

test('a homeroom teacher has no Departments page', async ({ page }) => {
  await signIn(page, 'homeroom_teacher', '/dashboard')
  await expect(bottomNav(page).getByRole('link', { name: 'Classes' })).toBeVisible()
  await expect(bottomNav(page).getByRole('link', { name: 'Departments' })).toHaveCount(0)
  await page.goto('/departments')
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Department' })).toHaveCount(0)
})

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('Departments is in the More menu, and the list and the dialog fit', async ({ page }) => {
    await signIn(page, 'headmaster', '/dashboard')
    const nav = bottomNav(page)
    await nav.getByRole('button', { name: 'More' }).tap()
    await nav.getByRole('link', { name: 'Departments' }).tap()
    await expect(page).toHaveURL('/departments')
    await expect(cards(page).first()).toBeVisible()
    await expectNoHorizontalScroll(page, 390)
    await page.getByRole('button', { name: 'Add Department' }).tap()
    const box = (await dialog(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    const save = dialog(page).getByRole('button', { name: 'Save' })
    await save.scrollIntoViewIfNeeded()
    await expect(save).toBeInViewport()
  })
})

for (const theme of ['dark', 'light'] as const) {
  test(`Departments, its dialog and its confirmation have no accessibility violations (${theme})`, async ({ page }) => {
    await signIn(page, 'headmaster', '/departments')
    await setTheme(page, theme, { signedIn: true })
    await expect(cards(page).first()).toBeVisible()
    await expectNoViolations(page, `departments, ${theme}`)
    await page.getByRole('button', { name: 'Add Department' }).click()
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect(dialog(page).getByText('This field is required')).toBeVisible()
    await expectNoViolations(page, `add department dialog, ${theme}`)
    await page.keyboard.press('Escape')
    await cards(page).first().getByRole('button', { name: /^Archive/ }).click()
    await expect(confirmation(page)).toBeVisible()
    await expectNoViolations(page, `archive department confirmation, ${theme}`)
  })
}
