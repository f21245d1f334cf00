import fs from 'node:fs'
import zlib from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFor } from '../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/test-app'

/** A build as Vite writes it: index.html, hashed chunks with .br beside them, and the manifest. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-web-'))
  fs.mkdirSync(path.join(dist, 'assets'))
  fs.mkdirSync(path.join(dist, '.vite'))
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Rollcall</title></head><body></body></html>')
  const chunks = ['index-e1.js', 'signed-in-s1.js', 'vendor-v1.js', 'dashboard-page-d1.js', 'student-profile-page-p1.js', 'scan-page-c1.js', 'signed-in-id1.js', 'school-words-w1.js']
  for (const file of chunks) {
    const code = `export const file = ${JSON.stringify(file)};\n`.repeat(50)
    fs.writeFileSync(path.join(dist, 'assets', file), code)
    fs.writeFileSync(path.join(dist, 'assets', `${file}.br`), brotliCompressSync(code))
  }
  // The shape Vite 7 writes: manual chunks under `_<file>`, the entry under index.html.
  const manifest = {
    'index.html': { file: 'assets/index-e1.js', name: 'index', src: 'index.html', isEntry: true, dynamicImports: ['_signed-in-s1.js'] },
    '_vendor-v1.js': { file: 'assets/vendor-v1.js', name: 'vendor', imports: ['index.html'] },
    '_signed-in-s1.js': { file: 'assets/signed-in-s1.js', name: 'signed-in', isDynamicEntry: true, imports: ['index.html', '_vendor-v1.js'] },
    'features/dashboard/components/dashboard-page.tsx': {
      file: 'assets/dashboard-page-d1.js', name: 'dashboard-page', isDynamicEntry: true, imports: ['index.html', '_vendor-v1.js', '_signed-in-s1.js'],
    },
    'features/student-profile/components/student-profile-page.tsx': {
      file: 'assets/student-profile-page-p1.js', name: 'student-profile-page', isDynamicEntry: true, imports: ['index.html', '_signed-in-s1.js'],
    },
    'features/scan/components/scan-page.tsx': { file: 'assets/scan-page-c1.js', name: 'scan-page', isDynamicEntry: true, imports: ['_signed-in-s1.js'] },
    // Indonesian's texts after sign-in: Rollup names the chunk after its module, signed-in.ts, too.
    '../shared/i18n/id/signed-in.ts': { file: 'assets/signed-in-id1.js', name: 'signed-in', src: '../shared/i18n/id/signed-in.ts', isDynamicEntry: true, imports: ['_school-words-w1.js'] },
    '_school-words-w1.js': { file: 'assets/school-words-w1.js', name: 'school-words' },
  }
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  // What vite-plugin-pwa adds (ADR 026).
  fs.writeFileSync(path.join(dist, 'sw.js'), 'define(["./workbox-w1"], () => {})\n')
  fs.writeFileSync(path.join(dist, 'workbox-w1.js'), 'define([], () => {})\n')
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Rollcall","start_url":"/"}')
  return dist
}

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1])
const fetchPreload = (html: string) => /<link rel="preload" href="([^"]+)" as="fetch"/.exec(html)?.[1]?.replaceAll('&amp;', '&')

describe.each(TEST_DATABASES)('the web app on %s', (kind) => {
  let t: TestApp
  let dist: string
  let staff: string
  let student: string

  beforeAll(async () => {
    dist = fakeBuild()
    t = await createTestApp(kind, { webDist: dist })
    staff = await cookieFor(t.app, 'homeroom_teacher')
    student = await cookieFor(t.app, 'student')
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  it('gives a signed-out visitor the page alone: the sign-in screen fetches nothing of the signed-in app', async () => {
    const response = await page('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.vary).toMatch(/cookie/i)
    expect(response.body).not.toContain('modulepreload')
    expect(response.body).not.toContain('as="fetch"')
  })

  it('sends a page compressed when the browser accepts it, the same page once unpacked', async () => {
    const plain = await page('/scan', staff)
    for (const [accept, encoding, unpack] of [['gzip, deflate, br', 'br', zlib.brotliDecompressSync], ['gzip', 'gzip', zlib.gunzipSync]] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/scan', headers: { cookie: staff, 'accept-encoding': accept } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(response.headers.vary).toMatch(/cookie, accept-encoding/i)
      expect(unpack(response.rawPayload).toString('utf8')).toBe(plain.body)
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    }
    // A browser that accepts neither gets it as it is.
    expect((await t.app.inject({ method: 'GET', url: '/scan', headers: { cookie: staff, 'accept-encoding': 'identity' } })).headers['content-encoding']).toBeUndefined()
  })

  it("names a staff member's dashboard chunks and day sheet, whose address the API answers", async () => {
    const response = await page('/dashboard?date=2026-03-03&q=an&status=present&page=2&pageSize=10&junk=1', staff)
    expect(preloads(response.body)).toEqual(['/assets/signed-in-s1.js', '/assets/vendor-v1.js', '/assets/dashboard-page-d1.js'])
    const daySheet = fetchPreload(response.body)
    expect(daySheet).toBe('/api/attendance/day?date=2026-03-03&q=an&status=present&page=2&pageSize=10')
    const answer = await t.app.inject({ method: 'GET', url: daySheet!, headers: { cookie: staff } })
    expect(answer.statusCode).toBe(200)
    expect(answer.json<{ page: number }>().page).toBe(2)
  })

  it("names a student's profile chunk and no day sheet; other pages get the signed-in app only", async () => {
    const home = await page('/', student)
    expect(preloads(home.body)).toEqual(['/assets/signed-in-s1.js', '/assets/vendor-v1.js', '/assets/student-profile-page-p1.js'])
    expect(fetchPreload(home.body)).toBeUndefined()
    const scan = await page('/scan', staff)
    expect(preloads(scan.body)).toEqual(['/assets/signed-in-s1.js', '/assets/vendor-v1.js'])
    expect(fetchPreload(scan.body)).toBeUndefined()
  })

  it("names a language's texts only to a user who chose that language", async () => {
    expect(preloads((await page('/scan', staff)).body)).not.toContain('/assets/signed-in-id1.js')
    const parent = await cookieFor(t.app, 'parent')
    const chosen = await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: parent }, payload: { language: 'id' } })
    expect(chosen.statusCode).toBe(200)
    expect(preloads((await page('/', parent)).body)).toEqual(['/assets/signed-in-s1.js', '/assets/vendor-v1.js', '/assets/signed-in-id1.js', '/assets/school-words-w1.js'])
  })

  it('keeps a hostile search in the address out of the page: it reaches the hint only URL-encoded', async () => {
    const response = await page('/dashboard?q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', staff)
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('<script>')
    expect(fetchPreload(response.body)).toBe('/api/attendance/day?q=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&page=1&pageSize=25')
  })

  it('gives no hints for a session that has ended', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: student } })
    const response = await page('/', student)
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('modulepreload')
  })

  it('sends built files compressed when the browser accepts it, cached for good', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/vendor-v1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.rawPayload.length).toBeLessThan(fs.statSync(path.join(dist, 'assets', 'vendor-v1.js')).size)
    const plain = await t.app.inject({ method: 'GET', url: '/assets/vendor-v1.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('vendor-v1.js')
  })

  it.each([
    ['/sw.js', /^application\/javascript/],
    ['/workbox-w1.js', /^application\/javascript/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ])('sends %s as itself, checked on every visit so that a new version is seen at once', async (url, type) => {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(type)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).not.toContain('<title>')
  })

  it('answers an unknown API address with a JSON 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { cookie: staff } })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/json/)
  })
})

describe('the web app when the database cannot be read', () => {
  it('still serves the page, without hints: they only make it faster', async () => {
    const dist = fakeBuild()
    const t = await createTestApp('sqlite', { webDist: dist })
    try {
      await t.ctx.db.destroy()
      const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: 'rollcall_session=some-token' } })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<title>Rollcall</title>')
      expect(response.body).not.toContain('modulepreload')
    } finally {
      await t.app.close()
      await t.ctx.events.close()
      fs.rmSync(dist, { recursive: true, force: true })
    }
  })
})
