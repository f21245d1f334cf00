import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QrCodeResponse } from '#shared/contracts/qr'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

/**
 * A password reset ends the student's sessions, and with them the codes they
 * still hold; so does archiving the student. A code shown a moment before is refused, not counted.
 */
describe.each(TEST_DATABASES)('codes end with the account on %s', (kind) => {
  let t: TestApp
  let head: string
  let scanner: string
  beforeAll(async () => {
    // A Monday in term, during the school day (the demo school is in UTC).
    t = await createTestApp(kind, { now: new Date('2030-04-01T07:35:00Z') })
    head = await cookieFor(t.app, 'headmaster')
    scanner = await cookieFor(t.app, 'subject_teacher')
  })
  afterAll(() => t.close())

  const codeOf = async (cookie: string) => {
    const issued = await t.app.inject({ method: 'POST', url: '/api/qr/codes', headers: { cookie } })
    expect(issued.statusCode).toBe(200)
    return issued.json<QrCodeResponse>()
  }
  const scan = (code: string) => t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: scanner }, payload: { code } })

  /** A student of the demo with a password of our own, signed in. */
  async function signedInStudent(index: number) {
    const { students } = (
      await t.app.inject({ method: 'GET', url: `/api/students?pageSize=5&page=${index + 2}`, headers: { cookie: head } })
    ).json<{ students: { id: string; parentNumber: string }[] }>()
    const { id, parentNumber } = students[0]!
    const reset = await t.app.inject({ method: 'POST', url: `/api/students/${id}/password`, headers: { cookie: head }, payload: { password: 'Known-Password-1' } })
    expect(reset.statusCode).toBe(200)
    const session = await signIn(t.app, 'student', parentNumber, 'Known-Password-1')
    expect(session.statusCode).toBe(200)
    const cookie = sessionCookieOf(session)
    const changed = await t.app.inject({
      method: 'POST', url: '/api/account/password', headers: { cookie },
      payload: { currentPassword: 'Known-Password-1', newPassword: 'Own-Password-22', confirmPassword: 'Own-Password-22' },
    })
    expect(changed.statusCode).toBe(204)
    const me = (await t.app.inject({ method: 'GET', url: '/api/student/profile', headers: { cookie } })).json<StudentProfileResponse>()
    return { id: me.student.id, cookie }
  }

  it('a password reset ends the codes the student holds: a code shown before it is refused', async () => {
    const student = await signedInStudent(0)
    const { code, shortCode } = await codeOf(student.cookie)
    const reset = await t.app.inject({ method: 'POST', url: `/api/students/${student.id}/password`, headers: { cookie: head }, payload: {} })
    expect(reset.statusCode).toBe(200)
    // The scanner hears what it hears of any code past its life: ask for a new one.
    const refused = await scan(code)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'code_expired' })
    const typed = await scan(shortCode)
    expect(typed.statusCode).toBe(400)
    const { records } = (
      await t.app.inject({ method: 'GET', url: `/api/reports/students/${student.id}/history?from=2030-04-01&to=2030-04-01`, headers: { cookie: head } })
    ).json<{ records?: unknown[] }>()
    expect(records ?? []).toEqual([])
  })

  it('a code of a student who was not reset still checks them in; the same code with bytes added is refused (item 7)', async () => {
    const student = await signedInStudent(1)
    const { code } = await codeOf(student.cookie)
    for (const tampered of [`${code}=`, `${code}==`, ` ${code}`.replace(' ', '='), `${code.replace('.', '=.')}`]) {
      const refused = await scan(tampered)
      expect(refused.statusCode, tampered).toBe(400)
      expect(refused.json(), tampered).toMatchObject({ code: 'code_invalid' })
    }
    expect((await scan(code)).statusCode).toBe(200)
  })

  it('archiving the student ends their codes too', async () => {
    const student = await signedInStudent(2)
    const { code } = await codeOf(student.cookie)
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/students/${student.id}`, headers: { cookie: head } })
    expect(deleted.json()).toEqual({ archived: true })
    const refused = await scan(code)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'code_expired' })
  })
})
