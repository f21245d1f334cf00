import { createHash } from 'node:crypto'
import fs from 'node:fs'
import zlib from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MeResponse } from '#shared/contracts/auth'
import { PAGE_STATE_ELEMENT_ID } from '#shared/page-render'
import { cookieFor } from '../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../test/test-app'
import { jsonForScript, RENDER_MODULE } from './page-render'

/**
 * A build with the real index.html and a render module that hands back what the server gave it:
 * the server's part of ADR 013 (which pages, from which data, into which page) is checked here;
 * the real render module is checked in the browser (e2e/server-rendered-dashboard.spec.ts).
 */
function buildWithRenderer(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-web-ssr-'))
  fs.copyFileSync(path.resolve('src/web/index.html'), path.join(dist, 'index.html'))
  fs.mkdirSync(path.join(dist, '.ssr'))
  fs.writeFileSync(
    path.join(dist, RENDER_MODULE),
    `export async function createPageRenderer() {
      return {
        renderStaffHome(input) {
          if (input.url.includes('q=boom')) throw new Error('the renderer failed')
          return { html: '<main data-rendered>' + input.daySheet.rows.length + ' rows</main>', state: { input } }
        },
        renderStudentHome(input) {
          return { html: '<main data-rendered>' + input.profile.student.name + '</main>', state: { input } }
        },
        staffHomeRequests(role) {
          return role === 'headmaster' ? [{ queryKey: ['classes'], url: '/api/classes' }, { queryKey: ['absence-requests', 'all'], url: '/api/absence-requests?state=nonsense' }] : []
        },
        firstRequests(url, role) {
          const address = new URL(url, 'http://page')
          if (address.pathname !== '/roll-call' || role === 'student') return null
          const classId = address.searchParams.get('classId')
          const classes = { queryKey: ['classes'], url: '/api/classes' }
          return classId ? [classes, { queryKey: ['roll', classId], url: '/api/attendance/roll?classId=' + encodeURIComponent(classId) }] : [classes]
        },
        renderPage(input) {
          return { html: '<main data-rendered>' + input.answers.length + ' answers</main>', state: { input } }
        },
      }
    }\n`,
  )
  return dist
}

const stateOf = (html: string) => {
  const found = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html)
  return found ? (JSON.parse(found[1]!) as { input: { url: string; me: unknown; daySheet: unknown; screen: string } }) : null
}
const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/.exec(html)?.[1]

