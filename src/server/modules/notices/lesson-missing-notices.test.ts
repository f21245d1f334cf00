import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RollResponse } from '#shared/contracts/attendance'
import type { RegisterResponse } from '#shared/contracts/registers'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { MONDAY, MONDAY_MORNING } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { linkParent, outbox } from '../../test/notices.fixtures'
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { deliverDue } from './delivery-worker'
import { dateInWords } from './notice-texts'
import { queueStaffDigests } from './staff-digest'
import { smtpTransport, type Transport } from './transports'

/**
 * "Missing from lesson" notices (ADR 052): off unless the school turns them on; then queued with the register's
 * save, one per linked adult, never twice, composed when sent in the adult's language, and dropped if no longer true.
 */
describe.each(TEST_DATABASES)('missing-from-lesson notices, on %s', (kind) => {
  let t: TestApp
  let head: string
  let sink: SmtpSink
  let transport: Transport
  let classId: string
  let homeroomId: string
  let students: { id: string; name: string }[]
  let lessons: { id: string; subject: string; period: number }[]
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: head }, ...(payload ? { payload } : {}) })
  const lessonNotices = async () => (await outbox(t.ctx.db, t.ctx.schoolId)).filter((m) => m.kind === 'lesson_missing')
  const deliverAll = async () => {
    while ((await deliverDue(t.ctx, transport, { publicUrl: 'http://rollcall.test' })) > 0) { /* until none is due */ }
  }
  /** Saves a lesson's register: these marks, everyone else present the first time. */
  const mark = async (lessonId: string, marks: Record<string, 'present' | 'absent'>, note?: string) => {
    const opened = (await call('GET', `/api/lessons/${lessonId}/register?date=${MONDAY}`)).json<RegisterResponse>()
    const rows = opened.taken ? opened.rows.filter((r) => marks[r.student.id]) : opened.rows
    const saved = await call('PUT', `/api/lessons/${lessonId}/register`, {
      date: MONDAY, marks: rows.map((r) => ({ studentId: r.student.id, status: marks[r.student.id] ?? 'present', ...(note ? { note } : {}) })),
    })
    expect(saved.statusCode, saved.body).toBe(200)
  }
  const setSwitch = async (on: boolean) => {
    const { settings } = (await call('GET', '/api/school/settings')).json<SchoolSettingsResponse>()
    const { schoolWeek: _, ...rest } = settings
    const saved = await call('PUT', '/api/school/settings', { ...rest, notifyLessonMissing: on })
    expect(saved.statusCode, saved.body).toBe(200)
    return saved.json<SchoolSettingsResponse>().settings.notifyLessonMissing
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    homeroomId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: await cookieFor(t.app, 'homeroom_teacher') } }))
      .json<{ user: { id: string } }>().user.id
    ;({ homeroom_class_id: classId } = await t.ctx.db.selectFrom('teachers').select('homeroom_class_id')
      .where('school_id', '=', t.ctx.schoolId).where('user_id', '=', homeroomId).executeTakeFirstOrThrow() as { homeroom_class_id: string })
    lessons = await t.ctx.db.selectFrom('lessons').select(['id', 'subject', 'period']).where('school_id', '=', t.ctx.schoolId)
      .where('class_id', '=', classId).where('weekday', '=', 1).orderBy('period').execute()
    students = (await call('GET', `/api/attendance/roll?classId=${classId}&date=${MONDAY}`)).json<RollResponse>().rows.map((r) => r.student)
    expect(students.length).toBeGreaterThanOrEqual(3)
    expect(lessons.length).toBeGreaterThanOrEqual(3)
    // Everyone arrived this morning.
    const roll = await call('PUT', '/api/attendance/roll', { classId, date: MONDAY, overwrite: true, entries: students.map((s) => ({ studentId: s.id, status: 'present' })) })
    expect(roll.statusCode, roll.body).toBe(200)
    sink = await startSmtpSink()
    transport = smtpTransport({ url: sink.url, from: 'Rollcall <notices@school.test>' })
  })
  afterEach(() => {
    sink.mails.length = 0
  })
  afterAll(async () => {
    transport.close()
    await sink.close()
    await t.close()
  })

  it('queues nothing while the school has not turned them on', async () => {
    const [ada] = students
    await linkParent(t.ctx.db, t.ctx.schoolId, ada!.id, { name: 'Ada Mum' })
    expect((await call('GET', '/api/school/settings')).json<SchoolSettingsResponse>().settings.notifyLessonMissing).toBe(false)
    await mark(lessons[0]!.id, { [ada!.id]: 'absent' })
    expect(await lessonNotices()).toEqual([])
  })

  it('queues one per linked adult with the register’s save, never twice, and sends each in its adult’s language over SMTP', async () => {
    const [ada] = students
    expect(await setSwitch(true)).toBe(true)
    // Absent in the first lesson before the switch: saving it again is no news.
    await mark(lessons[0]!.id, { [ada!.id]: 'absent' })
    expect(await lessonNotices()).toEqual([])

    const dad = await linkParent(t.ctx.db, t.ctx.schoolId, ada!.id, { name: 'Budi Ayah' })
    await t.ctx.db.updateTable('users').set({ language: 'id' }).where('school_id', '=', t.ctx.schoolId).where('id', '=', dad.id).execute()
    await linkParent(t.ctx.db, t.ctx.schoolId, ada!.id, { notices: false })
    const lesson = lessons[1]!
    await mark(lesson.id, { [ada!.id]: 'absent' })
    await mark(lesson.id, { [ada!.id]: 'absent' })
    await mark(lesson.id, { [ada!.id]: 'absent' }, 'Seen in the canteen')
    const queued = await lessonNotices()
    expect(queued.map((m) => [m.state, m.about_student_id, m.about_date]).sort()).toEqual([['queued', ada!.id, MONDAY], ['queued', ada!.id, MONDAY]])
    expect(new Set(queued.map((m) => m.recipient_id)).size).toBe(2)

    await deliverAll()
    expect(sink.mails).toHaveLength(2)
    const { startsAt, endsAt } = (await call('GET', `/api/lessons/${lesson.id}/register?date=${MONDAY}`)).json<RegisterResponse>()
    // The sink decodes quoted-printable byte by byte: read the text as the UTF-8 it was sent in.
    const text = (mail: (typeof sink.mails)[number]) => ({ subject: mail.headers.get('subject'), body: Buffer.from(mail.body, 'latin1').toString('utf8') })
    const toDad = text(sink.mails.find((m) => m.to.includes(dad.email))!)
    const toMum = text(sink.mails.find((m) => !m.to.includes(dad.email))!)
    expect(toMum.subject).toBe(`${ada!.name} was not in ${lesson.subject} on ${dateInWords(MONDAY, 'en')}`)
    expect(toMum.body).toContain('Hello Ada Mum,')
    expect(toMum.body).toContain(`marked absent in ${lesson.subject} (period ${lesson.period}, ${startsAt}–${endsAt})`)
    expect(toMum.body).not.toContain('canteen')
    expect(toDad.body).toContain(`ditandai alfa di pelajaran ${lesson.subject} (jam ke-${lesson.period}, ${startsAt}–${endsAt})`)
    expect(toDad.body).toContain(dateInWords(MONDAY, 'id'))
    expect((await lessonNotices()).map((m) => m.state)).toEqual(['sent', 'sent'])

    // Saved again after it went: nothing more.
    await mark(lesson.id, { [ada!.id]: 'absent' }, 'Back after lunch')
    await deliverAll()
    expect(sink.mails).toHaveLength(2)
    expect(await lessonNotices()).toHaveLength(2)
  })

  it('sends nothing when the mark is corrected to present, or the day recorded sick, before it goes; marked absent again, it is told', async () => {
    const [, ben, cy] = students
    const benMum = await linkParent(t.ctx.db, t.ctx.schoolId, ben!.id)
    const cyMum = await linkParent(t.ctx.db, t.ctx.schoolId, cy!.id)
    const lesson = lessons[2]!
    await mark(lesson.id, { [ben!.id]: 'absent', [cy!.id]: 'absent' })
    expect((await lessonNotices()).filter((m) => m.state === 'queued').map((m) => m.recipient_id).sort()).toEqual([benMum.id, cyMum.id].sort())

    await mark(lesson.id, { [ben!.id]: 'present' })
    const sick = await call('PUT', '/api/attendance/roll', { classId, date: MONDAY, overwrite: true, entries: [{ studentId: cy!.id, status: 'sick' }] })
    expect(sick.statusCode, sick.body).toBe(200)
    await deliverAll()
    expect(sink.mails.filter((m) => m.to.includes(benMum.email) || m.to.includes(cyMum.email))).toEqual([])
    expect((await lessonNotices()).filter((m) => m.recipient_id === benMum.id || m.recipient_id === cyMum.id)).toEqual([])

    await mark(lesson.id, { [ben!.id]: 'absent' })
    await deliverAll()
    expect(sink.mails.map((m) => m.to)).toEqual([[benMum.email]])
  })

  it('puts the school day before’s misses, whole, and today’s so far in the homeroom teacher’s digest', async () => {
    const [ada, ben] = students
    // Friday, the school day before MONDAY: Ben arrived and was marked absent in one lesson, after the Friday digest left.
    const friday = '2030-03-01'
    const fridayLesson = await t.ctx.db.selectFrom('lessons').select(['id', 'subject', 'period']).where('school_id', '=', t.ctx.schoolId)
      .where('class_id', '=', classId).where('weekday', '=', 5).orderBy('period', 'desc').executeTakeFirstOrThrow()
    const roll = await call('PUT', '/api/attendance/roll', { classId, date: friday, overwrite: true, entries: students.map((s) => ({ studentId: s.id, status: 'present' })) })
    expect(roll.statusCode, roll.body).toBe(200)
    const opened = (await call('GET', `/api/lessons/${fridayLesson.id}/register?date=${friday}`)).json<RegisterResponse>()
    const saved = await call('PUT', `/api/lessons/${fridayLesson.id}/register`, {
      date: friday, marks: opened.rows.map((r) => ({ studentId: r.student.id, status: r.student.id === ben!.id ? 'absent' : 'present' })),
    })
    expect(saved.statusCode, saved.body).toBe(200)

    t.setNow(new Date(`${MONDAY}T08:15:00Z`))
    await queueStaffDigests(t.ctx)
    const [digest] = (await outbox(t.ctx.db, t.ctx.schoolId)).filter((m) => m.kind === 'class_digest' && m.recipient_id === homeroomId)
    const body = digest!.body
    const fridayTitle = `At school but missing from a lesson on ${dateInWords(friday, 'en')}:`
    const mondayTitle = `At school but missing from a lesson on ${dateInWords(MONDAY, 'en')}:`
    expect(body.indexOf(fridayTitle)).toBeGreaterThan(-1)
    expect(body.indexOf(mondayTitle)).toBeGreaterThan(body.indexOf(fridayTitle))
    const fridayPart = body.slice(body.indexOf(fridayTitle), body.indexOf(mondayTitle))
    expect(fridayPart).toContain(`- ${ben!.name}: ${fridayLesson.subject}, period ${fridayLesson.period} (`)
    const mondayPart = body.slice(body.indexOf(mondayTitle))
    for (const lesson of lessons.slice(0, 2)) expect(mondayPart).toContain(`- ${ada!.name}: ${lesson.subject}, period ${lesson.period} (`)
    expect(JSON.parse(digest!.payload).lessons).toHaveLength(4)
  })
})
