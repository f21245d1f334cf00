import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RosterStudent, RosterSyncResponse, RosterTeacher } from '#shared/contracts/roster'
import type { CreatedTokenResponse } from '#shared/contracts/tokens'
import { DEMO_SCHOOL_ID } from '../../bootstrap'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { listTokenAudit } from '../tokens'

/*
 * The roster sync (ADR 036): a district's system upserts students by its own ids through the student
 * import's engine, all or nothing, with a `roster:write` token (or a headmaster's session).
 */
const NOW = new Date('2026-12-01T08:00:00Z')

const batch: RosterStudent[] = [
  { externalId: 'SIS-1', name: 'Ayu Lestari', parentNumber: '97001', class: '10A', level: 'Junior', department: 'Science' },
  { externalId: 'SIS-2', name: 'Budi Santoso', parentNumber: '97002', class: 'Sync 1', level: 'senior', department: 'Robotics' },
]

describe.each(TEST_DATABASES)('the roster sync on %s', (kind) => {
  let t: TestApp
  let head: string
  let secret: string

  const syncBody = (body: { students?: RosterStudent[]; teachers?: RosterTeacher[] }) =>
    t.app.inject({ method: 'POST', url: '/api/roster/sync', headers: { authorization: `Bearer ${secret}` }, payload: body })
  const sync = (students: RosterStudent[], auth: Record<string, string> = { authorization: `Bearer ${secret}` }) =>
    t.app.inject({ method: 'POST', url: '/api/roster/sync', headers: { ...auth, origin: 'https://sis.district.example', 'sec-fetch-site': 'cross-site' }, payload: { students } })
  const synced = () =>
    t.ctx.db.selectFrom('students as s').innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
      .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
      .where('s.school_id', '=', DEMO_SCHOOL_ID).where('s.external_id', 'is not', null)
      .select(['s.external_id', 'u.name', 'u.parent_number', 'c.name as class', 's.level', 'u.updated_at']).orderBy('s.external_id').execute()
  const counts = async () => ({
    students: Number((await t.ctx.db.selectFrom('students').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    classes: Number((await t.ctx.db.selectFrom('classes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    departments: Number((await t.ctx.db.selectFrom('departments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  })

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    head = await cookieFor(t.app, 'headmaster')
    const created = await t.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie: head }, payload: { name: 'District SIS', scopes: ['roster:write'] } })
    secret = created.json<CreatedTokenResponse>().secret
  }, 120_000)
  afterAll(() => t.close())

  it('writes nothing when one entry is wrong, and names the entry and the field in the import’s words', async () => {
    const before = await counts()
    const bad = [...batch, { ...batch[0]!, externalId: 'SIS-3', name: 'Citra', parentNumber: '12' }]
    const response = await sync(bad)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      error: '1 entry has problems. Nothing was changed.',
      fields: { 'students.2.parentNumber': expect.stringMatching(/digits/) },
    })
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['students.2.parentNumber'])
    expect(await counts()).toEqual(before)
    expect(await synced()).toEqual([])

    const repeated = await sync([batch[0]!, { ...batch[1]!, externalId: 'SIS-1' }])
    expect(repeated.statusCode).toBe(400)
    expect(repeated.json()).toMatchObject({ fields: { 'students.1.externalId': 'This external id is also on entry 0' } })
    const unknownLevel = await sync([{ ...batch[0]!, level: 'Middle' }])
    expect(unknownLevel.json()).toMatchObject({ fields: { 'students.0.level': expect.any(String) } })
    expect(await counts()).toEqual(before)
  })

  it('adds a good batch (creating the missing class and department), then finds the same batch unchanged', async () => {
    const before = await counts()
    const first = await sync(batch)
    expect(first.statusCode).toBe(200)
    expect(first.json<RosterSyncResponse>()).toEqual({ classes: { added: 0, updated: 0, unchanged: 0 }, students: { added: 2, updated: 0, unchanged: 0, withoutPassword: 2, created: { departments: 1, classes: 1 } }, teachers: { added: 0, updated: 0, unchanged: 0, withoutPassword: 0 } })
    expect((await synced()).map(({ updated_at: _, ...s }) => s)).toEqual([
      { external_id: 'SIS-1', name: 'Ayu Lestari', parent_number: '97001', class: '10A', level: 'Junior' },
      { external_id: 'SIS-2', name: 'Budi Santoso', parent_number: '97002', class: 'Sync 1', level: 'Senior' },
    ])
    expect(await counts()).toMatchObject({ students: before.students + 2, classes: before.classes + 1, departments: before.departments + 1 })

    const again = await sync(batch)
    expect(again.statusCode).toBe(200)
    expect(again.json<RosterSyncResponse>()).toEqual({ classes: { added: 0, updated: 0, unchanged: 0 }, students: { added: 0, updated: 0, unchanged: 2, withoutPassword: 0 }, teachers: { added: 0, updated: 0, unchanged: 0, withoutPassword: 0 } })
    expect(await counts()).toMatchObject({ students: before.students + 2 })

    const moved = await sync([{ ...batch[0]!, name: 'Ayu Lestari Putri', class: '10B' }])
    expect(moved.json<RosterSyncResponse>().students).toMatchObject({ added: 0, updated: 1 })
    expect((await synced())[0]).toMatchObject({ external_id: 'SIS-1', name: 'Ayu Lestari Putri', class: '10B' })
    const audit = await listTokenAudit(t.ctx.db, DEMO_SCHOOL_ID)
    expect(audit.filter((a) => a.action === 'roster_synced')).toHaveLength(3)
  })

  it('is open to a headmaster’s session, and closed to tokens without roster:write and to teachers', async () => {
    const byHand = await t.app.inject({ method: 'POST', url: '/api/roster/sync', headers: { cookie: head }, payload: { students: [batch[1]!] } })
    expect(byHand.statusCode).toBe(200)
    const reader = (await t.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie: head }, payload: { name: 'Reader', scopes: ['attendance:read'] } })).json<CreatedTokenResponse>()
    const refused = await sync([batch[0]!], { authorization: `Bearer ${reader.secret}` })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'token_scope_missing' })
    const teacher = await cookieFor(t.app, 'homeroom_teacher')
    const byTeacher = await t.app.inject({ method: 'POST', url: '/api/roster/sync', headers: { cookie: teacher }, payload: { students: [batch[0]!] } })
    expect(byTeacher.statusCode).toBe(403)
  })

  it('upserts teachers by external id with the teacher import’s checks, in the same all-or-nothing request as students', async () => {
    const teachers: RosterTeacher[] = [
      { externalId: 'T-1', name: 'Dewi Lestari', email: 'Dewi.Lestari@district.example', department: 'Science', subjects: ['Biology', 'Chemistry'], homeroomClass: 'Sync 2' },
      { externalId: 'T-2', name: 'Rudi Hartono', email: 'rudi.hartono@district.example', department: 'Arts', subjects: ['Music'] },
    ]
    const student: RosterStudent = { externalId: 'SIS-9', name: 'Dian Sari', parentNumber: '97009', class: 'Sync 2', level: 'Junior', department: 'Science' }
    const before = await counts()
    const bad = await syncBody({ students: [student], teachers: [teachers[0]!, { ...teachers[1]!, email: 'not an email' }] })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: { 'teachers.1.email': expect.any(String) } })
    expect(await counts()).toEqual(before)

    const first = await syncBody({ students: [student], teachers })
    expect(first.statusCode).toBe(200)
    expect(first.json<RosterSyncResponse>()).toMatchObject({ students: { added: 1 }, teachers: { added: 2, updated: 0, unchanged: 0 } })
    const saved = await t.ctx.db.selectFrom('teachers as t').innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 't.school_id').onRef('u.id', '=', 't.user_id'))
      .leftJoin('classes as c', (j) => j.onRef('c.school_id', '=', 't.school_id').onRef('c.id', '=', 't.homeroom_class_id'))
      .where('t.external_id', 'is not', null).select(['t.external_id', 'u.email', 'u.role', 'c.name as homeroom']).orderBy('t.external_id').execute()
    expect(saved).toEqual([
      { external_id: 'T-1', email: 'dewi.lestari@district.example', role: 'homeroom_teacher', homeroom: 'Sync 2' },
      { external_id: 'T-2', email: 'rudi.hartono@district.example', role: 'subject_teacher', homeroom: null },
    ])
    const again = await syncBody({ teachers })
    expect(again.json<RosterSyncResponse>().teachers).toEqual({ added: 0, updated: 0, unchanged: 2, withoutPassword: 0 })
    const moved = await syncBody({ teachers: [{ ...teachers[1]!, email: 'rudi@district.example' }] })
    expect(moved.statusCode).toBe(400)
    expect(moved.json()).toMatchObject({ fields: { 'teachers.0.email': 'This external id belongs to a teacher with another email' } })
  })
})