describe.each(TEST_DATABASES)('server-rendered pages on %s', (kind) => {
  let t: TestApp
  let dist: string
  let staff: string
  let student: string

  beforeAll(async () => {
    dist = buildWithRenderer()
    t = await createTestApp(kind, { webDist: dist })
    staff = await cookieFor(t.app, 'headmaster')
    student = await cookieFor(t.app, 'student')
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  it("renders a staff member's dashboard from exactly what its API requests answer, kept by their browser only", async () => {
    const response = await get('/dashboard?date=2026-03-03&status=present&page=2&pageSize=10', staff)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-cache')
    expect(response.headers.vary).toMatch(/cookie/i)
    expect(rootOf(response.body)).toBe('<main data-rendered>10 rows</main>')
    const me = (await get('/api/auth/me', staff)).json()
    const daySheet = (await get('/api/attendance/day?date=2026-03-03&status=present&page=2&pageSize=10', staff)).json()
    // What else the dashboard shows comes with it, as the API answers it; a request it refuses is left to the browser.
    const classes = (await get('/api/classes', staff)).json()
    expect((await get('/api/absence-requests?state=nonsense', staff)).statusCode).toBe(400)
    expect(stateOf(response.body)).toEqual({ input: { url: '/dashboard?date=2026-03-03&status=present&page=2&pageSize=10', me, daySheet, more: [classes, null], screen: 'any' } })
    // What the page brings is not asked for again, and the day sheet is not preloaded either.
    expect(response.body).not.toContain('href="/api/auth/me"')
    expect(response.body).not.toContain('as="fetch"')
    // The user's own theme is on the page, so the script that applies the remembered one is left out.
    expect(response.body).toContain('<html lang="en" class="dark" style="color-scheme: dark">')
    expect(response.body).not.toContain('theme-init.js')
    // The stylesheet first, the scripts after the rendered root: the first paint needs only the former.
    // The first paint waits for the whole rendered root (ADR 058): one paint, one layout.
    expect(response.body).toMatch(/<link rel="expect" href="#rollcall-rendered" blocking="render" \/><\/head>/)
    expect(response.body).toMatch(/<\/main><\/div><template id="rollcall-rendered"><\/template><script type="application\/json"[^>]*>.*<\/script>\s*<template id="rollcall-after-paint"><script type="module" src="\.\/main\.tsx"><\/script>\s*<\/template><script>.+?<\/script><\/body>\s*<\/html>\s*$/)
    // The one inline script is the one the Content-Security-Policy allows by its hash.
    const inline = /<template id="rollcall-after-paint">.*<\/template><script>(.+?)<\/script>/s.exec(response.body)![1]!
    const hash = createHash('sha256').update(inline).digest('base64')
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`)
  })

  it("renders a student's profile (the screen shown at the gate) from exactly what its API request answers", async () => {
    const response = await get('/', student)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-cache')
    const me = (await get('/api/auth/me', student)).json() as MeResponse
    const profile = (await get('/api/student/profile', student)).json() as { student: { name: string } }
    expect(rootOf(response.body)).toBe(`<main data-rendered>${profile.student.name}</main>`)
    expect(stateOf(response.body)).toEqual({ input: { url: '/', me, profile, screen: 'any' } })
    expect(response.body).not.toContain('href="/api/auth/me"')
  })

  it("renders a phone's page for a phone: for the browser that says it is one, and tells the browser so (ADR 059)", async () => {
    const url = '/dashboard?date=2026-03-03'
    const phone = await t.app.inject({ method: 'GET', url, headers: { cookie: staff, 'sec-ch-ua-mobile': '?1' } })
    expect(phone.headers.vary).toMatch(/sec-ch-ua-mobile/i)
    expect(phone.body).toContain('<html lang="en" class="dark" style="color-scheme: dark" data-screen="narrow">')
    expect(stateOf(phone.body)?.input).toMatchObject({ url, screen: 'narrow' })
    // A laptop's Chromium, and a browser that sends no hints, get the page for any screen: both layouts.
    for (const headers of [{ cookie: staff, 'sec-ch-ua-mobile': '?0' }, { cookie: staff }]) {
      const page = await t.app.inject({ method: 'GET', url, headers })
      expect(page.body).toContain('<html lang="en" class="dark" style="color-scheme: dark">')
      expect(stateOf(page.body)?.input).toMatchObject({ url, screen: 'any' })
    }
    const profile = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: student, 'sec-ch-ua-mobile': '?1' } })
    expect(stateOf(profile.body)?.input).toMatchObject({ url: '/', screen: 'narrow' })
  })

  it('sends a rendered page compressed, as it streams, when the browser accepts it', async () => {
    const url = '/dashboard?date=2026-03-03'
    const plain = await get(url, staff)
    const packed = await t.app.inject({ method: 'GET', url, headers: { cookie: staff, 'accept-encoding': 'br' } })
    expect(packed.headers['content-encoding']).toBe('br')
    expect(packed.headers.vary).toMatch(/cookie, sec-ch-ua-mobile, accept-encoding/i)
    expect(zlib.brotliDecompressSync(packed.rawPayload).toString('utf8')).toBe(plain.body)
  })

  it('renders another page the render module knows (the roll call) from exactly what its first API requests answer', async () => {
    const classes = (await get('/api/classes', staff)).json() as { classes: { id: string }[] }
    const classId = classes.classes[0]!.id
    const response = await get(`/roll-call?classId=${classId}`, staff)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-cache')
    expect(rootOf(response.body)).toBe('<main data-rendered>2 answers</main>')
    const me = (await get('/api/auth/me', staff)).json()
    const roll = (await get(`/api/attendance/roll?classId=${classId}`, staff)).json()
    expect(stateOf(response.body)).toEqual({ input: { url: `/roll-call?classId=${classId}`, me, answers: [classes, roll], screen: 'any' } })
  })

  it('leaves a page to the browser when one of its requests is refused: the browser shows what the API says', async () => {
    const response = await get('/roll-call?classId=no-such-class', staff)
    expect(response.statusCode).toBe(200)
    expect(rootOf(response.body)).toBe('')
    expect(stateOf(response.body)).toBeNull()
  })

  it('renders filters it does not offer as the browser shows them: the defaults', async () => {
    for (const url of ['/dashboard?pageSize=7', '/dashboard?date=2026-02-30&status=maybe']) {
      expect(rootOf((await get(url, staff)).body), url).toBe('<main data-rendered>25 rows</main>')
    }
  })

  it('renders "/" the same way, in a light theme when that is what the user chose', async () => {
    const saved = await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: staff }, payload: { theme: 'light' } })
    expect(saved.statusCode).toBe(200)
    try {
      const response = await get('/', staff)
      expect(rootOf(response.body)).toBe('<main data-rendered>25 rows</main>')
      expect(response.body).toContain('<html lang="en" class="" style="color-scheme: light">')
    } finally {
      await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: staff }, payload: { theme: 'dark' } })
    }
  })

  it("renders an Indonesian reader's dashboard too, in Indonesian from the first paint: <html lang> and the renderer told", async () => {
    const saved = await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: staff }, payload: { language: 'id' } })
    expect(saved.statusCode).toBe(200)
    try {
      const response = await get('/dashboard', staff)
      expect(rootOf(response.body)).toBe('<main data-rendered>25 rows</main>')
      expect(response.body).toContain('<html lang="id" class="dark" style="color-scheme: dark">')
      expect((stateOf(response.body)?.input.me as MeResponse).user.language).toBe('id')
    } finally {
      await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: staff }, payload: { language: null } })
    }
  })

  it('keeps a hostile name inside its script element: the state reads back as it was', async () => {
    const hostile = '</script><script>alert(1)</script><!--'
    const renamed = await t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie: staff }, payload: { name: hostile } })
    expect(renamed.statusCode).toBe(200)
    const response = await get('/dashboard', staff)
    const script = new RegExp(`id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`).exec(response.body)![1]!
    expect(script).not.toContain('<')
    expect((stateOf(response.body)?.input.me as { user: { name: string } }).user.name).toBe(hostile)
  })

  it('leaves every other page to the browser: students, other pages, signed out, filters the API would refuse', async () => {
    for (const [url, cookie] of [['/history', student], ['/scan', staff], ['/dashboard', undefined], ['/dashboard?page=100001', staff], ['/dashboard?q=' + 'x'.repeat(101), staff]] as const) {
      const response = await get(url, cookie)
      expect(response.statusCode, url).toBe(200)
      expect(rootOf(response.body), url).toBe('')
      expect(stateOf(response.body), url).toBeNull()
      expect(response.body, url).toContain('theme-init.js')
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('renders no dashboard, and names no chunk or data, for one who must first choose a new password', async () => {
    const teacher = (await get('/api/auth/me', await cookieFor(t.app, 'subject_teacher'))).json<MeResponse>().user
    const reset = await t.app.inject({ method: 'POST', url: `/api/teachers/${teacher.id}/password`, headers: { cookie: staff }, payload: {} })
    const cookie = sessionCookieOf(await signIn(t.app, 'staff', teacher.email!, reset.json<{ initialPassword: string }>().initialPassword))
    for (const url of ['/', '/dashboard']) {
      const response = await get(url, cookie)
      expect(rootOf(response.body), url).toBe('')
      expect(stateOf(response.body), url).toBeNull()
      expect(response.body, url).not.toContain('modulepreload')
      expect(response.body, url).not.toContain('/api/attendance/day')
    }
  })

  it('never serves the render module itself', async () => {
    const response = await get('/.ssr/render-page.js', staff)
    expect(response.body).not.toContain('createPageRenderer')
  })

  it('serves the page whole, for the browser to render, when rendering fails', async () => {
    const response = await get('/dashboard?q=boom', staff)
    expect(response.statusCode).toBe(200)
    expect(rootOf(response.body)).toBe('')
    expect(stateOf(response.body)).toBeNull()
    // Its scripts start as a rendered page's would, at once since there is nothing to paint first.
    expect(response.body).toMatch(/<div id="root"><\/div><template id="rollcall-rendered"><\/template>\s*<template id="rollcall-after-paint"><script type="module" src="\.\/main\.tsx"><\/script>\s*<\/template><script>.+?<\/script><\/body>\s*<\/html>\s*$/)
  })
})

describe('a render module that cannot be loaded', () => {
  it('is logged and pages are served unrendered: rendering only makes them faster', async () => {
    const dist = buildWithRenderer()
    fs.writeFileSync(path.join(dist, RENDER_MODULE), "throw new Error('a broken build')\n")
    const t = await createTestApp('sqlite', { webDist: dist })
    try {
      const cookie = await cookieFor(t.app, 'headmaster')
      const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } })
      expect(response.statusCode).toBe(200)
      expect(rootOf(response.body)).toBe('')
      expect(response.body).toContain('theme-init.js')
    } finally {
      await t.close()
      fs.rmSync(dist, { recursive: true, force: true })
    }
  })
})

describe('jsonForScript', () => {
  it('writes what could end or open an element as escapes that JSON reads back', () => {
    const value = { name: '</script><script>x</script>', note: '<!-- & -->', separators: '\u2028\u2029' }
    const written = jsonForScript(value)
    expect(written).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(written)).toEqual(value)
  })
})
