import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** axe with the WCAG 2.1 A/AA and best-practice rules; serious and critical findings fail. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Let toasts and transitions settle so the scan sees the page as a person does.
  await page.waitForTimeout(300)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(summary, `axe on ${label}`).toEqual([])
}
