import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import { createTestApp, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('failed sign-in limits on %s', (kind) => {
  let t: TestApp
  let demo: DemoAccountsResponse
  const start = new Date('2030-02-04T07:30:00Z')
  const minutesLater = (m: number) => new Date(start.getTime() + m * 60_000)

  beforeEach(async () => {
    t = await createTestApp(kind, { now: start })
    demo = (await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json()
  })
  afterEach(() => t.close())

  it('refuses a sixth try for one identifier within 15 minutes, even with the right password', async () => {
    const email = demo.accounts[0]!.identifier
    for (let i = 0; i < 5; i++) expect((await signIn(t.app, 'staff', email, 'wrong-password')).statusCode).toBe(401)

    t.setNow(minutesLater(3))
    const refused = await signIn(t.app, 'staff', email, demo.password)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({
      error: 'Too many failed sign-ins. Try again in 12 minutes.',
      code: 'rate_limited',
      retryAfterSeconds: 720,
    })
    expect(refused.headers['retry-after']).toBe('720')
    expect(refused.cookies).toHaveLength(0)

    // Other accounts on the same address are unaffected.
    const other = demo.accounts[1]!
    expect((await signIn(t.app, other.kind, other.identifier, demo.password)).statusCode).toBe(200)

    t.setNow(minutesLater(15.1))
    expect((await signIn(t.app, 'staff', email, demo.password)).statusCode).toBe(200)
  })

  it('does not count successful sign-ins, and forgives earlier typos after one', async () => {
    const student = demo.accounts.find((a) => a.role === 'student')!
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) await signIn(t.app, 'student', student.identifier, 'typo-typo')
      expect((await signIn(t.app, 'student', student.identifier, demo.password)).statusCode).toBe(200)
    }
  })

  it('allows a whole school behind one address far more failures than one account', async () => {
    // 100 different accounts fail once each from one address: all get a plain 401.
    for (let i = 0; i < 100; i++) {
      const response = await signIn(t.app, 'student', String(i).padStart(5, '0'), 'wrong-password')
      expect(response.statusCode).toBe(401)
    }
    // The 101st failure-prone try from that address is refused; another address is not.
    expect((await signIn(t.app, 'student', '99999', 'wrong-password')).statusCode).toBe(429)
    const elsewhere = await signIn(t.app, 'student', '99999', 'wrong-password', { remoteAddress: '10.9.8.7' })
    expect(elsewhere.statusCode).toBe(401)
  }, 60_000)
})
