import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RollResponse } from '#shared/contracts/attendance'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MONDAY, MONDAY_MORNING, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { type ArrivedMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { deliverDue } from './delivery-worker'
import { linkParent, outbox } from '../../test/notices.fixtures'
import { queueStaffDigests } from './staff-digest'
import { smtpTransport, type Transport, webhookTransport } from './transports'

/** MONDAY (2030-03-04) in words, as each language's reader sees it. */
const MONDAY_ID = 'Senin, 4 Maret 2030'
const MONDAY_EN = 'Monday, 4 March 2030'

/** A header as a mail program shows it: RFC 2047 encoded words (=?UTF-8?Q|B?…?=) decoded. */
function header(mail: ArrivedMail, name: string): string {
  return (mail.headers.get(name) ?? '').replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, how: string, text: string) =>
    how.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'))
}

/** The text as a mail program shows it: base64 decoded, or quoted-printable bytes read as UTF-8. */
function text(mail: ArrivedMail): string {
  return mail.headers.get('content-transfer-encoding') === 'base64'
    ? Buffer.from(mail.body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : Buffer.from(mail.body, 'latin1').toString('utf8')
}

/**
 * The messages an adult receives are in their language: their own notice language, else their account's,
 * else the school's default (ADR 030 addendum); read as they arrive over a real SMTP server.
 */
describe.each(TEST_DATABASES)('notices in the reader’s language, on %s', (kind) => {
  let t: TestApp
  let sink: SmtpSink
  let transport: Transport
  let head: string

  const deliverAll = async () => {
    while ((await deliverDue(t.ctx, transport, { publicUrl: 'http://rollcall.test' })) > 0) { /* until none is due */ }
  }
  const mailTo = (address: string) => sink.mails.filter((m) => m.to.includes(address))
  const emailOf = async (id: string) =>
    (await t.ctx.db.selectFrom('users').select('email').where('school_id', '=', t.ctx.schoolId).where('id', '=', id).executeTakeFirstOrThrow()).email!
  const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{ user: { id: string; name: string } }>().user

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    sink = await startSmtpSink()
    transport = smtpTransport({ url: sink.url, from: 'Rollcall <notices@school.test>' })
    head = await cookieFor(t.app, 'headmaster')
    // The headmaster switches the school to Bahasa Indonesia (Settings → School); nobody has chosen otherwise.
    const settings = (await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: head } })).json<{ settings: object }>().settings
    const saved = await t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie: head }, payload: { ...settings, defaultLanguage: 'id' } })
    expect(saved.statusCode, saved.body).toBe(200)
  })
  afterAll(async () => {
    transport.close()
    await sink.close()
    await t.close()
  })

  it('writes the absence notice in Indonesian to a parent with no preference, and in English to one who chose English', async () => {
    const parentCookie = await cookieFor(t.app, 'parent')
    const chose = await t.app.inject({ method: 'PUT', url: '/api/account/notice-settings', headers: { cookie: parentCookie },
      payload: { quietHours: { start: '21:00', end: '06:00' }, language: 'en' } })
    expect(chose.statusCode, chose.body).toBe(200)
    const english = await me(parentCookie)
    const theirs = await t.ctx.db.selectFrom('guardians').select('student_id').where('school_id', '=', t.ctx.schoolId)
      .where('parent_id', '=', english.id).orderBy('student_id').executeTakeFirstOrThrow()
    const other = await t.ctx.db.selectFrom('students as s').innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id')).select(['s.user_id as id', 'u.name'])
      .where('s.school_id', '=', t.ctx.schoolId).where('s.user_id', '!=', theirs.student_id).orderBy('s.user_id').executeTakeFirstOrThrow()
    const indonesian = await linkParent(t.ctx.db, t.ctx.schoolId, other.id, { name: 'Ibu Sari' })
    const child = (await t.ctx.db.selectFrom('users').select('name').where('id', '=', theirs.student_id).executeTakeFirstOrThrow()).name

    for (const studentId of [theirs.student_id, other.id]) {
      expect((await record(t.app, head, { studentId, date: MONDAY, status: 'absent' })).statusCode).toBe(200)
    }
    await deliverAll()

    const [id] = mailTo(indonesian.email)
    expect(header(id!, 'subject')).toBe(`${other.name} tercatat alfa pada ${MONDAY_ID}`)
    const idText = text(id!)
    expect(idText).toContain('Yth. Ibu Sari,')
    expect(idText).toContain(`${other.name} ditandai alfa di`)
    expect(idText).toContain(`pada ${MONDAY_ID}.`)
    expect(idText).toContain('Anda menerima pesan ini karena pemberitahuan kehadiran aktif untuk akun Anda. Untuk menghentikannya: http://rollcall.test/unsubscribe?token=')
    expect(header(id!, 'list-unsubscribe')).toContain('Hentikan pemberitahuan kehadiran')

    const [en] = mailTo(await emailOf(english.id))
    expect(header(en!, 'subject')).toBe(`${child} is marked absent on ${MONDAY_EN}`)
    expect(text(en!)).toContain(`Hello ${english.name},`)
    expect(text(en!)).toContain('You receive these messages because attendance notices are on for your account.')

    // The unsubscribe link's page speaks the language of the messages it came with.
    const link = /(http:\/\/rollcall\.test\/unsubscribe\?token=\S+)/.exec(idText)![1]!
    const page = await t.app.inject({ method: 'GET', url: link.replace('http://rollcall.test', '') })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<html lang="id">')
    expect(page.body).toContain('Hentikan pemberitahuan kehadiran melalui email untuk Ibu Sari?')
    expect(page.body).toContain('<button type="submit">Hentikan pemberitahuan email</button>')
    const done = await t.app.inject({ method: 'POST', url: link.replace('http://rollcall.test', '') })
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain('<html lang="id">')
    expect(done.body).toContain('Pemberitahuan kehadiran melalui email kini nonaktif untuk Ibu Sari.')
  })

  it('writes the homeroom teacher’s and the headmaster’s digests in Indonesian', async () => {
    const teacherCookie = await cookieFor(t.app, 'homeroom_teacher')
    const teacher = await me(teacherCookie)
    const headmaster = await me(head)
    const { homeroom_class_id: classId } = await t.ctx.db.selectFrom('teachers').select('homeroom_class_id')
      .where('school_id', '=', t.ctx.schoolId).where('user_id', '=', teacher.id).executeTakeFirstOrThrow()
    const roll = await t.app.inject({ method: 'GET', url: `/api/attendance/roll?classId=${classId}&date=${MONDAY}`, headers: { cookie: teacherCookie } })
    const [sick] = roll.json<RollResponse>().rows.map((r) => r.student)
    expect((await record(t.app, teacherCookie, { studentId: sick!.id, date: MONDAY, status: 'sick' })).statusCode).toBe(200)

    t.setNow(new Date(`${MONDAY}T08:15:00Z`))
    await queueStaffDigests(t.ctx)
    await deliverAll()

    const [digest] = mailTo(await emailOf(teacher.id))
    expect(header(digest!, 'subject')).toMatch(new RegExp(`, ${MONDAY_ID}: \\d+ siswa alfa atau belum dicatat$`))
    const body = text(digest!)
    expect(body).toContain(`Yth. ${teacher.name},`)
    expect(body).toContain(`pada ${MONDAY_ID}, per batas waktu (08:15):`)
    expect(body).toContain(`- ${sick!.name}: Sakit`)
    expect(body).toContain(': Belum dicatat')

    const [school] = mailTo(await emailOf(headmaster.id))
    expect(header(school!, 'subject')).toMatch(new RegExp(`, ${MONDAY_ID}: rekap kehadiran hari ini$`))
    expect(text(school!)).toContain(`Yth. ${headmaster.name},`)
    expect(text(school!)).toMatch(/- Sakit: \d+/)
    expect(text(school!)).toMatch(/- Belum dicatat: \d+/)
  })
  it('gives a webhook gateway the Indonesian subject and text, and says which language they are in', async () => {
    const [row] = (await outbox(t.ctx.db, t.ctx.schoolId)).filter((m) => m.kind === 'absent' && m.language === 'id')
    let received = ''
    const gateway = createServer((request, response) => {
      request.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')))
      request.on('end', () => response.end())
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/notify`
      await webhookTransport({ url, secret: 'test' }).send({ row: row!, unsubscribeUrl: 'http://rollcall.test/unsubscribe?token=x' })
    } finally {
      await new Promise((resolve) => gateway.close(resolve))
    }
    const body = JSON.parse(received) as { language: string; subject: string; text: string }
    expect(body.language).toBe('id')
    expect(body.subject).toMatch(new RegExp(` tercatat alfa pada ${MONDAY_ID}$`))
    expect(body.text).toMatch(/^Yth\. /)
  })
})
