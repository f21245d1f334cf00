import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Keyboard-only helpers: nothing here clicks or fills. A journey moves with Tab / Shift+Tab and checks,
 * at every stop, what a keyboard user sees: one focused element, with a visible focus indicator.
 */

/** The focused element shows an outline or a ring (a box-shadow), as a sighted keyboard user needs. */
export async function expectFocusVisible(page: Page): Promise<void> {
  const focused = page.locator(':focus')
  await expect(focused).toHaveCount(1)
  const indicator = await focused.evaluate((element) => {
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    return outline ? `outline ${style.outlineWidth} ${style.outlineStyle}` : style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null
  })
  const described = await describeFocus(page)
  expect(indicator, `a visible focus indicator on ${described}`).not.toBeNull()
}

/** What has focus, in words, for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return '(nothing: the page body)'
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''
    return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name}"`
  })
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator at every stop.
 * Fails when it takes more than `max` presses: the control is out of the tab order, or too far.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectFocusVisible(page)
      return presses
    }
    // Past the last control focus leaves the page (the browser's own toolbar), and Chromium draws the
    // focus of a date field's parts itself; every other stop must show its own indicator.
    const own = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null
      return Boolean(active && active !== document.body && active.type !== 'date')
    })
    if (own) await expectFocusVisible(page)
  }
  throw new Error(`not reached with ${max} × ${backwards ? 'Shift+Tab' : 'Tab'}; focus is on ${await describeFocus(page)}`)
}

/** Focus is inside the open dialog. */
export async function expectFocusInDialog(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(':focus')).toHaveCount(1)
}
