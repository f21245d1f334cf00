import { expect, test, type Locator } from '@playwright/test'
import { signIn } from './support/attendance'

/*
 * prefers-reduced-motion: a dialog and a toast appear in place, without their transitions or
 * animations (styles.css). The same steps without the preference show that they do move otherwise.
 */

/** The longest transition or animation, in ms, on the element and its descendants. */
async function longestMotionMs(target: Locator): Promise<number> {
  return target.evaluate((root) => {
    const ms = (value: string) => Math.max(...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) : parseFloat(part) * 1000)))
    let longest = 0
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(element)
      if (style.transitionProperty !== 'none') longest = Math.max(longest, ms(style.transitionDuration))
      if (style.animationName !== 'none') longest = Math.max(longest, ms(style.animationDuration))
    }
    return longest
  })
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`a dialog and a toast ${reducedMotion === 'reduce' ? 'do not move with reduced motion' : 'move without the preference'}`, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion })
    const page = await context.newPage()
    try {
      await signIn(page, 'homeroom_teacher', '/settings')
      await page.getByRole('button', { name: 'Edit profile' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit profile' })
      await expect(dialog).toBeVisible()
      const dialogMotion = await longestMotionMs(dialog)

      // Saved unchanged: the toast says so.
      await dialog.getByRole('button', { name: 'Save' }).click()
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Profile updated' })
      await expect(toast).toBeVisible()
      const toastMotion = await longestMotionMs(toast)

      if (reducedMotion === 'reduce') {
        expect(dialogMotion, 'the dialog: no transition or animation longer than 0.01 ms').toBeLessThanOrEqual(0.01)
        expect(toastMotion, 'the toast: no transition or animation longer than 0.01 ms').toBeLessThanOrEqual(0.01)
      } else {
        // Sonner slides its toasts in; the buttons fade their colours.
        expect(toastMotion).toBeGreaterThan(100)
        expect(dialogMotion).toBeGreaterThan(100)
      }
    } finally {
      await context.close()
    }
  })
}
