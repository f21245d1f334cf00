import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AbsenceRequest } from '#shared/contracts/absence-requests'
import type { ClassListResponse, ClassSummary } from '#shared/contracts/classes'
import type { ParentChildrenResponse } from '#shared/contracts/families'
import type { DepartmentListResponse } from '#shared/contracts/students'
import type { CreateTeacherResponse, TeacherListResponse, TeacherSummary } from '#shared/contracts/teachers'
import { DEMO } from '../../db/demo/demo-school'
import { MONDAY_MORNING } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

/**
 * The class form's Teacher is the class's homeroom teacher (ADR 006's addendum). Chosen by the headmaster,
 * a subject teacher becomes its homeroom teacher (and decides its families' requests), the previous one
 * loses it; a teacher who is another class's homeroom teacher is refused; a headmaster stays headmaster.
 * The clock is Monday 2030-03-04 (the absence requests' window is counted from it).
 */
describe.each(TEST_DATABASES)('the class form chooses the homeroom teacher on %s', (kind) => {
  let t: TestApp
  let head: string
  let departmentId: string
  const get = <T>(url: string, cookie = head) => t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json<T>())
  const post = (url: string, payload: object, cookie = head) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload })
  const patch = (url: string, payload: object, cookie = head) => t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload })
  const teachers = async () => (await get<TeacherListResponse>('/api/teachers?pageSize=100')).teachers
  const teacher = (id: string) => get<TeacherSummary>(`/api/teachers/${id}`)
  const classes = async () => (await get<ClassListResponse>('/api/classes')).classes
  const classOf = async (id: string) => (await classes()).find((c) => c.id === id)!
  const formOf = (c: ClassSummary, teacherId = c.teacher!.id) => ({ name: c.name, departmentId: c.departmentId, teacherId })
  const snapshot = async () => ({ teachers: await teachers(), classes: await classes() })
  /** A new subject teacher (no homeroom), signed in. */
  const newSubjectTeacher = async (name: string) => {
    const email = `${name.split(' ')[0]!.toLowerCase()}@example.org`
    const made = await post('/api/teachers', { name, email, departmentId, subjects: ['Art'], isHomeroom: false, password: 'first-day-2030' })
    expect(made.statusCode).toBe(201)
    const cookie = sessionCookieOf(await signIn(t.app, 'staff', email, 'first-day-2030'))
    return { ...made.json<CreateTeacherResponse>().teacher, cookie }
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    departmentId = (await get<DepartmentListResponse>('/api/departments')).departments[0]!.id
  })
  afterAll(() => t.close())

  it('makes a subject teacher chosen for a new class its homeroom teacher, who may then do what a homeroom teacher does', async () => {
    const subject = (await teachers()).find((x) => x.role === 'subject_teacher')!
    const cookie = await cookieFor(t.app, 'subject_teacher')
    expect((await t.app.inject({ method: 'GET', url: '/api/absence-requests', headers: { cookie } })).statusCode).toBe(403)

    const made = await post('/api/classes', { name: '10K', departmentId, teacherId: subject.id })
    expect(made.statusCode).toBe(201)
    const klass = made.json<ClassSummary>()
    expect(klass.teacher).toEqual({ id: subject.id, name: subject.name })
    expect(await teacher(subject.id)).toMatchObject({ role: 'homeroom_teacher', isHomeroom: true, homeroomClass: { id: klass.id, name: '10K' } })
    // The same session, now with a homeroom teacher's powers.
    expect((await t.app.inject({ method: 'GET', url: '/api/absence-requests', headers: { cookie } })).statusCode).toBe(200)
  })

  it('moves the homeroom of an existing class to the teacher chosen: they decide its requests, the previous one no longer does', async () => {
    // The demo parent's child, their class and its homeroom teacher.
    const parent = await cookieFor(t.app, 'parent')
    const { children } = await get<ParentChildrenResponse>('/api/parent/children', parent)
    const child = children[0]!.id
    const row = await t.ctx.db.selectFrom('students').select('class_id').where('user_id', '=', child).executeTakeFirstOrThrow()
    const klass = await classOf(row.class_id!)
    const before = (await teachers()).find((x) => x.homeroomClass?.id === klass.id)!
    const previous = sessionCookieOf(await signIn(t.app, 'staff', before.email, DEMO.password))
    const next = await newSubjectTeacher('Sari Wulandari')

    const saved = await patch(`/api/classes/${klass.id}`, formOf(klass, next.id))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<ClassSummary>().teacher).toEqual({ id: next.id, name: 'Sari Wulandari' })
    expect(await teacher(next.id)).toMatchObject({ role: 'homeroom_teacher', homeroomClass: { id: klass.id, name: klass.name } })
    expect(await teacher(before.id)).toMatchObject({ role: 'subject_teacher', isHomeroom: false, homeroomClass: null })

    const asked = await post('/api/absence-requests', { studentId: child, from: '2030-03-05', to: '2030-03-05', reason: 'sick' }, parent)
    expect(asked.statusCode, asked.body).toBe(201)
    const id = asked.json<AbsenceRequest>().id
    expect((await post(`/api/absence-requests/${id}/decision`, { decision: 'approve' }, previous)).statusCode).toBe(403)
    const decided = await post(`/api/absence-requests/${id}/decision`, { decision: 'approve' }, next.cookie)
    expect(decided.statusCode, decided.body).toBe(200)
    expect(decided.json<AbsenceRequest>()).toMatchObject({ state: 'approved' })
  })

  it('refuses a teacher who is already another class’s homeroom teacher, saying which, and changes nothing', async () => {
    const [a, b] = (await teachers()).filter((x) => x.role === 'homeroom_teacher' && x.homeroomClass)
    const target = await classOf(b!.homeroomClass!.id)
    const before = await snapshot()
    for (const attempt of [
      () => patch(`/api/classes/${target.id}`, formOf(target, a!.id)),
      () => post('/api/classes', { name: '10L', departmentId, teacherId: a!.id }),
    ]) {
      const refused = await attempt()
      expect(refused.statusCode).toBe(409)
      const message = `${a!.name} is already the homeroom teacher of ${a!.homeroomClass!.name}. Choose another teacher, or give ${a!.homeroomClass!.name} another teacher first.`
      expect(refused.json()).toEqual({ code: 'teacher_has_homeroom', error: message, fields: { teacherId: message } })
    }
    expect(await snapshot()).toEqual(before)
  })

  it('keeps a headmaster chosen as a class’s teacher headmaster, for as many classes as they like; the previous homeroom teacher loses it', async () => {
    const headmaster = (await teachers()).find((x) => x.role === 'headmaster')!
    const holder = (await teachers()).find((x) => x.role === 'homeroom_teacher' && x.homeroomClass)!
    const target = await classOf(holder.homeroomClass!.id)
    expect((await patch(`/api/classes/${target.id}`, formOf(target, headmaster.id))).statusCode).toBe(200)
    const made = await post('/api/classes', { name: '10M', departmentId, teacherId: headmaster.id })
    expect(made.statusCode).toBe(201)
    expect((await classOf(target.id)).teacher?.id).toBe(headmaster.id)
    expect(made.json<ClassSummary>().teacher?.id).toBe(headmaster.id)
    expect(await teacher(headmaster.id)).toMatchObject({ role: 'headmaster', homeroomClass: null })
    expect(await teacher(holder.id)).toMatchObject({ role: 'subject_teacher', homeroomClass: null })
  })

  it('keeps the homeroom as it is when a class is saved with the teacher it had, and gives a class without one to its free teacher', async () => {
    // The demo's classes outnumber its homeroom teachers: some are taught by another class's homeroom teacher.
    const all = await teachers()
    const klass = (await classes()).find((c) => c.teacher && !all.some((x) => x.homeroomClass?.id === c.id) && all.find((x) => x.id === c.teacher!.id)?.homeroomClass)!
    const before = await snapshot()
    const renamed = await patch(`/api/classes/${klass.id}`, { ...formOf(klass), name: `${klass.name}X` })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await teachers()).toEqual(before.teachers)
    await patch(`/api/classes/${klass.id}`, formOf(klass))

    // A class whose teacher a homeroom teacher chose (they may not give homerooms) has none; the headmaster saving it gives it one.
    const free = await newSubjectTeacher('Budi Santoso')
    const homeroom = await cookieFor(t.app, 'homeroom_teacher')
    const made = await post('/api/classes', { name: '10N', departmentId, teacherId: free.id }, homeroom)
    expect(made.statusCode).toBe(201)
    const tenN = made.json<ClassSummary>()
    expect(await teacher(free.id)).toMatchObject({ role: 'subject_teacher', homeroomClass: null })
    expect((await patch(`/api/classes/${tenN.id}`, formOf(tenN))).statusCode).toBe(200)
    expect(await teacher(free.id)).toMatchObject({ role: 'homeroom_teacher', homeroomClass: { id: tenN.id, name: '10N' } })
  })

  it('makes the homeroom teacher of a class that is deleted a subject teacher', async () => {
    const holder = await newSubjectTeacher('Hadi Prasetyo')
    const klass = (await post('/api/classes', { name: '10Q', departmentId, teacherId: holder.id })).json<ClassSummary>()
    expect((await teacher(holder.id)).role).toBe('homeroom_teacher')
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/classes/${klass.id}`, headers: { cookie: head } })
    expect(removed.json()).toEqual({ archived: false })
    expect(await teacher(holder.id)).toMatchObject({ role: 'subject_teacher', isHomeroom: false, homeroomClass: null })
  })

  it('leaves one homeroom teacher, the class’s teacher, when two saves choose different teachers at once', async () => {
    const [one, two] = [await newSubjectTeacher('Eka Putri'), await newSubjectTeacher('Fajar Nugroho')]
    const klass = (await post('/api/classes', { name: '10P', departmentId, teacherId: (await newSubjectTeacher('Gita Ayu')).id })).json<ClassSummary>()
    const answers = await Promise.all([one, two].map((x) => patch(`/api/classes/${klass.id}`, formOf(klass, x.id))))
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode)
    const holders = (await teachers()).filter((x) => x.homeroomClass?.id === klass.id)
    expect(holders).toHaveLength(1)
    expect((await classOf(klass.id)).teacher?.id).toBe(holders[0]!.id)
    const other = [one, two].find((x) => x.id !== holders[0]!.id)!
    expect(await teacher(other.id)).toMatchObject({ role: 'subject_teacher', homeroomClass: null })
  })
})
