import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RosterClass, RosterStudent, RosterSyncRequest, RosterSyncResponse, RosterTeacher } from '#shared/contracts/roster'
import type { CreatedTokenResponse } from '#shared/contracts/tokens'
import { DEMO_SCHOOL_ID } from '../../bootstrap'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/*
 * Classes in the roster sync (ADR 036): upserted by their external ids through the classes module's batch
 * engine, before students and homeroom teachers, who may name them by those ids, in one all-or-nothing request.
 */
const NOW = new Date('2026-12-01T08:00:00Z')

const classes: RosterClass[] = [
  { externalId: 'C-1', name: 'Sync 10X', department: 'Science' },
  { externalId: 'C-2', name: 'Sync 10Y', department: 'Astronomy' },
]
const student: RosterStudent = { externalId: 'SIS-C1', name: 'Eka Putri', parentNumber: '98001', classExternalId: 'C-2', level: 'Junior', department: 'Science' }
const teacher: RosterTeacher = { externalId: 'T-C1', name: 'Fajar Nugroho', email: 'fajar@district.example', department: 'Science', subjects: ['Physics'], homeroomClassExternalId: 'C-1' }

describe.each(TEST_DATABASES)('classes in the roster sync on %s', (kind) => {
  let t: TestApp
  let head: string
  let secret: string

  const sync = (body: RosterSyncRequest, token = secret) =>
    t.app.inject({ method: 'POST', url: '/api/roster/sync', headers: { authorization: `Bearer ${token}` }, payload: body })
  const classRows = () =>
    t.ctx.db.selectFrom('classes as c').innerJoin('departments as d', (j) => j.onRef('d.school_id', '=', 'c.school_id').onRef('d.id', '=', 'c.department_id'))
      .where('c.school_id', '=', DEMO_SCHOOL_ID).where('c.external_id', 'is not', null)
      .select(['c.id', 'c.external_id', 'c.name', 'd.name as department']).orderBy('c.external_id').execute()
  const count = async (table: 'classes' | 'departments' | 'students' | 'teachers') =>
    Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  const counts = async () => ({ classes: await count('classes'), departments: await count('departments'), students: await count('students'), teachers: await count('teachers') })
  const classOfStudent = (externalId: string) =>
    t.ctx.db.selectFrom('students as s').innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
      .where('s.external_id', '=', externalId).select(['c.id', 'c.name']).executeTakeFirstOrThrow()

  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    head = await cookieFor(t.app, 'headmaster')
    const created = await t.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie: head }, payload: { name: 'District SIS', scopes: ['roster:write'] } })
    secret = created.json<CreatedTokenResponse>().secret
  }, 120_000)
  afterAll(() => t.close())

  it('refuses a batch with bad classes, naming each entry and field in the class form’s words, and writes nothing', async () => {
    const before = await counts()
    const response = await sync({
      classes: [
        classes[0]!,
        { externalId: 'C-9', name: ' ', department: 'Science' },
        { externalId: 'C-8', name: '10A', department: 'Science' },
        { externalId: 'C-7', name: 'A class name far too long', department: 'Science' },
        { externalId: 'C-6', name: 'sync 10x', department: '' },
        { externalId: 'C-1', name: 'Sync 10W', department: 'Science' },
      ],
      students: [student],
      teachers: [teacher],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      error: '4 entries have problems. Nothing was changed.',
      fields: {
        'classes.1.name': 'This field is required',
        'classes.3.name': expect.any(String),
        'classes.4.department': 'This field is required',
        'classes.5.externalId': 'This external id is also on entry 0',
      },
    })
    // 10A is a class the demo school made by hand, with no external id: a new external id with its name adopts it.
    expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toEqual(['classes.1.name', 'classes.3.name', 'classes.4.department', 'classes.5.externalId'])
    expect(await counts()).toEqual(before)
    expect(await classRows()).toEqual([])

    const taken = await sync({ classes: [{ externalId: 'C-5', name: '10B', department: 'Science' }, { externalId: 'C-4', name: '10b', department: 'Science' }] })
    expect(taken.json()).toMatchObject({ fields: { 'classes.1.name': 'Entry 0 gives a class this name too' } })
    expect(await counts()).toEqual(before)
  })

  it('creates classes, then students and homeroom teachers naming them by external id, in one request', async () => {
    const before = await counts()
    const response = await sync({ classes, students: [student], teachers: [teacher] })
    expect(response.statusCode).toBe(200)
    expect(response.json<RosterSyncResponse>()).toMatchObject({
      classes: { added: 2, updated: 0, unchanged: 0, created: { departments: 1 } },
      students: { added: 1 },
      teachers: { added: 1 },
    })
    expect((await classRows()).map(({ id: _, ...c }) => c)).toEqual([
      { external_id: 'C-1', name: 'Sync 10X', department: 'Science' },
      { external_id: 'C-2', name: 'Sync 10Y', department: 'Astronomy' },
    ])
    expect((await classOfStudent('SIS-C1')).name).toBe('Sync 10Y')
    const homeroom = await t.ctx.db.selectFrom('teachers as te').innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 'te.school_id').onRef('c.id', '=', 'te.homeroom_class_id'))
      .where('te.external_id', '=', 'T-C1').select('c.name').executeTakeFirstOrThrow()
    expect(homeroom.name).toBe('Sync 10X')
    expect(await counts()).toMatchObject({ classes: before.classes + 2, departments: before.departments + 1, students: before.students + 1 })
  })

  it('updates a class by its external id (same class, its students stay), finds it unchanged after, and adopts a class made by hand', async () => {
    const [first] = await classRows()
    const renamed = await sync({ classes: [{ ...classes[0]!, name: 'Sync 11X', department: 'Mathematics' }, classes[1]!] })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json<RosterSyncResponse>().classes).toEqual({ added: 0, updated: 1, unchanged: 1 })
    expect((await classRows())[0]).toEqual({ id: first!.id, external_id: 'C-1', name: 'Sync 11X', department: 'Mathematics' })
    const again = await sync({ classes: [{ ...classes[0]!, name: 'Sync 11X', department: 'mathematics' }] })
    expect(again.json<RosterSyncResponse>().classes).toEqual({ added: 0, updated: 0, unchanged: 1 })

    const before = await counts()
    const tenA = await t.ctx.db.selectFrom('classes').where('school_id', '=', DEMO_SCHOOL_ID).where('name', '=', '10A').select('id').executeTakeFirstOrThrow()
    const adopted = await sync({ classes: [{ externalId: 'C-10A', name: '10a', department: 'Science' }], students: [{ ...student, externalId: 'SIS-C2', parentNumber: '98002', classExternalId: 'C-10A', class: '10A' }] })
    expect(adopted.statusCode).toBe(200)
    expect((await classOfStudent('SIS-C2')).id).toBe(tenA.id)
    expect((await classRows()).find((c) => c.external_id === 'C-10A')?.id).toBe(tenA.id)
    expect(await counts()).toMatchObject({ classes: before.classes })
  })

  it('refuses a student or teacher naming a class by an unknown external id, or by an id and a name that disagree', async () => {
    const before = await counts()
    const response = await sync({
      students: [{ ...student, externalId: 'SIS-C3', parentNumber: '98003', classExternalId: 'NO-SUCH' }, { ...student, externalId: 'SIS-C4', parentNumber: '98004', class: '10B' }],
      teachers: [{ ...teacher, externalId: 'T-C2', email: 'gita@district.example', homeroomClassExternalId: 'NO-SUCH' }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
      'students.0.classExternalId': 'No class has the external id “NO-SUCH”: send it in `classes` first',
      'students.1.classExternalId': 'The class with this external id is not named “10B”',
    })
    expect(await counts()).toEqual(before)
    const teachers = await sync({ teachers: [{ ...teacher, externalId: 'T-C2', email: 'gita@district.example', homeroomClassExternalId: 'NO-SUCH' }] })
    expect(teachers.json<{ fields: Record<string, string> }>().fields).toEqual({ 'teachers.0.homeroomClassExternalId': 'No class has the external id “NO-SUCH”: send it in `classes` first' })
  })

  it('refuses classes from a token without roster:write, and writes nothing', async () => {
    const reader = (await t.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie: head }, payload: { name: 'Reader', scopes: ['attendance:read', 'reports:read'] } })).json<CreatedTokenResponse>()
    const before = await counts()
    const refused = await sync({ classes: [{ externalId: 'C-20', name: 'Sync 12Z', department: 'Science' }] }, reader.secret)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'token_scope_missing' })
    expect(await counts()).toEqual(before)
  })
})
