import { expect, request as requests, test, type APIRequestContext, type Page } from '@playwright/test'
import type { MeResponse } from '../../src/shared/contracts/auth'
import type { ParentChildrenResponse } from '../../src/shared/contracts/families'
import { en } from '../../src/shared/i18n/en/index'
import { id } from '../../src/shared/i18n/id/index'
import { translate } from '../../src/shared/i18n/translate'
import type { Language } from '../../src/shared/school'
import { classNamed, latestSchoolDay } from './attendance'
import { axeViolations } from './axe'
import { freeRequestDay } from './families'
import { SCREENS, type Viewer, type WalkContext } from './screens'
import { demoAccount } from './session'

/**
 * The axe walk, declared by e2e/axe-walk-phone.spec.ts and e2e/axe-walk-laptop.spec.ts, one file a width
 * so the two lanes of npm test (scripts/e2e-lanes.sh) can share it: axe finds nothing, of any impact, on
 * every screen of e2e/support/screens.ts, for every role, in both themes, on a phone (390px) and a laptop
 * (1366px), in English and Indonesian. One test per role, language and width signs in once and visits
 * its screens; each is checked in the dark theme and, in English, again in the light one (the `dark` class on
 * <html>, switched without a reload or a save; THEMES says why once is enough in Indonesian). Findings are gathered and reported together, so one run lists
 * all that is left.
 */
const VIEWERS: readonly Viewer[] = ['signed_out', 'headmaster', 'homeroom_teacher', 'subject_teacher', 'student', 'parent']
const WIDTHS = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 900 } } as const
/**
 * The themes each language is checked in. A theme changes colours and a language changes words: the colour rules'
 * outcome (contrast of a text on its background, at its size) does not depend on which words, so the second
 * theme's colour pass runs in English only, and Indonesian has every rule once, in the dark theme.
 */
