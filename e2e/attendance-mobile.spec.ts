import { expect, test } from '@playwright/test'
import { allClasses, expectNoHorizontalScroll, latestSchoolDay, signIn } from './support/attendance'
import { bottomNav } from './support/session'

const WIDTH = 375
test.use({ viewport: { width: WIDTH, height: 812 }, hasTouch: true, isMobile: true })

test('on a 375px phone the dashboard shows name, status and the action for each row, without sideways scrolling', async ({ page }) => {
  const date = latestSchoolDay()
  await signIn(page, 'homeroom_teacher', `/dashboard?date=${date}`)
  const row = page.locator('tbody tr[data-student-id]').first()
  await expect(row).toBeVisible()
  await expectNoHorizontalScroll(page, WIDTH)

  for (const part of [row.locator('th'), row.locator('[data-status][data-tone]'), row.getByRole('button', { name: 'Take Attendance' })]) {
    const box = (await part.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH)
  }
  const button = (await row.getByRole('button', { name: 'Take Attendance' }).boundingBox())!
  expect(button.height).toBeGreaterThanOrEqual(44)

  // Six pages and More still fit, each thumb-sized (Teachers and Settings wait in More).
  const links = bottomNav(page).getByRole('link')
  await expect(links).toHaveCount(6)
  for (const link of [...(await links.all()), bottomNav(page).getByRole('button', { name: 'More' })]) {
    const box = (await link.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(44)
    expect(box.height).toBeGreaterThanOrEqual(44)
  }

  // The dialog fits the phone too.
  await row.getByRole('button', { name: 'Take Attendance' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Record Manual Attendance' })
  await expect(dialog.getByRole('button', { name: 'Record Attendance' })).toBeVisible()
  await expectNoHorizontalScroll(page, WIDTH)
})

test('on a 375px phone the roll call has thumb-sized status buttons and a reachable Save', async ({ page }) => {
  const date = latestSchoolDay()
  await signIn(page, 'subject_teacher')
  const klass = (await allClasses(page.request)).sort((a, b) => b.studentCount - a.studentCount)[0]!
  await page.goto(`/roll-call?classId=${klass.id}&date=${date}`)
  const row = page.getByRole('list', { name: 'Roll Call' }).getByRole('listitem').first()
  await expect(row).toBeVisible()
  await expectNoHorizontalScroll(page, WIDTH)

  for (const button of await row.getByRole('button').all()) {
    const box = (await button.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)
    expect(box.width).toBeGreaterThanOrEqual(44)
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH)
  }
  await row.getByRole('button', { name: 'Permission' }).tap()
  await expect(row).toHaveAttribute('data-status', 'permission')
  // The Save bar stays on screen above the navigation while the list scrolls.
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await expect(save).toBeInViewport()
  const saveBox = (await save.boundingBox())!
  const navBox = (await bottomNav(page).boundingBox())!
  expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(navBox.y)
})
