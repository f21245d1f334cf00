import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { daySheetQuerySchema } from '#shared/contracts/attendance'
import { daySheetUrl, parseDayParams } from '#shared/day-sheet-address'
import { HOME_PAGE_PATHS } from '#shared/pages'
import { type CreatePageRenderer, type FirstRequest, PAGE_MEMO_ELEMENT_ID, PAGE_SCREEN_ATTRIBUTE, PAGE_STATE_ELEMENT_ID, type PageRenderer, type RenderedPage, type RenderedScreen } from '#shared/page-render'
import { can } from '#shared/roles'
import type { Language, Theme } from '#shared/school'
import type { AppContext } from '../context'
import { loadDaySheet } from '../modules/attendance'
import { presentMe } from '../modules/auth'
import { loadStudentProfile } from '../modules/student-profile'
import { findSchool } from '../modules/schools'
import type { UserRow } from '../modules/users'
import { afterPaint } from './scripts-after-paint'

/** Where `vite build --ssr` puts the render module, inside the web build (vite.config.ts); dot folders are not served. */
export const RENDER_MODULE = path.join('.ssr', 'render-page.js')

/**
 * The web app's page renderer (ADR 013), or null when the build has none (a build without it, or
 * tests without a build): pages are then served as before, rendered by the browser. Throws when
 * the module is there but cannot be loaded.
 */
export async function loadPageRenderer(dist: string | null): Promise<PageRenderer | null> {
  const file = dist ? path.join(dist, RENDER_MODULE) : null
  if (!file || !fs.existsSync(file)) return null
  const module = (await import(pathToFileURL(file).href)) as { createPageRenderer: CreatePageRenderer }
  return module.createPageRenderer()
}

/**
 * The day sheet request a staff member's home page (the dashboard) at this address starts with,
 * exactly as the browser would make it (shared/day-sheet-address); null for any other page or
 * user, or when the address's filters are not a valid request (the browser then asks the API and
 * shows its message).
 */
export function staffHomeQuery(user: UserRow, address: URL): DaySheetRequest | null {
  if (!HOME_PAGE_PATHS.includes(address.pathname) || user.role === 'student' || !can(user.role, 'canViewStudent')) return null
  // Signed in with a one-time password: the browser shows "Choose a new password", never the dashboard.
  if (user.must_change_password === 1) return null
  const params = parseDayParams(address.searchParams)
  const query = daySheetQuerySchema.safeParse(Object.fromEntries(new URL(daySheetUrl(params), 'http://page').searchParams))
  return query.success ? query.data : null
}
type DaySheetRequest = z.output<typeof daySheetQuerySchema>

/** Whether this is a student's home page ("/", their profile), which comes rendered too (ADR 038). */
export function isStudentHome(user: UserRow, address: URL): boolean {
  return address.pathname === '/' && user.role === 'student' && user.must_change_password !== 1
}

/** A student's profile rendered from what its first request (`GET /api/student/profile`) would return. */
export async function renderStudentHome(ctx: AppContext, renderer: PageRenderer, user: UserRow, request: FastifyRequest, address: URL) {
  const school = await findSchool(ctx.db, ctx.schoolId)
  const profile = await loadStudentProfile(ctx, school, user.id)
  return renderer.renderStudentHome({ url: address.pathname + address.search, me: presentMe(user, school), profile, screen: renderedScreenOf(request) })
}

/**
 * What the API answers this user at these addresses: the server asks its own API, as this user (their cookies),
 * so the answers, the checks and the errors are the API's. An answer other than 200 is undefined.
 */
async function askOwnApi(app: FastifyInstance, request: FastifyRequest, urls: string[]): Promise<unknown[]> {
  const headers = { cookie: request.headers.cookie ?? '', host: request.headers.host ?? '', 'accept-language': request.headers['accept-language'] ?? '' }
  return Promise.all(urls.map(async (url) => {
    const response = await app.inject({ method: 'GET', url, headers })
    return response.statusCode === 200 ? (response.json() as unknown) : undefined
  }))
}

/**
 * Any other page the render module renders (ADR 038), from what its first requests answer. A request answered
 * other than 200 means the page is left to the browser, which shows what the API says.
 */
export async function renderOtherPage(
  app: FastifyInstance, ctx: AppContext, renderer: PageRenderer, user: UserRow, request: FastifyRequest, address: URL, requests: FirstRequest[],
) {
  const school = await findSchool(ctx.db, ctx.schoolId)
  const answers = await askOwnApi(app, request, requests.map(({ url }) => url))
  const missing = answers.findIndex((answer) => answer === undefined)
  if (missing >= 0) throw new Error(`${requests[missing]!.url} was not answered 200: the page is left to the browser`)
  return renderer.renderPage({ url: address.pathname + address.search, me: presentMe(user, school), answers, screen: renderedScreenOf(request) })
}

/**
 * The dashboard rendered from what its first requests would return: its day sheet, read here, and what else it
 * shows (the classes, today's lessons, the requests waiting, the first-run checklist), asked of the API (ADR 058).
 */
export async function renderStaffHome(
  app: FastifyInstance, ctx: AppContext, renderer: PageRenderer, user: UserRow, request: FastifyRequest, address: URL, query: DaySheetRequest,
) {
  const school = await findSchool(ctx.db, ctx.schoolId)
  const [daySheet, more] = await Promise.all([
    loadDaySheet(ctx, school, query),
    askOwnApi(app, request, (renderer.staffHomeRequests?.(user.role) ?? []).map(({ url }) => url)),
  ])
  return renderer.renderStaffHome({ url: address.pathname + address.search, me: presentMe(user, school), daySheet, more, screen: renderedScreenOf(request) })
}

