import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RosterClass, RosterLesson, RosterSyncResponse, RosterTeacher } from '#shared/contracts/roster'
import type { BellPeriod, TimetableResponse } from '#shared/contracts/timetable'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/*
 * The school's week through the roster sync (ADR 052): the bell schedule and the lessons, named by the sending
 * system's ids, in the same all-or-nothing request as its classes and teachers.
 */
const classes: RosterClass[] = [
  { externalId: 'C-7A', name: 'Sync 7A', department: 'Science' },
  { externalId: 'C-7B', name: 'Sync 7B', department: 'Science' },
]
const teachers: RosterTeacher[] = [
  { externalId: 'T-71', name: 'Wulan Sari', email: 'wulan@district.example', department: 'Science', subjects: ['Mathematics'] },
  { externalId: 'T-72', name: 'Yusuf Hakim', email: 'yusuf@district.example', department: 'Arts', subjects: ['Art', 'English'] },
]

describe.each(TEST_DATABASES)('the week through the roster sync on %s', (kind) => {
  let t: TestApp
  let head: string
  let demoPeriods: BellPeriod[]
  const sync = (payload: object) => t.app.inject({ method: 'POST', url: '/api/roster/sync', headers: { cookie: head }, payload })
  const week = async (query = '') => (await t.app.inject({ method: 'GET', url: `/api/timetable${query}`, headers: { cookie: head } })).json<TimetableResponse>()
  const classCount = async () => Number((await t.ctx.db.selectFrom('classes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  const weekOf = async (name: string) => {
    const klass = await t.ctx.db.selectFrom('classes').select('id').where('name', '=', name).executeTakeFirstOrThrow()
    return (await week(`?classId=${klass.id}`)).lessons.map((l) => `${l.weekday}/${l.period} ${l.subject} ${l.teacher.name}`)
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
    demoPeriods = (await week()).periods
  })
  afterAll(() => t.close())

  it('refuses a sync with a bad lesson, naming each entry and field, and changes nothing', async () => {
    const before = { classes: await classCount(), week: await week() }
    const lessons: RosterLesson[] = [
      { classExternalId: 'C-7A', teacherExternalId: 'T-99', subject: 'Mathematics', weekday: 1, period: 1 },
      { classExternalId: 'C-7A', teacherExternalId: 'T-71', subject: 'Art', weekday: 1, period: 11 },
      { class: 'No such class', teacherEmail: 'yusuf@district.example', subject: 'Art', weekday: 2, period: 1 },
      { classExternalId: 'C-7B', teacherExternalId: 'T-72', subject: '', weekday: 2, period: 1 },
    ]
    const friday7 = { weekday: 5, number: 7, startsAt: '13:00', endsAt: '13:40' }
    const response = await sync({ classes, teachers, bellSchedule: [...demoPeriods, friday7], lessons })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      error: '4 entries have problems. Nothing was changed.',
      fields: {
        'lessons.0.teacherExternalId': 'No teacher has the external id “T-99”: send them in `teachers` first',
        'lessons.1.period': 'The bell schedule has no such period on this weekday',
        'lessons.2.class': expect.stringContaining('No such class'),
        'lessons.3.subject': expect.any(String),
      },
    })
    expect(await classCount()).toBe(before.classes)
    expect(await week()).toEqual(before.week)

    // A schedule whose periods overlap, or that leaves out a period a lesson keeps, is refused as well.
    const overlapping = await sync({ bellSchedule: [...demoPeriods, { ...friday7, startsAt: '07:00' }] })
    expect(overlapping.statusCode).toBe(400)
    expect(Object.keys(overlapping.json<{ fields: object }>().fields)).toEqual([expect.stringMatching(/^bellSchedule\.\d+\.startsAt$/)])
    const short = await sync({ bellSchedule: demoPeriods.filter((p) => !(p.weekday === 1 && p.number === 1)) })
    expect(short.statusCode).toBe(400)
    expect(short.json()).toMatchObject({ fields: { bellSchedule: expect.stringContaining('period 1 on Monday') } })
    expect(await week()).toEqual(before.week)
  })

  it('writes a week with its classes and teachers in one request, and replaces the week of each class it names', async () => {
    const friday7 = { weekday: 5, number: 7, startsAt: '13:00', endsAt: '13:40' }
    const lessons: RosterLesson[] = [
      { classExternalId: 'C-7A', teacherExternalId: 'T-71', subject: 'Mathematics', weekday: 1, period: 1 },
      { classExternalId: 'C-7A', teacherExternalId: 'T-72', subject: 'Art', weekday: 5, period: 7 },
      { class: 'Sync 7B', teacherEmail: 'Yusuf@district.example', subject: 'English', weekday: 1, period: 1 },
      { classExternalId: 'C-7B', teacherExternalId: 'T-71', teacherEmail: 'wulan@district.example', subject: 'Mathematics', weekday: 2, period: 3 },
    ]
    const first = await sync({ classes, teachers, bellSchedule: [...demoPeriods, friday7], lessons })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json<RosterSyncResponse>()).toMatchObject({
      classes: { added: 2 }, teachers: { added: 2 },
      timetable: { periods: demoPeriods.length + 1, lessons: { added: 4, updated: 0, unchanged: 0, removed: 0 } },
    })
    expect(await weekOf('Sync 7A')).toEqual(['1/1 Mathematics Wulan Sari', '5/7 Art Yusuf Hakim'])
    expect(await weekOf('Sync 7B')).toEqual(['1/1 English Yusuf Hakim', '2/3 Mathematics Wulan Sari'])

    // 7A's week again without Friday's Art, Monday's first lesson changed and a second added; 7B, not named, keeps its week.
    const again = await sync({ lessons: [
      { classExternalId: 'C-7A', teacherExternalId: 'T-71', subject: 'Mathematics', weekday: 1, period: 2 },
      { classExternalId: 'C-7A', teacherExternalId: 'T-71', subject: 'Art', weekday: 1, period: 1 },
    ] })
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json<RosterSyncResponse>().timetable).toEqual({ periods: null, lessons: { added: 1, updated: 1, unchanged: 0, removed: 1 } })
    expect(await weekOf('Sync 7A')).toEqual(['1/1 Art Wulan Sari', '1/2 Mathematics Wulan Sari'])
    expect(await weekOf('Sync 7B')).toEqual(['1/1 English Yusuf Hakim', '2/3 Mathematics Wulan Sari'])

    // A teacher already in that period elsewhere is refused, with the import's words.
    const clash = await sync({ lessons: [{ classExternalId: 'C-7A', teacherExternalId: 'T-72', subject: 'Art', weekday: 1, period: 1 }] })
    expect(clash.statusCode).toBe(400)
    expect(clash.json()).toMatchObject({ fields: { 'lessons.0.teacherEmail': 'This teacher teaches Sync 7B in this period' } })
  })

  it('leaves the week alone when a sync sends none of it', async () => {
    const before = await week()
    const response = await sync({ classes })
    expect(response.statusCode).toBe(200)
    expect(response.json<RosterSyncResponse>().timetable).toBeUndefined()
    expect(await week()).toEqual(before)
  })
})
