import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import type { DaySheetResponse } from '#shared/contracts/attendance'
import type { CreatedTokenResponse, TokenListResponse } from '#shared/contracts/tokens'
import { DEMO_SCHOOL_ID } from '../../bootstrap'
import { insertOtherSchool, OTHER_SCHOOL } from '../../test/other-school'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { SCHOOL_COOKIE } from '../schools'
import { listTokenAudit } from './tokens.queries'

/*
 * API tokens (ADR 036): a headmaster creates one with scopes, its secret shown once; a program sends it as
 * `Authorization: Bearer` with no cookie and no Origin, and is let in only where a route declares one of its
 * scopes, only at the token's school, until it is revoked. Two schools, each named by its host.
 */
const NOW = new Date('2026-12-01T08:00:00Z')
const BASE = 'rollcall.test'
const DAY = '2026-11-30'
const hostOf = (school: string) => `${school}.${BASE}`

describe.each(TEST_DATABASES)('API tokens on %s', (kind) => {
  let t: TestApp
  let head: string
  let otherHead: string
  let teacher: string

  const signedIn = async (school: string, role: 'headmaster' | 'homeroom_teacher', password?: string) => {
    const host = hostOf(school)
    const demo = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts', headers: { host: hostOf(DEMO_SCHOOL_ID) } })).json<DemoAccountsResponse>()
    const account = demo.accounts.find((a) => a.role === role)!
    const response = await signIn(t.app, account.kind, account.identifier, password ?? demo.password, { headers: { host } })
    expect(response.statusCode).toBe(200)
    return sessionCookieOf(response)
  }
  const asHead = (method: 'GET' | 'POST', url: string, payload?: object, cookie = head, school = DEMO_SCHOOL_ID) =>
    t.app.inject({ method, url, headers: { cookie, host: hostOf(school) }, ...(payload ? { payload } : {}) })
  const withToken = (secret: string, method: 'GET' | 'POST', url: string, school = DEMO_SCHOOL_ID, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${secret}`, host: hostOf(school) }, ...(payload ? { payload } : {}) })
  const create = async (name: string, scopes: string[], cookie = head, school = DEMO_SCHOOL_ID) => {
    const response = await asHead('POST', '/api/tokens', { name, scopes }, cookie, school)
    expect(response.statusCode).toBe(201)
    return response.json<CreatedTokenResponse>()
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW, baseDomain: BASE })
    await insertOtherSchool(t.ctx.db, NOW)
    head = await signedIn(DEMO_SCHOOL_ID, 'headmaster')
    teacher = await signedIn(DEMO_SCHOOL_ID, 'homeroom_teacher')
    otherHead = await signedIn(OTHER_SCHOOL.id, 'headmaster', OTHER_SCHOOL.password)
  }, 120_000)
  afterAll(() => t.close())

  it('shows the secret once; the list never carries it, the database keeps only a hash, and a creation is audited', async () => {
    const created = await create('District SIS', ['attendance:read', 'attendance:read'])
    expect(created.secret).toMatch(/^rollcall_[\w-]{43}$/)
    expect(created.token).toMatchObject({ name: 'District SIS', scopes: ['attendance:read'], lastUsedAt: null, revokedAt: null, createdAt: NOW.toISOString() })
    expect(created.token.createdBy).toEqual(expect.any(String))

    const list = await asHead('GET', '/api/tokens')
    expect(list.statusCode).toBe(200)
    expect(list.json<TokenListResponse>().tokens.map((x) => x.id)).toContain(created.token.id)
    expect(list.body).not.toContain(created.secret)
    const stored = await t.ctx.db.selectFrom('api_tokens').selectAll().where('id', '=', created.token.id).executeTakeFirstOrThrow()
    expect(JSON.stringify(stored)).not.toContain(created.secret)

    const audit = await listTokenAudit(t.ctx.db, DEMO_SCHOOL_ID)
    expect(audit.filter((a) => a.token_id === created.token.id).map((a) => a.action)).toEqual(['created'])
  })

  it('lets a token read the day sheet with no cookie and no Origin, and notes when it was last used', async () => {
    const { token, secret } = await create('Dashboard', ['attendance:read'])
    const day = await withToken(secret, 'GET', `/api/attendance/day?date=${DAY}`)
    expect(day.statusCode).toBe(200)
    expect(day.json<DaySheetResponse>()).toMatchObject({ date: DAY })
    expect(day.json<DaySheetResponse>().total).toBeGreaterThan(0)
    const listed = (await asHead('GET', '/api/tokens')).json<TokenListResponse>().tokens.find((x) => x.id === token.id)
    expect(listed?.lastUsedAt).toBe(NOW.toISOString())
  })

  it('refuses a token on a route outside its scopes, and on every route that declares no scope', async () => {
    const { secret } = await create('Attendance only', ['attendance:read'])
    const report = await withToken(secret, 'GET', `/api/reports/day?date=${DAY}`)
    expect(report.statusCode).toBe(403)
    expect(report.json()).toMatchObject({ code: 'token_scope_missing', error: 'This API token may not do this: it needs the “reports:read” scope.' })
    for (const url of ['/api/tokens', '/api/students', '/api/school/settings']) {
      const response = await withToken(secret, 'GET', url)
      expect(response.statusCode, url).toBe(403)
      expect(response.json(), url).toMatchObject({ code: 'token_not_accepted' })
    }
    const minted = await withToken(secret, 'POST', '/api/tokens', DEMO_SCHOOL_ID, { name: 'more', scopes: ['roster:write'] })
    expect(minted.statusCode).toBe(403)
    const { secret: reports } = await create('Reports', ['reports:read'])
    expect((await withToken(reports, 'GET', `/api/reports/day?date=${DAY}`)).statusCode).toBe(200)
  })

  it('refuses a revoked token with a 401, keeps it in the list as revoked, and audits the revocation', async () => {
    const { token, secret } = await create('Old SIS', ['attendance:read'])
    expect((await withToken(secret, 'GET', `/api/attendance/day?date=${DAY}`)).statusCode).toBe(200)
    const revoked = await asHead('POST', `/api/tokens/${token.id}/revoke`)
    expect(revoked.statusCode).toBe(204)
    const refused = await withToken(secret, 'GET', `/api/attendance/day?date=${DAY}`)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toMatchObject({ code: 'invalid_token' })
    const listed = (await asHead('GET', '/api/tokens')).json<TokenListResponse>().tokens.find((x) => x.id === token.id)
    expect(listed?.revokedAt).toBe(NOW.toISOString())
    expect((await asHead('POST', `/api/tokens/${token.id}/revoke`)).statusCode).toBe(204)
    const audit = await listTokenAudit(t.ctx.db, DEMO_SCHOOL_ID)
    expect(audit.filter((a) => a.token_id === token.id).map((a) => a.action)).toEqual(['created', 'revoked'])
    expect((await asHead('POST', '/api/tokens/no-such-token/revoke')).statusCode).toBe(404)
  })

  it('refuses another school’s token with a 401, whether the school is named by the host or by the device', async () => {
    const { secret } = await create('Other SIS', ['attendance:read'], otherHead, OTHER_SCHOOL.id)
    expect((await withToken(secret, 'GET', `/api/attendance/day?date=${DAY}`, OTHER_SCHOOL.id)).statusCode).toBe(200)
    expect((await withToken(secret, 'GET', `/api/attendance/day?date=${DAY}`, DEMO_SCHOOL_ID)).statusCode).toBe(401)
    const byDevice = await t.app.inject({
      method: 'GET', url: `/api/attendance/day?date=${DAY}`,
      headers: { authorization: `Bearer ${secret}`, cookie: `${SCHOOL_COOKIE}=${DEMO_SCHOOL_ID}` },
    })
    expect(byDevice.statusCode).toBe(401)
    expect((await asHead('GET', '/api/tokens')).json<TokenListResponse>().tokens.map((x) => x.name)).not.toContain('Other SIS')
  })

  it('lets a token name its own school where neither the host nor the device names one: no cookie needed', async () => {
    const { secret } = await create('Other roster', ['attendance:read'], otherHead, OTHER_SCHOOL.id)
    const bare = (bearer: string) =>
      t.app.inject({ method: 'GET', url: `/api/attendance/day?date=${DAY}`, headers: { authorization: `Bearer ${bearer}` } })
    // No host of a school and no school code: a session would be asked for the code, the token is not.
    expect((await t.app.inject({ method: 'GET', url: `/api/attendance/day?date=${DAY}`, headers: { cookie: head } })).json()).toMatchObject({ code: 'school_required' })
    const other = await bare(secret)
    expect(other.statusCode).toBe(200)
    const theirs = await withToken(secret, 'GET', `/api/attendance/day?date=${DAY}`, OTHER_SCHOOL.id)
    expect(other.json<DaySheetResponse>().rows).toEqual(theirs.json<DaySheetResponse>().rows)
    const demo = await bare((await create('Demo roster', ['attendance:read'])).secret)
    expect(demo.statusCode).toBe(200)
    expect(demo.json<DaySheetResponse>().total).not.toBe(other.json<DaySheetResponse>().total)
    // A secret that opens no token, or a revoked one, is the same 401 as anywhere.
    expect((await bare('rollcall_not-a-token')).json()).toMatchObject({ code: 'invalid_token' })
    const revoked = await create('Revoked roster', ['attendance:read'], otherHead, OTHER_SCHOOL.id)
    expect((await asHead('POST', `/api/tokens/${revoked.token.id}/revoke`, undefined, otherHead, OTHER_SCHOOL.id)).statusCode).toBe(204)
    expect((await bare(revoked.secret)).statusCode).toBe(401)
  })

  it('refuses an unknown token even where a valid session cookie comes with it, and only lets headmasters manage tokens', async () => {
    const response = await t.app.inject({
      method: 'GET', url: `/api/attendance/day?date=${DAY}`,
      headers: { authorization: 'Bearer rollcall_not-a-token', cookie: head, host: hostOf(DEMO_SCHOOL_ID) },
    })
    expect(response.statusCode).toBe(401)
    expect((await asHead('GET', '/api/tokens', undefined, teacher)).statusCode).toBe(403)
    expect((await asHead('POST', '/api/tokens', { name: 'x', scopes: ['attendance:read'] }, teacher)).statusCode).toBe(403)
    const noScope = await asHead('POST', '/api/tokens', { name: 'Nothing', scopes: [] })
    expect(noScope.statusCode).toBe(400)
    expect(noScope.json()).toMatchObject({ fields: { scopes: 'Choose at least one thing the token may do.' } })
  })
})