const THEMES: Record<Language, readonly ('dark' | 'light')[]> = { en: ['dark', 'light'], id: ['dark'] }
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`

/** Shows a theme as the app does (lib/theme.ts), without telling the server: the user's saved theme stays. */
async function showTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((dark) => {
    // Colours change at once, not through a transition axe could measure halfway.
    if (!document.getElementById('axe-walk-still')) {
      const still = document.createElement('style')
      still.id = 'axe-walk-still'
      still.textContent = '*, *::before, *::after { transition: none !important }'
      document.head.append(still)
    }
    document.documentElement.classList.toggle('dark', dark)
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
    // The toaster follows the theme through React (app-toaster.tsx); set what it would render.
    for (const toaster of document.querySelectorAll('[data-sonner-toaster]')) toaster.setAttribute('data-sonner-theme', dark ? 'dark' : 'light')
  }, theme === 'dark')
}

async function signInAs(api: APIRequestContext, role: Exclude<Viewer, 'signed_out'>): Promise<void> {
  const account = await demoAccount(api, role)
  const response = await api.post('/api/auth/login', { data: { kind: account.kind, identifier: account.identifier, password: account.password } })
  expect(response.status(), `sign-in as ${role}`).toBe(200)
}

/** Every viewer and language at one width: the hooks and tests of the file that calls it. */
export function axeWalk(widthName: keyof typeof WIDTHS): void {
  const viewport = WIDTHS[widthName]
  test.use({ actionTimeout: 15_000 })

  /** What the test in progress changed on a shared demo account, put back after it whatever happened. */
  let restoreLanguage: (() => Promise<unknown>) | undefined
  test.afterEach(async () => {
    await restoreLanguage?.()
    restoreLanguage = undefined
  })

  /**
   * A request of the walk's own waiting for a decision, so that the headmaster's Approve dialog can open,
   * on a day no other journey's request covers; withdrawn afterwards.
   */
  let waiting: { api: APIRequestContext; id: string } | undefined
  test.beforeAll(async () => {
    const api = await requests.newContext({ baseURL: BASE_URL })
    await signInAs(api, 'parent')
    const { children } = (await (await api.get('/api/parent/children')).json()) as ParentChildrenResponse
    const day = await freeRequestDay(api, children[0]!.id)
    const asked = await api.post('/api/absence-requests', {
      data: { studentId: children[0]!.id, from: day, to: day, reason: 'permission', note: 'Family event' },
    })
    expect(asked.status(), 'a request to decide').toBe(201)
    waiting = { api, id: ((await asked.json()) as { id: string }).id }
  })
  test.afterAll(async () => {
    if (!waiting) return
    await waiting.api.post(`/api/absence-requests/${waiting.id}/withdraw`)
    await waiting.api.dispose()
  })

  for (const viewer of VIEWERS) {
    for (const language of ['en', 'id'] as const satisfies readonly Language[]) {
      {
        test(`axe: ${viewer}, ${language}, ${viewport.width}px`, async ({ page }) => {
          test.setTimeout(Number(process.env.AXE_WALK_TIMEOUT ?? 600_000))
          await page.setViewportSize(viewport)
          const phone = widthName === 'phone'
          const messages = language === 'id' ? id : en
          const plurals = new Intl.PluralRules(language)
          const tr = (key: string, values: Record<string, string | number> = {}) => translate(key, values, messages, plurals)

          if (viewer === 'signed_out') {
            // The sign-in page's switch remembers the choice on the device (lib/language.ts).
            await page.addInitScript((lang) => localStorage.setItem('rollcall.language', lang), language)
          } else {
            await signInAs(page.request, viewer)
            const me = (await (await page.request.get('/api/auth/me')).json()) as MeResponse
            const own = me.user.preferences.language
            const set = await page.request.patch('/api/account/preferences', { data: { language } })
            expect(set.status(), 'language saved').toBe(200)
            // Other journeys share these demo accounts: put back what they had.
            restoreLanguage = () => page.request.patch('/api/account/preferences', { data: { language: own } })
          }

          {
            const context: WalkContext = {
              page,
              tr,
              phone,
              schoolDay: latestSchoolDay(),
              classId: viewer === 'signed_out' || viewer === 'student' || viewer === 'parent' ? '' : (await classNamed(page.request, '12A')).id,
              studentId: '',
              language,
            }
            const findings: string[] = []
            const screens = SCREENS.filter((s) => s.who.includes(viewer) && (!s.only || s.only === widthName))
            let lastPath: string | undefined
            for (const screen of screens) {
              if (screen.name === 'student history') context.studentId ||= await firstStudentId(page.request)
              const started = Date.now()
              try {
                const path = screen.path(context)
                // The same page as the last entry (its dialogs): close what is open rather than load it again.
                if (path === lastPath && (await page.getByRole('dialog').or(page.getByRole('alertdialog')).count()) <= 1) {
                  await page.keyboard.press('Escape')
                  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0)
                } else await page.goto(path)
                lastPath = path
                await expect(page.locator('html')).toHaveAttribute('lang', language)
                await (screen.open ?? (() => expect(page.locator('h1').first()).toBeVisible()))(context)
              } catch (error) {
                // The walk goes on: one run lists every screen that is not right.
                findings.push(`${screen.name}: could not be opened: ${String(error).split('\n')[0]}`)
                lastPath = undefined
                continue
              }
              const opened = Date.now()
              const scans: string[] = []
              const include = typeof screen.scope === 'function' ? screen.scope(context) : screen.scope
              for (const theme of THEMES[language]) {
                const began = Date.now()
                await showTheme(page, theme)
                // Every rule once; in the second theme, again those a theme can change (colours).
                const lines = await axeViolations(page, { coloursOnly: theme === 'light', include })
                for (const line of lines) findings.push(`${screen.name}, ${theme}: ${line}`)
                if (process.env.AXE_WALK_TIMES) for (const line of lines) console.log(`${screen.name}, ${theme}: ${line}`)
                scans.push(`${theme} ${Date.now() - began}`)
              }
              if (process.env.AXE_WALK_TIMES) console.log(`${screen.name}: ${Date.now() - started} ms (open ${opened - started}, ${scans.join(', ')})`)
            }
            expect(findings, `axe findings for ${viewer}, ${language}, ${viewport.width}px`).toEqual([])
          }
        })
      }
    }
  }
}

async function firstStudentId(api: APIRequestContext): Promise<string> {
  const response = await api.get('/api/students?pageSize=1')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { students: { id: string }[] }).students[0]!.id
}
