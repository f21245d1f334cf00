import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFor } from '../test/demo-logins'
import { createTestApp, type TestApp } from '../test/test-app'

/** The server's 404 and bad-address answers in the reader's language (ADR 030), signed in or not. */
describe('error answers in the reader’s language', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite')
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })

  it('says “not found” in Indonesian to one who reads it, and in English otherwise', async () => {
    for (const headers of [{ cookie: 'rollcall-lang=id' }, { 'accept-language': 'id-ID,id;q=0.9' }] as Record<string, string>[]) {
      const response = await get('/api/no-such-thing', headers)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Tidak ditemukan', code: 'not_found' })
    }
    expect((await get('/api/no-such-thing', { 'accept-language': 'en-GB' })).json().error).toBe('Not found')

    const teacher = await cookieFor(t.app, 'subject_teacher')
    expect((await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: teacher }, payload: { language: 'id' } })).statusCode).toBe(200)
    expect((await get('/api/no-such-thing', { cookie: teacher })).json().error).toBe('Tidak ditemukan')
  })

  it('refuses an address that is not UTF-8 in the reader’s language', async () => {
    const english = await get('/api/students/%FF', {})
    const indonesian = await get('/api/students/%FF', { 'accept-language': 'id' })
    expect([english.statusCode, indonesian.statusCode]).toEqual([400, 400])
    expect(indonesian.json().code).toBe('bad_url')
    expect(indonesian.json().error).not.toBe(english.json().error)
  })

  it('words Fastify’s own refusals of a body (not JSON, empty, a type it does not take) in the reader’s language, with their codes', async () => {
    const post = (payload: string, contentType: string, language: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType, 'accept-language': language } })
    const cases = [
      ['{bad', 'application/json', 'fst_err_ctp_invalid_json_body', 'The request body is not valid JSON, so it was not read and nothing was saved.', 'Isi permintaan ini bukan JSON yang valid, jadi tidak dibaca dan tidak ada yang disimpan.'],
      ['', 'application/json', 'fst_err_ctp_empty_json_body', 'The request body is empty, but it was sent as JSON. Nothing was saved.', 'Isi permintaan ini kosong, padahal dikirim sebagai JSON. Tidak ada yang disimpan.'],
      ['<a/>', 'text/xml', 'fst_err_ctp_invalid_media_type', 'This kind of request body is not accepted here. Nothing was saved.', 'Jenis isi permintaan ini tidak diterima di sini. Tidak ada yang disimpan.'],
    ] as const
    for (const [payload, type, code, english, indonesian] of cases) {
      const en = await post(payload, type, 'en')
      expect(en.json(), type).toEqual({ error: english, code })
      expect(en.statusCode).toBeGreaterThanOrEqual(400)
      expect(en.statusCode).toBeLessThan(500)
      expect((await post(payload, type, 'id')).json()).toEqual({ error: indonesian, code })
    }
  })

  it('says a field is missing in the reader’s words where a contract wrote no text of its own, never zod’s English default', async () => {
    const head = await cookieFor(t.app, 'headmaster')
    const post = () => t.app.inject({ method: 'POST', url: '/api/classes', headers: { cookie: head }, payload: { name: 'Kelas 7A' } })
    const english = await post()
    expect(english.statusCode).toBe(400)
    expect(english.json().fields.teacherId).toBe('This field is required')
    expect(english.body).not.toContain('Invalid input')
    expect((await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: head }, payload: { language: 'id' } })).statusCode).toBe(200)
    expect((await post()).json().fields.teacherId).toBe('Kolom ini wajib diisi')
    await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie: head }, payload: { language: null } })
  })
})
