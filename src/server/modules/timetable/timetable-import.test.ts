import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportPreview } from '#shared/contracts/csv-import'
import type { BellPeriod, TimetableImportPreview, TimetableImportResult, TimetableResponse } from '#shared/contracts/timetable'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

const PERIODS: BellPeriod[] = [1, 2, 3, 4, 5].flatMap((weekday) =>
  [['07:00', '07:40'], ['07:40', '08:20'], ['08:20', '09:00']].map(([startsAt, endsAt], i) => ({ weekday, number: i + 1, startsAt: startsAt!, endsAt: endsAt! })))

describe.each(TEST_DATABASES)('importing the timetable from CSV on %s', (kind) => {
  let t: TestApp
  let head: string
  let classA: string
  let classB: string
  let classC: string
  let emailA: string
  let emailB: string
  const send = (path: 'preview' | 'apply', csv: string, cookie = head) =>
    t.app.inject({
      method: 'POST', url: path === 'preview' ? '/api/timetable/import/preview' : '/api/timetable/import',
      headers: { 'content-type': 'text/csv; charset=utf-8', cookie }, payload: csv,
    })
  const apply = async (csv: string) => {
    const response = await send('apply', csv)
    expect(response.statusCode, response.body).toBe(200)
    return response.json<TimetableImportResult>()
  }
  const week = async () => (await t.app.inject({ method: 'GET', url: '/api/timetable', headers: { cookie: head } })).json<TimetableResponse>()
  const cells = async () => (await week()).lessons.map((l) => [l.className, l.weekday, l.period, l.subject, l.teacher.id]).sort()
  const csv = (rows: string[][]) => ['Class,Day,Period,Subject,Teacher Email', ...rows.map((r) => r.join(','))].join('\r\n')

  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
    const { db, schoolId } = t.ctx
    const classes = await db.selectFrom('classes').select('name').where('school_id', '=', schoolId).where('archived_at', 'is', null).orderBy('name').execute()
    ;[classA, classB, classC] = [classes[0]!.name, classes[1]!.name, classes[2]!.name]
    const teachers = await db.selectFrom('users').select('email').where('school_id', '=', schoolId)
      .where('role', 'in', ['homeroom_teacher', 'subject_teacher']).where('archived_at', 'is', null).orderBy('email').execute()
    ;[emailA, emailB] = [teachers[0]!.email!, teachers[1]!.email!]
    for (const { id } of (await week()).lessons) await t.app.inject({ method: 'DELETE', url: `/api/timetable/lessons/${id}`, headers: { cookie: head } })
    const schedule = await t.app.inject({ method: 'PUT', url: '/api/timetable/periods', headers: { cookie: head }, payload: { periods: PERIODS } })
    expect(schedule.statusCode).toBe(200)
  })
  afterAll(() => t.close())

  const teacherId = async (email: string) =>
    (await t.ctx.db.selectFrom('users').select('id').where('school_id', '=', t.ctx.schoolId).where('email', '=', email).executeTakeFirstOrThrow()).id

  it('adds the week a file gives, and the same file again changes nothing', async () => {
    const file = csv([[classA, '1', '1', 'Mathematics', emailA], [classA, 'Monday', '2', 'Art', emailB], [classB, 'mon', '1', 'Physics', emailB]])
    const preview = (await send('preview', file)).json<TimetableImportPreview>()
    expect(preview.counts).toEqual({ rows: 3, add: 3, update: 0, unchanged: 0, invalid: 0 })
    expect(await cells()).toEqual([])
    expect(await apply(file)).toEqual({ added: 3, updated: 0, unchanged: 0, removed: 0 })
    const [a, b] = [await teacherId(emailA), await teacherId(emailB)]
    expect(await cells()).toEqual([[classA, 1, 1, 'Mathematics', a], [classA, 1, 2, 'Art', b], [classB, 1, 1, 'Physics', b]].sort())
    const ids = (await week()).lessons.map((l) => l.id).sort()
    expect(await apply(file)).toEqual({ added: 0, updated: 0, unchanged: 3, removed: 0 })
    expect((await week()).lessons.map((l) => l.id).sort()).toEqual(ids)
  })

  it('swaps two teachers within a period, keeping each lesson (its id), and removes what a named class leaves out', async () => {
    const before = (await week()).lessons
    // classA's period 2 is left out: removed; classB keeps its one lesson, now taught by A, while A's class goes to B.
    const result = await apply(csv([[classA, '1', '1', 'Mathematics', emailB], [classB, '1', '1', 'Physics', emailA]]))
    expect(result).toEqual({ added: 0, updated: 2, unchanged: 0, removed: 1 })
    const after = (await week()).lessons
    expect(after).toHaveLength(2)
    for (const lesson of after) expect(before.map((l) => l.id)).toContain(lesson.id)
    expect(after.find((l) => l.className === classA)!.teacher.id).toBe(await teacherId(emailB))
  })

  it('reads a file headed in Indonesian, with days named in Indonesian; classes it does not name keep their week', async () => {
    const result = await apply(['Kelas,Hari,Jam Ke,Mata Pelajaran,Email Guru', `${classC},Senin,3,Biologi,${emailA}`, `${classC},Jumat,1,Kimia,${emailA}`].join('\n'))
    expect(result).toEqual({ added: 2, updated: 0, unchanged: 0, removed: 0 })
    expect((await week()).lessons.map((l) => l.className).sort()).toEqual([classA, classB, classC, classC].sort())
  })

  it('refuses a file with any wrong row, naming each line and column, and imports nothing', async () => {
    const before = await cells()
    const file = csv([
      ['No such class', '1', '2', 'Art', emailA], // line 2
      [classA, 'Funday', '2', 'Art', emailA], // line 3
      [classA, '5', '3', 'Art', emailA], // line 4: right (Friday has three periods)
      [classA, '5', '9', 'Art', emailA], // line 5: no period 9
      [classA, '2', '1', 'Art', 'nobody@example.org'], // line 6
      [classA, '3', '1', 'Art', emailB], // line 7
      [classB, '3', '1', 'Music', emailB], // line 8: the same teacher in the same period as line 7
      [classA, '3', '1', 'Music', emailA], // line 9: classA's Wednesday period 1 again
      [classA, '4', '3', 'Art', emailA], // line 10: right
      [classA, '1', '3', 'Art', emailA], // line 11: emailA teaches classC on Monday in period 3, and classC is not in this file
    ])
    const response = await send('apply', file)
    expect(response.statusCode).toBe(400)
    const refused = response.json<ImportPreview & { code: string }>()
    expect(refused.code).toBe('import_invalid')
    expect(refused.issues.map((i) => [i.line, i.field])).toEqual([
      [2, 'Class'], [3, 'Day'], [5, 'Period'], [6, 'Teacher Email'], [8, 'Teacher Email'], [9, 'Period'], [11, 'Teacher Email'],
    ])
    expect(refused.issues.find((i) => i.line === 11)!.message).toContain(classC)
    expect(refused.counts.invalid).toBe(7)
    expect(await cells()).toEqual(before)
  })

  it('is the headmaster’s: a subject teacher’s file is refused and changes nothing', async () => {
    const before = await cells()
    const response = await send('apply', csv([[classA, '2', '2', 'Art', emailA]]), await cookieFor(t.app, 'subject_teacher'))
    expect(response.statusCode).toBe(403)
    expect(await cells()).toEqual(before)
  })

  it('offers a template with the header a file needs and an example row of a class the school has', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/timetable/import/template', headers: { cookie: head } })
    expect(response.statusCode).toBe(200)
    const [header, example] = response.body.replace('\uFEFF', '').split('\r\n')
    expect(header).toBe('Class,Day,Period,Subject,Teacher Email')
    expect(example!.split(',')[0]).toBe(classA)
  })
})