/**
 * The screen a page is rendered for (ADR 059): a phone's when the browser says it is a phone (the user-agent client
 * hint every Chromium browser sends, `Sec-CH-UA-Mobile: ?1`); otherwise any, as browsers that send no hints
 * (Safari, Firefox) and tablets asking for the desktop site are not known to be narrow.
 */
export function renderedScreenOf(request: FastifyRequest): RenderedScreen {
  return request.headers['sec-ch-ua-mobile'] === '?1' ? 'narrow' : 'any'
}

/** Who is signed in is already in the page: the early request for it (index.html) is left out. */
const ME_PRELOAD = /(<!--[^>]*-->\s*)?<link rel="preload" href="\/api\/auth\/me"[^>]*>\s*/
/** The user's theme is known: the script that applies the remembered one before paint (it blocks the parser) is left out. */
const THEME_SCRIPT = /<script src="\/theme-init\.js"><\/script>\s*/
const HTML_TAG = '<html lang="en" class="dark">'
const ROOT = '<div id="root"></div>'
const CLOSE_ROOT = '</div>'
const BODY_END = '</body>'
/**
 * The element after the rendered root that the first paint waits for (`<link rel="expect" blocking="render">`):
 * the browser paints the page once, whole, instead of painting what it has parsed so far and then styling and
 * laying the page out again each time more of it arrives (ADR 058). A browser that does not know the hint paints
 * as before.
 */
export const RENDERED_END_ID = 'rollcall-rendered'
const HEAD_END = '</head>'
const EXPECT_RENDERED = `<link rel="expect" href="#${RENDERED_END_ID}" blocking="render" />`
const RENDERED_END = `<template id="${RENDERED_END_ID}"></template>`
/** Vite's entry script, moved behind the rendered root (see renderedPageStream). */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="[^"]+"><\/script>\s*/
/** What the entry imports (React's chunk, vite.config.ts): Vite names it in the head; a rendered page runs it first, as a script of its own. */
const ENTRY_IMPORT = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g

/**
 * index.html made ready, once per build, for the pages the server renders: without what the
 * rendered page makes needless, and cut where the rendered root goes. Null for an index.html
 * without the `<html>` tag and empty root this expects: its pages are then served unrendered.
 */
export function renderedPageShell(html: string) {
  let entry = ''
  let imports = ''
  const page = html
    .replace(THEME_SCRIPT, '')
    .replace(ME_PRELOAD, '')
    .replace(ENTRY_SCRIPT, (script) => {
      entry = script
      return ''
    })
    // Each in a task of its own before the entry's (ADR 058): the entry then evaluates only its own code.
    .replace(ENTRY_IMPORT, (_, href: string) => {
      imports += `<script type="module" crossorigin src="${href}"></script>`
      return ''
    })
  const scripts = imports + entry
  const at = page.indexOf(ROOT)
  if (at < 0 || !page.includes(HTML_TAG) || !page.includes(BODY_END) || !page.includes(HEAD_END)) return null
  const cut = at + ROOT.length - CLOSE_ROOT.length
  const head = page.slice(0, cut).replace(HEAD_END, () => `${EXPECT_RENDERED}${HEAD_END}`)
  return { head, tail: page.slice(cut + CLOSE_ROOT.length), scripts }
}
export type RenderedPageShell = NonNullable<ReturnType<typeof renderedPageShell>>

/**
 * A rendered page, sent in two parts: first its head, whose stylesheet the browser fetches while
 * the server renders, then the rendered markup in its root with the state it was rendered from
 * beside it, and only then the scripts (the entry and the chunks' modulepreload tags, ADR 011),
 * which start once the page is painted (scripts-after-paint.ts, ADR 038): named in the head, they
 * would be fetched alongside the stylesheet, which the first paint waits for, while the rows need no
 * script to be seen. The page is in the user's own theme (their
 * browser's remembered one is for sign-in), language (`<html lang>`, ADR 030) and screen (`<html data-screen>`,
 * ADR 059). If rendering fails,
 * the root stays empty and the browser renders the page as it would any other.
 */
export function renderedPageStream(
  shell: RenderedPageShell,
  hints: string,
  look: { theme: Theme; language: Language; screen: RenderedScreen },
  rendered: Promise<RenderedPage | null>,
): Readable {
  const { theme, language, screen } = look
  const dark = theme === 'dark'
  const narrow = screen === 'narrow' ? ` ${PAGE_SCREEN_ATTRIBUTE}="narrow"` : ''
  const head = shell.head.replace(HTML_TAG, () => `<html lang="${language}" class="${dark ? 'dark' : ''}" style="color-scheme: ${theme}"${narrow}>`)
  const tail = shell.tail.replace(BODY_END, () => `${afterPaint(shell.scripts + hints)}${BODY_END}`)
  return Readable.from(
    (async function* (): AsyncGenerator<string> {
      yield head
      const done = await rendered
      const state = done ? `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${jsonForScript(done.state)}</script>` : ''
      const memo = done?.memo ? `<script type="application/json" id="${PAGE_MEMO_ELEMENT_ID}">${jsonForScript(done.memo)}</script>` : ''
      yield `${done?.html ?? ''}${CLOSE_ROOT}${RENDERED_END}${state}${memo}${tail}`
    })(),
  )
}

/**
 * JSON that cannot end its <script> element or open another: every "<", ">" and "&" (and the two
 * line separators old parsers choke on) written as a \u escape, which JSON.parse reads back as it was.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
