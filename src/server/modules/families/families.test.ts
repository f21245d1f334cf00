import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChildNoticesResponse, GuardiansResponse, LinkCodeResponse, ParentChildrenResponse } from '#shared/contracts/families'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { StudentListResponse } from '#shared/contracts/students'
import { formatLinkCode } from '#shared/link-code'
import { MONDAY_MORNING } from '../../test/attendance-helpers'
import { dateInWords } from '../notices'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

/**
 * Parent accounts (ADR 020): staff make a single-use link code for a student, a parent registers
 * with it (or adds a child from their account) and then sees only their own children.
 */
describe.each(TEST_DATABASES)('families on %s', (kind) => {
  let t: TestApp
  let head: string
  let students: { id: string; name: string }[]
  let n = 0
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object, ip = '10.0.0.1') =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: ip, ...(payload ? { payload } : {}) })
  const newCode = async (studentId: string, cookie = head) => {
    const response = await call('POST', `/api/students/${studentId}/link-codes`, cookie)
    expect(response.statusCode, response.body).toBe(201)
    return response.json<LinkCodeResponse>()
  }
  const register = (code: string, email = `parent${++n}@example.test`, ip?: string) =>
    call('POST', '/api/families/register', '', { code, name: `Parent ${n}`, email, password: 'a long password', confirmPassword: 'a long password' }, ip)
  const children = async (cookie: string) => (await call('GET', '/api/parent/children', cookie)).json<ParentChildrenResponse>().children

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    students = (await call('GET', '/api/students?pageSize=20', head)).json<StudentListResponse>().students
  })
  afterAll(() => t.close())

  it('registers a parent with a code from the slip, signs them in, and shows them only that child', async () => {
    const made = await newCode(students[0]!.id)
    expect(made.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/)
    expect(made).toMatchObject({ student: { id: students[0]!.id, name: students[0]!.name }, schoolName: 'Rollcall Demo School' })
    expect(Date.parse(made.expiresAt) - MONDAY_MORNING.getTime()).toBe(14 * 24 * 3600 * 1000)

    // Typed as a person would: lower case, with the dashes of the slip.
    const registered = await register(formatLinkCode(made.code).toLowerCase())
    expect(registered.statusCode, registered.body).toBe(201)
    expect(registered.json()).toMatchObject({ user: { role: 'parent' } })
    const parent = sessionCookieOf(registered)
    expect((await children(parent)).map((c) => c.id)).toEqual([students[0]!.id])
    expect((await call('GET', `/api/parent/children/${students[0]!.id}`, parent)).json()).toMatchObject({ student: { id: students[0]!.id } })
    expect((await call('GET', `/api/parent/children/${students[1]!.id}`, parent)).statusCode).toBe(403)

    // The code was used: a second registration with it is refused, and makes no account.
    const again = await register(made.code, 'someone.else@example.test')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ fields: { code: expect.stringContaining('not valid') } })
    expect((await signIn(t.app, 'parent', 'someone.else@example.test', 'a long password')).statusCode).toBe(401)

    // They sign in again on the Parent tab; not on the Teacher one.
    expect((await signIn(t.app, 'parent', `parent${n}@example.test`, 'a long password')).statusCode).toBe(200)
    expect((await signIn(t.app, 'staff', `parent${n}@example.test`, 'a long password')).statusCode).toBe(401)
  })

  it('refuses an expired code, and a code for a student who has left', async () => {
    const made = await newCode(students[2]!.id)
    t.setNow(new Date(MONDAY_MORNING.getTime() + 14 * 24 * 3600 * 1000 + 1000))
    expect((await register(made.code)).statusCode).toBe(400)
    t.setNow(MONDAY_MORNING)
    const left = await newCode(students[3]!.id)
    expect((await call('DELETE', `/api/students/${students[3]!.id}`, head)).statusCode).toBe(200)
    expect((await register(left.code)).statusCode).toBe(400)
  })

  it('adds a second child from the account, refuses the same child twice and a fifth adult', async () => {
    const first = sessionCookieOf(await register((await newCode(students[4]!.id)).code))
    const added = await call('POST', '/api/parent/children', first, { code: (await newCode(students[5]!.id)).code })
    expect(added.statusCode, added.body).toBe(201)
    expect((await children(first)).map((c) => c.id).sort()).toEqual([students[4]!.id, students[5]!.id].sort())
    const twice = await call('POST', '/api/parent/children', first, { code: (await newCode(students[5]!.id)).code })
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'already_linked' })

    for (let i = 0; i < 3; i++) expect((await register((await newCode(students[4]!.id)).code)).statusCode).toBe(201)
    const guardians = (await call('GET', `/api/students/${students[4]!.id}/guardians`, head)).json<GuardiansResponse>()
    expect(guardians.guardians).toHaveLength(4)
    const fifth = await register((await newCode(students[4]!.id)).code, 'fifth@example.test')
    expect(fifth.statusCode).toBe(409)
    expect(fifth.json()).toMatchObject({ code: 'guardians_full' })
    // Refused in the same transaction: no account was left behind, and that code is still unused.
    expect((await signIn(t.app, 'parent', 'fifth@example.test', 'a long password')).statusCode).toBe(401)
    expect((await call('GET', `/api/students/${students[4]!.id}/guardians`, head)).json<GuardiansResponse>().openCodes).toBe(1)
  })

  it('lets staff remove a linked adult, who then no longer sees the child', async () => {
    const parent = sessionCookieOf(await register((await newCode(students[6]!.id)).code))
    const { guardians } = (await call('GET', `/api/students/${students[6]!.id}/guardians`, head)).json<GuardiansResponse>()
    const removed = await call('DELETE', `/api/students/${students[6]!.id}/guardians/${guardians[0]!.id}`, head)
    expect(removed.statusCode).toBe(204)
    expect(await children(parent)).toEqual([])
    expect((await call('GET', `/api/parent/children/${students[6]!.id}`, parent)).statusCode).toBe(403)
  })

  it('refuses an email already in use, making nothing, and lets the code be used after', async () => {
    const made = await newCode(students[7]!.id)
    const taken = await register(made.code, 'parent1@example.test')
    expect(taken.statusCode).toBe(409)
    expect((await register(made.code)).statusCode).toBe(201)
  })

  it('does not count wrong codes like failed sign-ins: after five from one address, a valid code is still taken', async () => {
    const ip = '10.9.9.9'
    for (let i = 0; i < 5; i++) expect((await register('AAAA-AAAA-AAAA', undefined, ip)).statusCode).toBe(400)
    const sixth = await register((await newCode(students[8]!.id)).code, undefined, ip)
    expect(sixth.statusCode, sixth.body).toBe(201)
    // Nor do they count against the address's sign-ins. (The limits: link-code-throttle.test.ts.)
    expect((await signIn(t.app, 'parent', `parent${n}@example.test`, 'a long password', { remoteAddress: ip })).statusCode).toBe(200)
  })

  it('shows a parent the notices the school sent them about their child, and no other family’s', async () => {
    const parent = await cookieFor(t.app, 'parent')
    const [child] = await children(parent)
    const marked = await t.app.inject({
      method: 'PUT', url: '/api/attendance/records', headers: { cookie: head }, payload: { studentId: child!.id, date: '2030-03-04', status: 'absent' },
    })
    expect(marked.statusCode, marked.body).toBe(200)
    const { notices } = (await call('GET', `/api/parent/children/${child!.id}/notices`, parent)).json<ChildNoticesResponse>()
    // The absence notice; others about the child are listed too (an earlier test linked an adult, and the family was told).
    const absences = notices.filter((notice) => notice.subject.includes('is marked absent'))
    expect(absences).toHaveLength(1)
    expect(absences[0]).toMatchObject({ subject: `${child!.name} is marked absent on ${dateInWords('2030-03-04', 'en')}`, state: 'queued', date: '2030-03-04' })
    expect((await call('GET', `/api/parent/children/${students[9]!.id}/notices`, parent)).statusCode).toBe(403)
  })

  it("links and unlinks adults only as the headmaster or the child's homeroom teacher: another class's is a 403 and nothing changes", async () => {
    const homeroom = await cookieFor(t.app, 'homeroom_teacher')
    const self = (await call('GET', '/api/auth/me', homeroom)).json<{ user: { id: string } }>().user.id
    const { classes } = (await call('GET', '/api/classes', head)).json<ClassListResponse>()
    const own = classes.find((c) => c.teacher?.id === self)!
    const other = classes.find((c) => c.id !== own.id)!
    const first = async (classId: string) => (await call('GET', `/api/students?classId=${classId}&pageSize=1`, head)).json<StudentListResponse>().students[0]!
    const [ownChild, otherChild] = [await first(own.id), await first(other.id)]
    const openCodes = async (id: string) => (await call('GET', `/api/students/${id}/guardians`, head)).json<GuardiansResponse>().openCodes

    // A code for a child of their own class, yes; for another class's child, no, and no code is made.
    expect((await call('POST', `/api/students/${ownChild.id}/link-codes`, homeroom)).statusCode).toBe(201)
    const before = await openCodes(otherChild.id)
    const refused = await call('POST', `/api/students/${otherChild.id}/link-codes`, homeroom)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'forbidden' })
    expect(await openCodes(otherChild.id)).toBe(before)

    // Removing an adult the headmaster linked to another class's child: refused, the link stays.
    const parent = sessionCookieOf(await register((await newCode(otherChild.id)).code))
    const { guardians } = (await call('GET', `/api/students/${otherChild.id}/guardians`, head)).json<GuardiansResponse>()
    const linked = guardians.at(-1)!
    expect((await call('DELETE', `/api/students/${otherChild.id}/guardians/${linked.id}`, homeroom)).statusCode).toBe(403)
    expect((await children(parent)).map((c) => c.id)).toEqual([otherChild.id])
    expect((await call('DELETE', `/api/students/${otherChild.id}/guardians/${linked.id}`, head)).statusCode).toBe(204)
  })

  it('lets a subject teacher see a student’s linked adults but not make codes', async () => {
    const subject = await cookieFor(t.app, 'subject_teacher')
    expect((await call('GET', `/api/students/${students[0]!.id}/guardians`, subject)).statusCode).toBe(200)
    expect((await call('POST', `/api/students/${students[0]!.id}/link-codes`, subject)).statusCode).toBe(403)
  })
})
