import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassListResponse, ClassSummary } from '#shared/contracts/classes'
import type { DepartmentListResponse } from '#shared/contracts/students'
import type { CreateTeacherResponse, TeacherListResponse, TeacherOptionsResponse } from '#shared/contracts/teachers'
import { MONDAY, MONDAY_MORNING, daySheet, record } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { archiveUserRow } from '../users'

describe.each(TEST_DATABASES)('deleting teachers on %s', (kind) => {
  let t: TestApp
  let headmaster: string
  let form: { name: string; email: string; departmentId: string; subjects: string[]; isHomeroom: boolean }
  const get = <T>(url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: headmaster } }).then((r) => r.json<T>())
  const teachers = async () => (await get<TeacherListResponse>('/api/teachers?pageSize=100')).teachers
  const options = async () => (await get<TeacherOptionsResponse>('/api/teachers/options')).teachers
  const classes = async () => (await get<ClassListResponse>('/api/classes')).classes
  const remove = (id: string, cookie = headmaster) => t.app.inject({ method: 'DELETE', url: `/api/teachers/${id}`, headers: { cookie } })
  const create = async (name: string, email: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/teachers', headers: { cookie: headmaster }, payload: { ...form, name, email, password: 'teacher-pass-1' } })
    expect(response.statusCode).toBe(201)
    return response.json<CreateTeacherResponse>().teacher
  }
  const snapshot = async () => ({ teachers: await teachers(), options: await options(), classes: await classes() })

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    headmaster = await cookieFor(t.app, 'headmaster')
    const { departments } = await get<DepartmentListResponse>('/api/departments')
    form = { name: '', email: '', departmentId: departments[0]!.id, subjects: ['History'], isHomeroom: false }
  })
  afterAll(() => t.close())

  it('refuses to delete oneself', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: headmaster } })).json().user
    const before = await snapshot()
    const response = await remove(me.id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ code: 'cannot_delete_self', error: 'You cannot delete your own account' })
    expect(await snapshot()).toEqual(before)
  })

  it('refuses while the teacher still has classes, naming them', async () => {
    const all = await classes()
    const busy = (await teachers()).find((x) => x.isHomeroom && all.filter((c) => c.teacher?.id === x.id).length > 1)!
    const taught = all.filter((c) => c.teacher?.id === busy.id).map((c) => c.name)
    const before = await snapshot()
    const response = await remove(busy.id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      code: 'teacher_assigned',
      error: `${busy.name} still teaches ${taught.join(', ')}. Assign another teacher to ${taught.join(', ')} first.`,
    })
    expect(await snapshot()).toEqual(before)
  })

  it('removes a teacher nobody’s history names: gone from lists and sign-in, the email free again', async () => {
    const fresh = await create('Fresh Teacher', 'fresh@example.org')
    const response = await remove(fresh.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ archived: false })
    expect((await teachers()).map((x) => x.id)).not.toContain(fresh.id)
    expect((await options()).map((x) => x.id)).not.toContain(fresh.id)
    expect(await t.ctx.db.selectFrom('users').select('id').where('id', '=', fresh.id).executeTakeFirst()).toBeUndefined()
    expect((await signIn(t.app, 'staff', 'fresh@example.org', 'teacher-pass-1')).statusCode).toBe(401)
    expect((await remove(fresh.id)).statusCode).toBe(404)
    const again = await create('Fresh Again', 'fresh@example.org')
    expect((await remove(again.id)).json()).toEqual({ archived: false })
  })

  it('archives a teacher who recorded attendance: signed out, unlisted, still named on that attendance', async () => {
    const recorder = await create('Rina Recorder', 'rina@example.org')
    const phone = sessionCookieOf(await signIn(t.app, 'staff', 'rina@example.org', 'teacher-pass-1'))
    const studentId = (await daySheet(t.app, headmaster)).rows[0]!.student.id
    expect((await record(t.app, phone, { studentId, date: MONDAY, status: 'late' })).statusCode).toBe(200)
    const total = (await teachers()).length

    const response = await remove(recorder.id)
    expect(response.json()).toEqual({ archived: true })
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: phone } })).statusCode).toBe(401)
    expect((await signIn(t.app, 'staff', 'rina@example.org', 'teacher-pass-1')).statusCode).toBe(401)
    expect(await teachers()).toHaveLength(total - 1)
    expect((await teachers()).map((x) => x.id)).not.toContain(recorder.id)
    expect((await options()).map((x) => x.id)).not.toContain(recorder.id)
    expect((await t.app.inject({ method: 'GET', url: `/api/teachers/${recorder.id}`, headers: { cookie: headmaster } })).statusCode).toBe(404)
    expect((await remove(recorder.id)).statusCode).toBe(404)

    const row = (await daySheet(t.app, headmaster, { q: '' })).rows.find((r) => r.student.id === studentId)!
    expect(row.record).toMatchObject({ status: 'late', recordedBy: { id: recorder.id, name: 'Rina Recorder' } })

    // An archived teacher cannot be given a class, and the email may serve someone new.
    const template = (await classes())[0]!
    const refused = await t.app.inject({
      method: 'POST', url: '/api/classes', headers: { cookie: headmaster },
      payload: { name: '10R', departmentId: template.departmentId, teacherId: recorder.id },
    })
    expect(refused.json()).toMatchObject({ code: 'validation_failed', fields: { teacherId: 'No such teacher' } })
    const successor = await create('Rina Successor', 'rina@example.org')
    expect((await signIn(t.app, 'staff', 'rina@example.org', 'teacher-pass-1')).json().user.name).toBe('Rina Successor')
    expect((await remove(successor.id)).json()).toEqual({ archived: false })
  })

  it('removes a teacher whose only class was archived', async () => {
    const teacher = await create('Archie Class', 'archie@example.org')
    const template = (await classes())[0]!
    const made = await t.app.inject({
      method: 'POST', url: '/api/classes', headers: { cookie: headmaster },
      payload: { name: '10K', departmentId: template.departmentId, teacherId: teacher.id },
    })
    const klass = made.json<ClassSummary>()
    // A student of the class left (archived): deleting the class archives it, still naming the teacher.
    const student = await t.ctx.db.selectFrom('students').select('user_id').where('class_id', '=', template.id).executeTakeFirstOrThrow()
    await t.ctx.db.updateTable('students').set({ class_id: klass.id }).where('user_id', '=', student.user_id).execute()
    await archiveUserRow(t.ctx.db, t.ctx.schoolId, student.user_id, MONDAY_MORNING.toISOString())
    expect((await t.app.inject({ method: 'DELETE', url: `/api/classes/${klass.id}`, headers: { cookie: headmaster } })).json()).toEqual({ archived: true })

    expect((await remove(teacher.id)).json()).toEqual({ archived: false })
    const archivedClass = await t.ctx.db.selectFrom('classes').select(['teacher_id', 'archived_name']).where('id', '=', klass.id).executeTakeFirstOrThrow()
    expect(archivedClass).toEqual({ teacher_id: null, archived_name: '10K' })
  })

  it('removes a teacher who issued a card and recorded a departure: the card and the departure stay, naming nobody', async () => {
    const teacher = await create('Gate Keeper', 'gate@example.org')
    const studentId = (await daySheet(t.app, headmaster)).rows[0]!.student.id
    const at = MONDAY_MORNING.toISOString()
    // What a card printed and a going-home scan taken by this teacher leave behind (ADR 027, 029).
    await t.ctx.db.insertInto('student_cards').values({ school_id: t.ctx.schoolId, id: 'card-by-gate-keeper', student_id: studentId, issued_at: at, issued_by: teacher.id, revoked_at: null }).execute()
    await t.ctx.db
      .insertInto('departures')
      .values({ school_id: t.ctx.schoolId, student_id: studentId, date: MONDAY, left_at: at, time: '13:30', left_early: 1, method: 'qr', offline: 0, recorded_by: teacher.id, recorded_at: at })
      .execute()

    const response = await remove(teacher.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ archived: false })
    const card = await t.ctx.db.selectFrom('student_cards').select(['school_id', 'issued_by']).where('id', '=', 'card-by-gate-keeper').executeTakeFirst()
    expect(card).toEqual({ school_id: t.ctx.schoolId, issued_by: null })
    const departure = await t.ctx.db.selectFrom('departures').select(['school_id', 'recorded_by']).where('student_id', '=', studentId).where('date', '=', MONDAY).executeTakeFirst()
    expect(departure).toEqual({ school_id: t.ctx.schoolId, recorded_by: null })
  })

  it('lets only the headmaster delete teachers, changing nothing otherwise', async () => {
    const target = await create('Kept Teacher', 'kept@example.org')
    const before = await snapshot()
    for (const role of ['homeroom_teacher', 'subject_teacher', 'student'] as const) {
      const response = await remove(target.id, await cookieFor(t.app, role))
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ code: 'forbidden' })
    }
    expect(await snapshot()).toEqual(before)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/teachers/${target.id}` })).statusCode).toBe(401)
  })
})
