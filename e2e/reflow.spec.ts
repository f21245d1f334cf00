import { expect, test, type Page } from '@playwright/test'
import type { Role } from '../src/shared/roles'
import { daySheet, latestSchoolDay, signIn } from './support/attendance'

/*
 * WCAG 1.4.10 reflow: at 320 CSS px, and at 1280 px zoomed to 200% (emulated as a 640 px CSS
 * viewport at deviceScaleFactor 2: what a 1280 px window shows at 200% zoom), every main screen of
 * each role reads without sideways scrolling and without content cut off at the right edge. Data
 * tables may scroll inside their own box (the WCAG exception for two-dimensional content).
 */
const VIEWPORTS = [
  { name: '320 px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '1280 px at 200% zoom (640 CSS px, deviceScaleFactor 2)', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
]

interface Screen {
  name: string
  role: Role | null
  path: string | ((page: Page) => Promise<string>)
}

const SCREENS: Screen[] = [
  { name: 'sign-in', role: null, path: '/' },
  { name: 'dashboard', role: 'headmaster', path: '/dashboard' },
  { name: 'roll call', role: 'homeroom_teacher', path: '/roll-call' },
  { name: 'roll call of a class', role: 'homeroom_teacher', path: async (page) => {
    const { rows } = await daySheet(page.request, { date: latestSchoolDay() })
    return `/roll-call?classId=${rows[0]!.class.id}&date=${latestSchoolDay()}`
  } },
  { name: 'scan', role: 'homeroom_teacher', path: '/scan' },
  { name: 'students', role: 'headmaster', path: '/students' },
  { name: 'reports', role: 'headmaster', path: '/reports' },
  { name: 'student history (staff)', role: 'headmaster', path: async (page) => {
    const { rows } = await daySheet(page.request, { date: latestSchoolDay() })
    return `/reports/students/${rows[0]!.student.id}`
  } },
  { name: 'student profile', role: 'student', path: '/' },
  { name: 'parent home', role: 'parent', path: '/' },
  { name: 'requests', role: 'homeroom_teacher', path: '/requests' },
  { name: 'settings', role: 'headmaster', path: '/settings' },
]

/** Elements whose right edge passes the viewport's and that no scrolling box of their own holds. */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const inOwnScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true
      }
      return false
    }
    const found: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') continue
      if (element.closest('.sr-only, [aria-hidden="true"]')) continue
      if ((rect.right > width + 1 || rect.left < -1) && !inOwnScroller(element)) {
        found.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(rect.left)}–${Math.round(rect.right)} "${element.textContent?.trim().slice(0, 30)}"`)
      }
    }
    return found.slice(0, 8)
  })
}

for (const { name: size, viewport, deviceScaleFactor } of VIEWPORTS) {
  test.describe(size, () => {
    test.use({ viewport, deviceScaleFactor })
    for (const screen of SCREENS) {
      test(`${screen.name} reflows without sideways scrolling`, async ({ page }) => {
        if (screen.role) await signIn(page, screen.role)
        const path = typeof screen.path === 'string' ? screen.path : await screen.path(page)
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await page.waitForLoadState('networkidle')
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement!.scrollWidth,
          clientWidth: document.scrollingElement!.clientWidth,
        }))
        expect(scrollWidth, `${screen.name}: page wider than the ${clientWidth} px viewport`).toBeLessThanOrEqual(clientWidth)
        expect(await cutOff(page), `${screen.name}: content past the right edge`).toEqual([])
      })
    }
  })
}
