import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/** The rules every screen is held to: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** The rules whose outcome depends on colours alone. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** axe-core itself, put into a page once per document (it stays there until the page navigates away). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe on the page as it is now; each finding of ANY impact as one line per rule, with the nodes it found.
 * axe-core is run in the page itself, as @axe-core/playwright's legacy mode does (the app has no frames), but put
 * in once per document rather than twice per scan: the walk runs hundreds of scans, many on one page (its
 * dialogs, both themes), and evaluating axe's half a megabyte each time was a third of a small scan's time.
 */
export async function axeViolations(page: Page, { coloursOnly = false, include }: { coloursOnly?: boolean; include?: string } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  // What a theme changes is colour: the same page again in another theme needs only the rules about colour.
  // Only the violations are wanted: axe then keeps one node of each rule that passed (resultTypes), and only
  // the violations, not every node that passed, cross from the page to the test.
  const options: RunOptions = {
    runOnly: coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  }
  const violations: AxeResults['violations'] = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }
      return (await axe.run(include ? { include: [include] } : document, options)).violations
    },
    { include: include ?? null, options: options as Record<string, unknown> },
  )
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`).join('\n    ')}`,
  )
}

/** No axe finding of any impact (minor and moderate too). */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  // Let toasts and transitions settle so the scan sees the page as a person does: a toast caught mid-fade, or its
  // colours mid-way between two themes, is no colour anyone reads.
  await page.waitForTimeout(300)
  await settled(page)
  expect(await axeViolations(page), `axe on ${label}`).toEqual([])
}

/** Waits (at most 2 s) for the page's running CSS transitions and finite animations to end; endless ones (a spinner) are not waited for. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    return Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2_000))])
  })
}
