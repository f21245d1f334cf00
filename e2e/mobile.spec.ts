import { expect, test } from '@playwright/test'
import { bottomNav, signInFromDemoBox } from './support/session'

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

test('on a 375px phone the bottom navigation is visible, fixed and thumb-sized', async ({ page }) => {
  await signInFromDemoBox(page, 'headmaster')
  const nav = bottomNav(page)
  await expect(nav).toBeInViewport()

  const navBox = await nav.boundingBox()
  expect(navBox).not.toBeNull()
  expect(Math.round(navBox!.y + navBox!.height)).toBe(812)

  for (const link of await nav.getByRole('link').all()) {
    const box = await link.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(box!.width).toBeGreaterThanOrEqual(44)
  }
  // Nothing wider than the screen.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(375)
})

test('on a 375px phone the sign-in screen fits without sideways scrolling', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeInViewport()
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(375)
})
