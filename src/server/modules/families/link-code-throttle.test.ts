import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LinkCodeResponse } from '#shared/contracts/families'
import type { StudentListResponse } from '#shared/contracts/students'
import { LINK_CODE_FAILURES_PER_ACCOUNT, LINK_CODE_FAILURES_PER_NETWORK, LINK_CODE_FAILURES_PER_SCHOOL } from '#shared/limits'
import { MONDAY_MORNING } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { noteWrongLinkCode } from './link-code-throttle'
import { createTestApp, sessionCookieOf, TEST_DATABASES, type TestApp } from '../../test/test-app'

/**
 * Wrong link codes are counted per signed-in parent, per network and per school
 * (ADR 040), so one family's typos no longer lock out every family behind the same address.
 */
describe.each(TEST_DATABASES)('wrong link codes on %s', (kind) => {
  let t: TestApp
  let head: string
  let students: { id: string }[]
  let next = 0
  let n = 0
  const WRONG = 'AAAA-AAAA-AAAA'
  const newCode = async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/students/${students[next++]!.id}/link-codes`, headers: { cookie: head } })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<LinkCodeResponse>().code
  }
  const register = (code: string, ip: string, language?: string) =>
    t.app.inject({
      method: 'POST', url: '/api/families/register', remoteAddress: ip, headers: language ? { 'accept-language': language } : {},
      payload: { code, name: `Parent ${++n}`, email: `throttle${n}@example.test`, password: 'a long password', confirmPassword: 'a long password' },
    })
  const addChild = (cookie: string, code: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/parent/children', remoteAddress: ip, headers: { cookie }, payload: { code } })
  const wrongTimes = async (count: number, ip: (i: number) => string) => {
    for (let i = 0; i < count; i++) expect((await register(WRONG, ip(i))).statusCode).toBe(400)
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    students = (await t.app.inject({ method: 'GET', url: '/api/students?pageSize=100', headers: { cookie: head } })).json<StudentListResponse>().students
  })
  afterAll(() => t.close())

  it('lets eight families behind one address each mistype once or twice, then register with their own codes', async () => {
    const school = '203.0.113.10'
    for (let family = 0; family < 8; family++) {
      await wrongTimes(1 + (family % 2), () => school)
      const registered = await register(await newCode(), school)
      expect(registered.statusCode, registered.body).toBe(201)
    }
  })

  it('stops a network past its ceiling with its own message, and never a signed-in parent on it, whose own typos count alone', async () => {
    const carrier = '198.51.100.7'
    const first = sessionCookieOf(await register(await newCode(), carrier))
    const second = sessionCookieOf(await register(await newCode(), carrier))
    await wrongTimes(LINK_CODE_FAILURES_PER_NETWORK, () => carrier)

    const refused = await register(WRONG, carrier)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      code: 'link_codes_network_limit',
      error: 'Too many wrong link codes were typed from this network (families sharing a school’s Wi-Fi or a phone network count together). Try again in 15 minutes, or from another network.',
      retryAfterSeconds: 15 * 60,
    })
    expect(refused.headers['retry-after']).toBe(String(15 * 60))
    expect((await register(WRONG, carrier, 'id')).json().error).toMatch(/^Terlalu banyak kode tautan salah dimasukkan dari jaringan ini/)
    // Past the ceiling the code is not looked at: a valid one waits too, and is still unused after.
    const waiting = await newCode()
    expect((await register(waiting, carrier)).statusCode).toBe(429)
    expect((await register(waiting, '192.0.2.99')).statusCode).toBe(201)

    // Signed in on that network, a parent adds a child.
    expect((await addChild(first, await newCode(), carrier)).statusCode).toBe(201)
    // Their own wrong codes stop them alone, with a message about them.
    for (let i = 0; i < LINK_CODE_FAILURES_PER_ACCOUNT; i++) expect((await addChild(first, WRONG, carrier)).statusCode).toBe(400)
    const own = await addChild(first, await newCode(), carrier)
    expect(own.statusCode).toBe(429)
    expect(own.json()).toMatchObject({
      code: 'link_codes_account_limit',
      error: 'You typed too many wrong link codes. Check the code against the slip and try again in 15 minutes.',
    })
    expect((await addChild(second, await newCode(), carrier)).statusCode).toBe(201)
  })

  it('counts an IPv6 network by its /64, so one device cannot walk its addresses past the ceiling', async () => {
    await wrongTimes(LINK_CODE_FAILURES_PER_NETWORK, (i) => `2001:db8:aa:1::${i.toString(16)}`)
    expect((await register(WRONG, '2001:db8:aa:1:ffff::1')).json()).toMatchObject({ code: 'link_codes_network_limit' })
    expect((await register(await newCode(), '2001:db8:aa:2::1')).statusCode).toBe(201)
  })

  it('past the school’s ceiling, gives each network one try: a family typing its code right gets in', async () => {
    // The earlier tests' wrong codes have aged out of the window.
    t.setNow(new Date(MONDAY_MORNING.getTime() + 16 * 60_000))
    // A guessing attack from many networks: all but two of the school's ceiling, written as the server writes
    // each wrong code (typing them through the API takes a thousand requests; one is typed to show they count).
    await wrongTimes(1, () => '10.1.0.1')
    for (let i = 1; i < LINK_CODE_FAILURES_PER_SCHOOL - 2; i++) await noteWrongLinkCode(t.ctx, { address: `10.1.${i >> 8}.${i & 255}` })

    // Below the ceiling, a family that mistyped may try again.
    const family = '10.2.0.1'
    await wrongTimes(2, () => family)
    // The school has had its 1,000 wrong codes in 15 minutes: that family waits until its own have aged out.
    const waits = await register(await newCode(), family)
    expect(waits.statusCode).toBe(429)
    expect(waits.json()).toMatchObject({
      code: 'link_codes_school_limit',
      error: 'Unusually many wrong link codes were typed for this school, so for now each network gets one try, and this one has had it. Check the code against the slip and try again in 15 minutes.',
    })
    // A family on another network with its code right gets in; one that mistypes has had its try.
    expect((await register(await newCode(), '10.3.0.1')).statusCode).toBe(201)
    expect((await register(WRONG, '10.3.0.2')).statusCode).toBe(400)
    expect((await register(await newCode(), '10.3.0.2')).json()).toMatchObject({ code: 'link_codes_school_limit' })
    // A signed-in parent counts on their own.
    const parent = sessionCookieOf(await register(await newCode(), '10.3.0.3'))
    expect((await addChild(parent, WRONG, '10.3.0.3')).statusCode).toBe(400)
    expect((await addChild(parent, await newCode(), '10.3.0.3')).statusCode).toBe(201)

    // Once its wrong codes are out of the window, the family's code is taken.
    t.setNow(new Date(MONDAY_MORNING.getTime() + 32 * 60_000))
    expect((await register(await newCode(), family)).statusCode).toBe(201)
  })
})
