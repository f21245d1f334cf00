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
})
