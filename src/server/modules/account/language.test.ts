import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoAccountsResponse, MeResponse } from '#shared/contracts/auth'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** A person's language, the school's default, and the server's messages in it (ADR 030). */
describe.each(TEST_DATABASES)('languages on %s', (kind) => {
  let t: TestApp
  let head: string
  let teacher: string
  const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<MeResponse>()
  const preferences = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie }, payload })
  const settings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: head } })).json<SchoolSettingsResponse>().settings
  const putSettings = async (change: object) => {
    const { name, timeZone, schoolDayStart, lateAfter, schoolDays } = await settings()
    return t.app.inject({
      method: 'PUT',
      url: '/api/school/settings',
      headers: { cookie: head },
      payload: { name, timeZone, schoolDayStart, lateAfter, schoolDays, ...change },
    })
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
    teacher = await cookieFor(t.app, 'subject_teacher')
  })
  afterAll(() => t.close())

  it('starts everyone in English, the school’s default, with no choice of their own', async () => {
    const { user, school } = await me(teacher)
    expect(user.language).toBe('en')
    expect(user.preferences.language).toBeNull()
    expect(school.defaultLanguage).toBe('en')
    expect((await settings()).defaultLanguage).toBe('en')
  })

  it('stores a person’s own language, and null gives them the school’s again', async () => {
    const chosen = await preferences(teacher, { language: 'id' })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json<MeResponse>().user).toMatchObject({ language: 'id', preferences: { language: 'id' } })
    expect((await me(await cookieFor(t.app, 'subject_teacher'))).user.language).toBe('id')
    expect((await me(head)).user.language).toBe('en')

    const cleared = await preferences(teacher, { language: null })
    expect(cleared.json<MeResponse>().user).toMatchObject({ language: 'en', preferences: { language: null } })
  })

  it('refuses a language it has no texts for, and changes nothing', async () => {
    await preferences(teacher, { language: 'id' })
    for (const language of ['fr', 'ID', '', 7]) {
      const bad = await preferences(teacher, { language })
      expect(bad.statusCode).toBe(400)
      // The refusal is in the language the teacher reads: Indonesian.
      expect(bad.json().fields).toEqual({ language: 'Pilih English atau Bahasa Indonesia' })
    }
    expect((await me(teacher)).user.preferences.language).toBe('id')
    await preferences(teacher, { language: null })
  })

  it('lets the headmaster set the school’s default, which everyone without a choice follows', async () => {
    const saved = await putSettings({ defaultLanguage: 'id' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<SchoolSettingsResponse>().settings.defaultLanguage).toBe('id')
    expect(await me(teacher)).toMatchObject({ user: { language: 'id', preferences: { language: null } }, school: { defaultLanguage: 'id' } })
    // Someone who chose English keeps it.
    await preferences(head, { language: 'en' })
    expect((await me(head)).user.language).toBe('en')

    // A PUT from an older client, without the field, keeps it.
    expect((await putSettings({})).json<SchoolSettingsResponse>().settings.defaultLanguage).toBe('id')

    const bad = await putSettings({ defaultLanguage: 'de' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ defaultLanguage: 'Choose English or Bahasa Indonesia' })
    expect((await settings()).defaultLanguage).toBe('id')

    await putSettings({ defaultLanguage: 'en' })
    await preferences(head, { language: null })
  })

  it('keeps the language chosen on the sign-in screen for one who has none of their own', async () => {
    const { accounts, password } = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json<DemoAccountsResponse>()
    const signIn = (role: string, cookie: string) => {
      const account = accounts.find((a) => a.role === role)!
      return t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { cookie }, payload: { kind: account.kind, identifier: account.identifier, password } })
    }
    const chose = await signIn('homeroom_teacher', 'rollcall-lang=id')
    expect(chose.json<MeResponse>().user).toMatchObject({ language: 'id', preferences: { language: 'id' } })
    // The school's own language chooses nothing; a choice of one's own is kept.
    expect((await signIn('student', 'rollcall-lang=en')).json<MeResponse>().user.preferences.language).toBeNull()
    expect((await signIn('homeroom_teacher', 'rollcall-lang=en')).json<MeResponse>().user.language).toBe('id')
    await preferences(await cookieFor(t.app, 'homeroom_teacher'), { language: null })
  })

  it('is the headmaster’s alone to set the school’s default', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/school/settings',
      headers: { cookie: teacher },
      payload: { defaultLanguage: 'id' },
    })
    expect(response.statusCode).toBe(403)
    expect((await settings()).defaultLanguage).toBe('en')
  })
})

describe.each(TEST_DATABASES)('the server’s messages in the reader’s language on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('answers a signed-in Indonesian user’s 400 in Indonesian, and an English one’s in English', async () => {
    const cookie = await cookieFor(t.app, 'headmaster')
    await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie }, payload: { language: 'id' } })
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie }, payload: { name: '   ' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'validation_failed', error: 'Beberapa kolom perlu diperbaiki', fields: { name: 'Kolom ini wajib diisi' } })

    const english = await cookieFor(t.app, 'subject_teacher')
    const same = await t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie: english }, payload: { name: '   ' } })
    expect(same.json()).toMatchObject({ error: 'Some fields need attention', fields: { name: 'This field is required' } })
  })

  it('words an error thrown deep in a service, with a count, in Indonesian', async () => {
    const cookie = await cookieFor(t.app, 'headmaster')
    await t.app.inject({ method: 'PATCH', url: '/api/account/preferences', headers: { cookie }, payload: { language: 'id' } })
    const { classes } = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie } })).json<ClassListResponse>()
    const klass = classes.find((c) => c.studentCount > 1)!
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/classes/${klass.id}`, headers: { cookie } })
    expect(refused.json()).toEqual({
      code: 'class_has_students',
      error: `${klass.name} masih memiliki ${klass.studentCount} siswa. Pindahkan mereka ke kelas lain terlebih dahulu.`,
    })
  })

  it('answers someone signed out in the sign-in page’s language, or the browser’s when it asks for Indonesian', async () => {
    const wrong = { kind: 'staff', identifier: 'nobody@example.test', password: 'wrong password' }
    const login = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: wrong })
    expect((await login({})).json().error).toBe('Invalid credentials')
    expect((await login({ cookie: 'rollcall-lang=id' })).json().error).toBe('Data masuk salah')
    expect((await login({ 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' })).json().error).toBe('Data masuk salah')
    expect((await login({ 'accept-language': 'en-GB,id;q=0.5' })).json().error).toBe('Invalid credentials')
    expect((await login({ cookie: 'rollcall-lang=fr' })).json().error).toBe('Invalid credentials')
  })
})
