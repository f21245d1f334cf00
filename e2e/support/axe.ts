import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The rules every screen is held to: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** The rules whose outcome depends on colours alone. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** axe on the page as it is now; each finding of ANY impact as one line per rule, with the nodes it found. */
export async function axeViolations(page: Page, { coloursOnly = false, include }: { coloursOnly?: boolean; include?: string } = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself, without the blank page the newer mode opens for every scan
  // (the app has no frames): the walk runs hundreds of scans.
  const builder = new AxeBuilder({ page }).setLegacyMode(true)
  if (include) builder.include(include)
  // What a theme changes is colour: the same page again in another theme needs only the rules about colour.
  const results = await (coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(AXE_TAGS)).analyze()
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`).join('\n    ')}`,
  )
}

/** No axe finding of any impact (minor and moderate too). */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  // Let toasts and transitions settle so the scan sees the page as a person does.
  await page.waitForTimeout(300)
  expect(await axeViolations(page), `axe on ${label}`).toEqual([])
}
