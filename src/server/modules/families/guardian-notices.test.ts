import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { GuardiansResponse, LinkCodeResponse } from '#shared/contracts/families'
import type { StudentListResponse } from '#shared/contracts/students'
import { GUARDIANS_PER_STUDENT } from '#shared/limits'
import { MONDAY, MONDAY_MORNING } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { type ArrivedMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink'
import { createTestApp, sessionCookieOf, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { dateInWords, deliverDue, smtpTransport, type Transport } from '../notices'

/** A header as a mail program shows it (RFC 2047 encoded words decoded). */
function subjectOf(mail: ArrivedMail): string {
  return (mail.headers.get('subject') ?? '').replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, how: string, text: string) =>
    how.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'))
}

/** The text as a mail program shows it: base64 decoded, or quoted-printable bytes read as UTF-8. */
function textOf(mail: ArrivedMail): string {
  return mail.headers.get('content-transfer-encoding') === 'base64'
    ? Buffer.from(mail.body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : Buffer.from(mail.body, 'latin1').toString('utf8')
}

/**
 * When an adult is linked to a child or removed (ADR 020's addendum), the child's other adults and the
 * homeroom teacher of the child's class are told by email (and a removed adult is told too), through
 * the outbox, sent here over a real SMTP server.
 */
describe.each(TEST_DATABASES)('telling a family about its linked adults, on %s', (kind) => {
  let t: TestApp
  let sink: SmtpSink
  let transport: Transport
  let head: string
  let homeroom: string
  let teacher: { id: string; email: string; name: string }
  let classStudents: { id: string; name: string }[]
  let next = 0
  let n = 0

  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })
  const codeFor = async (studentId: string) => {
    const response = await call('POST', `/api/students/${studentId}/link-codes`, head)
    expect(response.statusCode, response.body).toBe(201)
    return response.json<LinkCodeResponse>().code
  }
  const register = async (code: string) => {
    const adult = { name: `Guardian ${++n}`, email: `guardian${n}@example.test` }
    const response = await call('POST', '/api/families/register', '', { code, ...adult, password: 'a long password', confirmPassword: 'a long password' })
    return { response, ...adult, cookie: response.statusCode === 201 ? sessionCookieOf(response) : '' }
  }
  const guardiansOf = async (studentId: string) => (await call('GET', `/api/students/${studentId}/guardians`, head)).json<GuardiansResponse>().guardians
  /** A child of the homeroom teacher's class (a small one: they come round again), with no adult linked: any are removed first. */
  const childWithoutAdults = async () => {
    const child = classStudents[next++ % classStudents.length]!
    for (const g of await guardiansOf(child.id)) expect((await call('DELETE', `/api/students/${child.id}/guardians/${g.id}`, head)).statusCode).toBe(204)
    await deliver()
    return child
  }
  const deliver = async () => {
    const before = sink.mails.length
    while ((await deliverDue(t.ctx, transport, { publicUrl: 'http://rollcall.test' })) > 0) { /* until none is due */ }
    return sink.mails.slice(before)
  }
  const to = (mails: ArrivedMail[], address: string) => mails.filter((m) => m.to.includes(address))

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    sink = await startSmtpSink()
    transport = smtpTransport({ url: sink.url, from: 'Rollcall <notices@school.test>' })
    head = await cookieFor(t.app, 'headmaster')
    homeroom = await cookieFor(t.app, 'homeroom_teacher')
    teacher = (await call('GET', '/api/auth/me', homeroom)).json<{ user: { id: string; email: string; name: string } }>().user
    const own = (await call('GET', '/api/classes', head)).json<ClassListResponse>().classes.find((c) => c.teacher?.id === teacher.id)!
    classStudents = (await call('GET', `/api/students?classId=${own.id}&pageSize=100`, head)).json<StudentListResponse>().students
    await deliver()
  })
  afterAll(async () => {
    transport.close()
    await sink.close()
    await t.close()
  })

  it('tells each adult already linked and the homeroom teacher, once, when an adult registers with a code; not the new adult', async () => {
    const child = await childWithoutAdults()
    const first = await register(await codeFor(child.id))
    expect(first.response.statusCode).toBe(201)
    let mails = await deliver()
    // Nobody else was linked yet: only the homeroom teacher hears of the first adult.
    expect(mails.map((m) => m.to)).toEqual([[teacher.email]])

    const second = await register(await codeFor(child.id))
    expect(second.response.statusCode).toBe(201)
    mails = await deliver()
    expect(mails.map((m) => m.to[0]).sort()).toEqual([first.email, teacher.email].sort())
    expect(to(mails, second.email)).toEqual([])
    const told = to(mails, first.email)[0]!
    expect(subjectOf(told)).toBe(`A new adult is linked to ${child.name}`)
    const text = textOf(told)
    expect(text).toContain(`Hello ${first.name},`)
    expect(text).toContain(`${second.name} (${second.email}) was linked to ${child.name} at Rollcall Demo School on ${dateInWords(MONDAY, 'en')} at 08:00, with a link code from the school.`)
    expect(text).toContain('If you did not expect this, contact the school straight away.')
    expect(textOf(to(mails, teacher.email)[0]!)).toContain(`Hello ${teacher.name},`)
    // Delivered once: another round sends nothing again.
    expect(await deliver()).toEqual([])
  })

  it('tells them when a signed-in parent adds the child from their account', async () => {
    const child = await childWithoutAdults()
    const linked = await register(await codeFor(child.id))
    const otherParent = await register(await codeFor((await childWithoutAdults()).id))
    await deliver()
    const added = await call('POST', '/api/parent/children', otherParent.cookie, { code: await codeFor(child.id) })
    expect(added.statusCode, added.body).toBe(201)
    const mails = await deliver()
    expect(mails.map((m) => m.to[0]).sort()).toEqual([linked.email, teacher.email].sort())
    expect(textOf(to(mails, linked.email)[0]!)).toContain(`${otherParent.name} (${otherParent.email}) was linked to ${child.name}`)
  })

  it('tells nobody when the link is refused: a wrong code, the same child twice, a full family', async () => {
    const child = await childWithoutAdults()
    const adults = []
    for (let i = 0; i < GUARDIANS_PER_STUDENT; i++) adults.push(await register(await codeFor(child.id)))
    await deliver()
    expect((await register('AAAA-AAAA-AAAA')).response.statusCode).toBe(400)
    expect((await call('POST', '/api/parent/children', adults[0]!.cookie, { code: await codeFor(child.id) })).json()).toMatchObject({ code: 'already_linked' })
    const fifth = await register(await codeFor(child.id))
    expect(fifth.response.json()).toMatchObject({ code: 'guardians_full' })
    expect(await deliver()).toEqual([])
  })

  it('tells the adults still linked, the adult removed and the homeroom teacher when the headmaster removes one', async () => {
    const child = await childWithoutAdults()
    const [a, b, c] = [await register(await codeFor(child.id)), await register(await codeFor(child.id)), await register(await codeFor(child.id))]
    await deliver()
    const removedId = (await guardiansOf(child.id)).find((g) => g.email === b.email)!.id
    expect((await call('DELETE', `/api/students/${child.id}/guardians/${removedId}`, head)).statusCode).toBe(204)
    const mails = await deliver()
    expect(mails.map((m) => m.to[0]).sort()).toEqual([a.email, b.email, c.email, teacher.email].sort())
    const toOthers = to(mails, a.email)[0]!
    expect(subjectOf(toOthers)).toBe(`An adult is no longer linked to ${child.name}`)
    expect(textOf(toOthers)).toContain(`The school removed ${b.name} (${b.email}) from the adults linked to ${child.name} at Rollcall Demo School on ${dateInWords(MONDAY, 'en')} at 08:00.`)
    const toRemoved = to(mails, b.email)[0]!
    expect(subjectOf(toRemoved)).toBe(`You are no longer linked to ${child.name}`)
    expect(textOf(toRemoved)).toContain('If you did not expect this, contact the school straight away.')

    // Removed again: a 404, and nobody is told twice.
    expect((await call('DELETE', `/api/students/${child.id}/guardians/${removedId}`, head)).statusCode).toBe(404)
    expect(await deliver()).toEqual([])
  })

  it('does not tell the homeroom teacher of their own removal; writes in each reader’s language; leaves out who turned email notices off', async () => {
    const child = await childWithoutAdults()
    const [stays, quiet, leaves] = [await register(await codeFor(child.id)), await register(await codeFor(child.id)), await register(await codeFor(child.id))]
    await deliver()
    expect((await call('PATCH', '/api/account/preferences', stays.cookie, { language: 'id' })).statusCode).toBe(200)
    expect((await call('PATCH', '/api/account/preferences', quiet.cookie, { emailNotifications: false })).statusCode).toBe(200)
    const removedId = (await guardiansOf(child.id)).find((g) => g.email === leaves.email)!.id
    expect((await call('DELETE', `/api/students/${child.id}/guardians/${removedId}`, homeroom)).statusCode).toBe(204)
    const mails = await deliver()
    expect(mails.map((m) => m.to[0]).sort()).toEqual([stays.email, leaves.email].sort())
    const inIndonesian = to(mails, stays.email)[0]!
    expect(subjectOf(inIndonesian)).toBe(`Seorang orang tua/wali tidak lagi tertaut dengan ${child.name}`)
    expect(textOf(inIndonesian)).toContain(`Sekolah melepas ${leaves.name} (${leaves.email}) dari orang tua/wali yang tertaut dengan ${child.name} di Rollcall Demo School pada ${dateInWords(MONDAY, 'id')} pukul 08:00.`)
  })
})
