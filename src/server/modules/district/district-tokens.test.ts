import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DistrictDaysResponse, DistrictSchoolsResponse } from '#shared/contracts/district'
import type { CreatedTokenResponse, TokenListResponse } from '#shared/contracts/tokens'
import { DEMO_SCHOOL_ID } from '../../bootstrap'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import { districtCookie, insertDistrictTestUser } from '../../test/district-user'
import { insertOtherSchool } from '../../test/other-school'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { SCHOOL_COOKIE } from '../schools'
import { listDistrictTokenAudit } from './district-tokens.queries'

/*
 * District users' API tokens (ADR 036's amendment): created on /district with the district's cookie,
 * shown once, kept hashed, read-only; a program sends one as `Authorization: Bearer` to the district's own
 * routes (every school's figures), and every school route refuses it.
 */
const NOW = new Date('2026-12-01T08:00:00Z')
const DAYS = '/api/district/schools/demo/days?from=2026-11-23&to=2026-11-27'
const atDemo = `${SCHOOL_COOKIE}=${DEMO_SCHOOL_ID}`

describe.each(TEST_DATABASES)('district API tokens on %s', (kind) => {
  let t: TestApp
  let district: string
  let head: string

  const asDistrict = (method: 'GET' | 'POST', url: string, payload?: object, cookie = district) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const withToken = (secret: string, url: string, extra: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${secret}`, ...extra }, ...(payload ? { payload } : {}) })
  const create = async (name: string, scopes: string[]) => {
    const response = await asDistrict('POST', '/api/district/tokens', { name, scopes })
    expect(response.statusCode).toBe(201)
    return response.json<CreatedTokenResponse>()
  }
  const listed = async () => (await asDistrict('GET', '/api/district/tokens')).json<TokenListResponse>().tokens

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    await insertOtherSchool(t.ctx.db, NOW)
    await insertDistrictTestUser(t.ctx.db, NOW)
    district = await districtCookie(t.app)
    const demo = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts', headers: { cookie: atDemo } })).json<DemoAccountsResponse>()
    const account = demo.accounts.find((a) => a.role === 'headmaster')!
    head = `${sessionCookieOf(await signIn(t.app, 'staff', account.identifier, demo.password, { headers: { cookie: atDemo } }))}; ${atDemo}`
  }, 120_000)
  afterAll(() => t.close())

  it('shows the secret once, lists the token without it, keeps only a hash, and audits the creation', async () => {
    const created = await create('Dinas dashboard', ['reports:read', 'attendance:read', 'reports:read'])
    expect(created.secret).toMatch(/^rollcall_district_[\w-]{43}$/)
    expect(created.token).toMatchObject({ name: 'Dinas dashboard', scopes: ['reports:read', 'attendance:read'], createdBy: 'Siti Rahma', lastUsedAt: null, revokedAt: null, createdAt: NOW.toISOString() })
    const list = await asDistrict('GET', '/api/district/tokens')
    expect(list.statusCode).toBe(200)
    expect(list.json<TokenListResponse>().tokens.map((x) => x.id)).toEqual([created.token.id])
    expect(list.body).not.toContain(created.secret)
    const stored = await t.ctx.db.selectFrom('district_api_tokens').selectAll().executeTakeFirstOrThrow()
    expect(JSON.stringify(stored)).not.toContain(created.secret)
    expect(stored.token_hash).toMatch(/\S{32,}/)
    expect((await listDistrictTokenAudit(t.ctx.db)).filter((a) => a.token_id === created.token.id).map((a) => [a.action, a.actor])).toEqual([['created', 'district-user']])
  })

  it('reads every school’s figures and one school’s days with no cookie, noting when it was last used', async () => {
    const { token, secret } = await create('Reports and days', ['reports:read', 'attendance:read'])
    const schools = await withToken(secret, '/api/district/schools?date=2026-11-30')
    expect(schools.statusCode).toBe(200)
    expect(schools.json<DistrictSchoolsResponse>().schools.map((s) => s.code).sort()).toEqual(['demo', 'other-school'])
    // Whichever school the request names, the district's routes answer for every school.
    expect((await withToken(secret, '/api/district/schools', { cookie: atDemo })).statusCode).toBe(200)
    const days = await withToken(secret, DAYS)
    expect(days.statusCode).toBe(200)
    expect(days.json<DistrictDaysResponse>().days).toHaveLength(5)
    expect((await listed()).find((x) => x.id === token.id)?.lastUsedAt).toBe(NOW.toISOString())
  })

  it('admits a token only on the district routes of its scopes: not the tokens, not adding a school, not one school’s routes', async () => {
    const { secret } = await create('Reports only', ['reports:read'])
    expect((await withToken(secret, '/api/district/schools')).statusCode).toBe(200)
    const days = await withToken(secret, DAYS)
    expect(days.statusCode).toBe(403)
    expect(days.json()).toMatchObject({ code: 'token_scope_missing' })
    for (const url of ['/api/district/tokens', '/api/district/me']) {
      const response = await withToken(secret, url)
      expect(response.statusCode, url).toBe(403)
      expect(response.json(), url).toMatchObject({ code: 'token_not_accepted' })
    }
    const addSchool = await withToken(secret, '/api/district/schools', {}, 'POST', { name: 'X', code: 'x', timeZone: 'Asia/Jakarta', headmaster: { name: 'A', email: 'a@x.example', password: 'a long password' } })
    expect(addSchool.statusCode).toBe(403)
    for (const url of ['/api/attendance/day?date=2026-11-30', '/api/reports/day?date=2026-11-30', '/api/students', '/api/tokens']) {
      const response = await withToken(secret, url, { cookie: atDemo })
      expect(response.statusCode, url).toBe(403)
      expect(response.json(), url).toMatchObject({ code: 'token_not_accepted', error: expect.stringContaining('district') })
    }
    const sync = await withToken(secret, '/api/roster/sync', { cookie: atDemo }, 'POST', { students: [] })
    expect(sync.statusCode).toBe(403)
  })

  it('opens nothing on a school’s public routes, which answer as without it', async () => {
    const { secret } = await create('Public routes', ['reports:read'])
    for (const url of ['/api/auth/demo-accounts', '/api/health', '/api/schools/current']) {
      const without = await t.app.inject({ method: 'GET', url, headers: { cookie: atDemo } })
      const withIt = await withToken(secret, url, { cookie: atDemo })
      expect(withIt.statusCode, `${url}: ${withIt.body}`).toBe(without.statusCode)
      expect(withIt.json(), url).toEqual(without.json())
    }
    expect((await withToken(secret, '/api/auth/demo-accounts', { cookie: atDemo })).statusCode).toBe(200)
    // Naming no school where there are several, the same answer as without it: the token names none.
    const alone = await withToken(secret, '/api/auth/demo-accounts')
    expect(alone.statusCode).toBe(400)
    expect(alone.json()).toMatchObject({ code: 'school_required' })
    const signIn = await withToken(secret, '/api/auth/login', { cookie: atDemo }, 'POST', { kind: 'staff', identifier: 'nobody@example.org', password: 'wrong' })
    expect(signIn.statusCode).toBe(401)
    expect(signIn.json()).toMatchObject({ code: 'invalid_credentials' })
  })

  it('takes no roster:write scope, and a school’s own token is refused by the district’s routes', async () => {
    const refused = await asDistrict('POST', '/api/district/tokens', { name: 'Writer', scopes: ['roster:write'] })
    expect(refused.statusCode).toBe(400)
    expect(JSON.stringify(refused.json())).toContain('A district token may only read: attendance or reports.')
    expect((await listed()).map((x) => x.name)).not.toContain('Writer')
    const school = (await t.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie: head }, payload: { name: 'School', scopes: ['reports:read', 'attendance:read'] } })).json<CreatedTokenResponse>()
    const response = await withToken(school.secret, '/api/district/schools', { cookie: atDemo })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'token_not_accepted' })
    // Named by the token alone (no school code on the device), the same refusal.
    const alone = await withToken(school.secret, '/api/district/schools')
    expect(alone.statusCode).toBe(403)
    expect(alone.json()).toMatchObject({ code: 'token_not_accepted' })
  })

  it('refuses a revoked token with a 401, keeps it listed as revoked, audits it; only a district user manages tokens', async () => {
    const { token, secret } = await create('Old dashboard', ['reports:read'])
    expect((await withToken(secret, '/api/district/schools')).statusCode).toBe(200)
    expect((await asDistrict('POST', `/api/district/tokens/${token.id}/revoke`)).statusCode).toBe(204)
    const after = await withToken(secret, '/api/district/schools')
    expect(after.statusCode).toBe(401)
    expect(after.json()).toMatchObject({ code: 'invalid_token' })
    expect((await listed()).find((x) => x.id === token.id)?.revokedAt).toBe(NOW.toISOString())
    expect((await asDistrict('POST', `/api/district/tokens/${token.id}/revoke`)).statusCode).toBe(204)
    expect((await listDistrictTokenAudit(t.ctx.db)).filter((a) => a.token_id === token.id).map((a) => a.action)).toEqual(['created', 'revoked'])
    expect((await asDistrict('POST', '/api/district/tokens/no-such-token/revoke')).statusCode).toBe(404)
    expect((await withToken('rollcall_district_not-a-token', '/api/district/schools')).statusCode).toBe(401)

    expect((await t.app.inject({ method: 'GET', url: '/api/district/tokens' })).statusCode).toBe(401)
    const byHead = await t.app.inject({ method: 'POST', url: '/api/district/tokens', headers: { cookie: head }, payload: { name: 'x', scopes: ['reports:read'] } })
    expect([401, 403]).toContain(byHead.statusCode)
    expect((await listed()).map((x) => x.name)).not.toContain('x')
  })
})
