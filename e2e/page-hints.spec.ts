import { expect, test } from '@playwright/test'
import { signIn } from './support/attendance'

// ADR 011: a signed-in page names what it will need; the browser must actually use what it was told.
const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]!)

test('the sign-in page names nothing of the signed-in app', async ({ request }) => {
  const html = await (await request.get('/')).text()
  // Only what the sign-in page runs itself: React's chunk, which its entry imports (ADR 058).
  expect(modulePreloads(html)).toEqual([expect.stringMatching(/^\/assets\/react-[\w-]+\.js$/)])
  expect(html).not.toContain('/api/attendance/day')
})

test("a signed-in page names the built app's chunks, and they exist", async ({ page }) => {
  await signIn(page, 'subject_teacher', '/scan')
  const html = await (await page.request.get('/scan')).text()
  const chunks = modulePreloads(html)
  expect(chunks.length).toBeGreaterThan(0)
  for (const chunk of chunks) {
    const response = await page.request.get(chunk)
    expect(response.status(), chunk).toBe(200)
    expect(response.headers()['content-type'], chunk).toMatch(/javascript/)
  }
})
