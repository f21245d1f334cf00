import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassListResponse, ClassSummary } from '#shared/contracts/classes'
import type { DepartmentListResponse } from '#shared/contracts/students'
import type { CreateTeacherResponse, TeacherListResponse, TeacherSummary } from '#shared/contracts/teachers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, sessionCookieOf, signIn, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('adding and editing teachers on %s', (kind) => {
  let t: TestApp
  let headmaster: string
  let form: { name: string; email: string; departmentId: string; subjects: string[]; isHomeroom: boolean; homeroomClassId?: string | null }
  let departments: DepartmentListResponse['departments']
  const get = <T>(url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: headmaster } }).then((r) => r.json<T>())
  const teachers = async () => (await get<TeacherListResponse>('/api/teachers?pageSize=100')).teachers
  const classes = async () => (await get<ClassListResponse>('/api/classes')).classes
  const klass = async (name: string) => (await classes()).find((c) => c.name === name)!
  const create = (payload: object, cookie = headmaster) => t.app.inject({ method: 'POST', url: '/api/teachers', headers: { cookie }, payload })
  const patch = (id: string, payload: object, cookie = headmaster) =>
    t.app.inject({ method: 'PATCH', url: `/api/teachers/${id}`, headers: { cookie }, payload })
  /** Everything a refused request must leave as it was. */
  const snapshot = async () => ({ teachers: await teachers(), classes: await classes() })

  beforeAll(async () => {
    t = await createTestApp(kind)
    headmaster = await cookieFor(t.app, 'headmaster')
    departments = (await get<DepartmentListResponse>('/api/departments')).departments
    form = { name: 'Dewi Lestari', email: 'dewi@example.org', departmentId: departments[0]!.id, subjects: ['Biology', 'Chemistry'], isHomeroom: false }
  })
  afterAll(() => t.close())

  it('creates a subject teacher with an account, and a generated password shown once that signs in', async () => {
    const response = await create({ ...form, email: '  Dewi@Example.ORG ' })
    expect(response.statusCode).toBe(201)
    const body = response.json<CreateTeacherResponse>()
    expect(body.teacher).toMatchObject({
      name: 'Dewi Lestari', email: 'dewi@example.org', role: 'subject_teacher', subjects: ['Biology', 'Chemistry'],
      department: { id: departments[0]!.id, name: departments[0]!.name }, isHomeroom: false, homeroomClass: null,
    })
    expect(body.initialPassword).toMatch(/^[A-Za-z2-9]{12}$/)
    const signedIn = await signIn(t.app, 'staff', 'dewi@example.org', body.initialPassword!)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().user).toMatchObject({ role: 'subject_teacher', name: 'Dewi Lestari' })
    expect(await teachers()).toHaveLength(11)
    expect((await get<{ teachers: { id: string }[] }>('/api/teachers/options')).teachers.map((x) => x.id)).toContain(body.teacher.id)
  })

  it('creates a homeroom teacher with a typed password, who then teaches that class', async () => {
    const target = await klass('10F')
    const previous = (await teachers()).find((x) => x.id === target.teacher!.id)!
    expect(previous.homeroomClass?.id).not.toBe(target.id)
    const response = await create({ ...form, name: 'Rudi Hartono', email: 'rudi@example.org', isHomeroom: true, homeroomClassId: target.id, password: 'first-day-2026' })
    expect(response.statusCode).toBe(201)
    const body = response.json<CreateTeacherResponse>()
    expect(body.initialPassword).toBeUndefined()
    expect(body.teacher).toMatchObject({ role: 'homeroom_teacher', isHomeroom: true, homeroomClass: { id: target.id, name: '10F' } })
    expect((await klass('10F')).teacher).toEqual({ id: body.teacher.id, name: 'Rudi Hartono' })
    expect((await teachers()).find((x) => x.id === previous.id)!.homeroomClass).toEqual(previous.homeroomClass)
    expect((await signIn(t.app, 'staff', 'rudi@example.org', 'first-day-2026')).statusCode).toBe(200)
  })

  it.each([
    ['an email in use', { email: 'RUDI@example.org' }, 409, 'email_taken', { email: 'Another account already uses this email' }],
    ['a bad email', { email: 'not-an-email' }, 400, 'validation_failed', { email: 'Enter a valid email address' }],
    ['no subjects', { subjects: [] }, 400, 'validation_failed', { subjects: 'This field is required' }],
    ['an empty subject', { subjects: ['Art', ' '] }, 400, 'validation_failed', { 'subjects.1': 'This field is required' }],
    // The export joins subjects with ", " and the import splits them there: "Art, Music" would come back as two.
    ['a subject with a comma', { subjects: ['Art, Music'] }, 400, 'validation_failed', { 'subjects.0': 'A subject cannot hold a comma: commas separate one subject from the next' }],
    ['an unknown department', { departmentId: 'nope' }, 400, 'validation_failed', { departmentId: 'No such department' }],
    ['a homeroom without a class', { isHomeroom: true }, 400, 'validation_failed', { homeroomClassId: 'This field is required' }],
    ['an unknown homeroom class', { isHomeroom: true, homeroomClassId: 'nope' }, 400, 'validation_failed', { homeroomClassId: 'No such class' }],
    ['a short password', { password: 'short' }, 400, 'validation_failed', { password: 'Password must be at least 8 characters' }],
  ])('refuses %s and writes nothing', async (_, change, status, code, fields) => {
    const before = await snapshot()
    const response = await create({ ...form, email: 'new@example.org', ...change })
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ code, fields })
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a homeroom class that has another homeroom teacher, naming both', async () => {
    const target = await klass('12A')
    const before = await snapshot()
    const response = await create({ ...form, email: 'new@example.org', isHomeroom: true, homeroomClassId: target.id })
    const message = `12A already has a homeroom teacher: ${target.teacher!.name}`
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ code: 'homeroom_taken', error: message, fields: { homeroomClassId: message } })
    expect(await snapshot()).toEqual(before)
  })

  it('gives one of two simultaneous adds with the same email or homeroom class a 409, never a 500', async () => {
    const before = (await teachers()).length
    const [a, b] = await Promise.all([create({ ...form, email: 'twin@example.org' }), create({ ...form, name: 'Twin', email: 'twin@example.org' })])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe('email_taken')

    const free = await klass('10E')
    const homeroom = { ...form, isHomeroom: true, homeroomClassId: free.id }
    const [c, d] = await Promise.all([create({ ...homeroom, email: 'c@example.org' }), create({ ...homeroom, email: 'd@example.org' })])
    expect([c.statusCode, d.statusCode].sort()).toEqual([201, 409])
    const winner = [c, d].find((r) => r.statusCode === 201)!.json<CreateTeacherResponse>().teacher
    expect([c, d].find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'homeroom_taken', error: `10E already has a homeroom teacher: ${winner.name}` })
    expect((await klass('10E')).teacher!.id).toBe(winner.id)
    expect(await teachers()).toHaveLength(before + 2)
  })

  it('edits every field; unchecking the homeroom frees the class, which keeps its teacher', async () => {
    const rudi = (await teachers()).find((x) => x.email === 'rudi@example.org')!
    const tenF = await klass('10F')
    const response = await patch(rudi.id, {
      name: 'Rudi H.', email: 'Rudi.H@example.org', departmentId: departments[1]!.id, subjects: ['Physics'], isHomeroom: false, homeroomClassId: tenF.id,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json<TeacherSummary>()).toMatchObject({
      name: 'Rudi H.', email: 'rudi.h@example.org', role: 'subject_teacher', department: { id: departments[1]!.id },
      subjects: ['Physics'], isHomeroom: false, homeroomClass: null,
    })
    expect((await klass('10F')).teacher).toEqual({ id: rudi.id, name: 'Rudi H.' })
    expect((await signIn(t.app, 'staff', 'rudi.h@example.org', 'first-day-2026')).statusCode).toBe(200)

    // Checking it again, for another class: the role follows and the new class is theirs to teach.
    const tenD = await klass('10D')
    const again = await patch(rudi.id, { ...form, name: 'Rudi H.', email: 'rudi.h@example.org', isHomeroom: true, homeroomClassId: tenD.id })
    expect(again.json<TeacherSummary>()).toMatchObject({ role: 'homeroom_teacher', homeroomClass: { id: tenD.id, name: '10D' } })
    expect((await klass('10D')).teacher!.id).toBe(rudi.id)
    // Saving with the same homeroom class is no clash with oneself.
    expect((await patch(rudi.id, { ...form, name: 'Rudi H.', email: 'rudi.h@example.org', isHomeroom: true, homeroomClassId: tenD.id })).statusCode).toBe(200)
  })

  it('moves a homeroom: the old class keeps the teacher until someone else takes it as homeroom', async () => {
    const holder = (await teachers()).find((x) => x.homeroomClass?.name === '12C')!
    const twelveC = await klass('12C')
    const free = await klass('10C')
    const moved = await patch(holder.id, { ...form, name: holder.name, email: holder.email, isHomeroom: true, homeroomClassId: free.id })
    expect(moved.json<TeacherSummary>().homeroomClass).toEqual({ id: free.id, name: '10C' })
    expect((await klass('12C')).teacher!.id).toBe(holder.id)
    expect((await klass('10C')).teacher!.id).toBe(holder.id)

    const dewi = (await teachers()).find((x) => x.email === 'dewi@example.org')!
    const takes = await patch(dewi.id, { ...form, isHomeroom: true, homeroomClassId: twelveC.id })
    expect(takes.json<TeacherSummary>()).toMatchObject({ role: 'homeroom_teacher', homeroomClass: { id: twelveC.id } })
    expect((await klass('12C')).teacher!.id).toBe(dewi.id)
    // Every homeroom class is taught by its homeroom teacher.
    const all = await classes()
    for (const x of await teachers()) {
      if (x.homeroomClass) expect(all.find((c: ClassSummary) => c.id === x.homeroomClass!.id)!.teacher!.id).toBe(x.id)
    }
  })

  it('refuses an edit to a taken email or homeroom class, changing nothing', async () => {
    const dewi = (await teachers()).find((x) => x.email === 'dewi@example.org')!
    const twelveD = await klass('12D')
    const before = await snapshot()
    const email = await patch(dewi.id, { ...form, email: 'rudi.h@example.org' })
    expect(email.json()).toMatchObject({ code: 'email_taken', fields: { email: 'Another account already uses this email' } })
    const homeroom = await patch(dewi.id, { ...form, isHomeroom: true, homeroomClassId: twelveD.id })
    expect(homeroom.json()).toMatchObject({ code: 'homeroom_taken', error: `12D already has a homeroom teacher: ${twelveD.teacher!.name}` })
    expect(await snapshot()).toEqual(before)
    expect((await patch('nobody', form)).statusCode).toBe(404)
  })

  it('never changes a headmaster’s role', async () => {
    const head = (await teachers()).find((x) => x.role === 'headmaster')!
    const free = await klass('11F')
    const base = { name: head.name, email: head.email, departmentId: head.department.id, subjects: head.subjects }
    const checked = await patch(head.id, { ...base, isHomeroom: true, homeroomClassId: free.id })
    expect(checked.json<TeacherSummary>()).toMatchObject({ role: 'headmaster', isHomeroom: true, homeroomClass: { id: free.id } })
    const unchecked = await patch(head.id, { ...base, isHomeroom: false })
    expect(unchecked.json<TeacherSummary>()).toMatchObject({ role: 'headmaster', isHomeroom: false, homeroomClass: null })
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: headmaster } })).json().user.role).toBe('headmaster')
  })

  it('resets a teacher’s password, typed or generated, and signs the teacher out', async () => {
    const created = (await create({ ...form, email: 'reset@example.org' })).json<CreateTeacherResponse>()
    const phone = sessionCookieOf(await signIn(t.app, 'staff', 'reset@example.org', created.initialPassword!))
    const reset = (payload: object, cookie = headmaster) =>
      t.app.inject({ method: 'POST', url: `/api/teachers/${created.teacher.id}/password`, headers: { cookie }, payload })

    const generated = await reset({})
    expect(generated.statusCode).toBe(200)
    const { initialPassword } = generated.json()
    expect(initialPassword).toMatch(/^[A-Za-z2-9]{12}$/)
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: phone } })).statusCode).toBe(401)
    expect((await signIn(t.app, 'staff', 'reset@example.org', created.initialPassword!)).statusCode).toBe(401)
    expect((await signIn(t.app, 'staff', 'reset@example.org', initialPassword)).statusCode).toBe(200)

    expect((await reset({ password: 'typed-by-staff' })).json()).toEqual({})
    expect((await signIn(t.app, 'staff', 'reset@example.org', 'typed-by-staff')).statusCode).toBe(200)
    expect((await reset({ password: 'short' })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'POST', url: '/api/teachers/nobody/password', headers: { cookie: headmaster }, payload: {} })).statusCode).toBe(404)
  })

  it('lets only the headmaster add, edit or reset teachers, changing nothing otherwise', async () => {
    const someone = (await teachers()).find((x) => x.role === 'subject_teacher')!
    const before = await snapshot()
    for (const role of ['homeroom_teacher', 'subject_teacher', 'student'] as const) {
      const cookie = await cookieFor(t.app, role)
      const attempts = [
        await create({ ...form, email: 'sneaky@example.org' }, cookie),
        await patch(someone.id, { ...form, email: 'sneaky@example.org' }, cookie),
        await t.app.inject({ method: 'POST', url: `/api/teachers/${someone.id}/password`, headers: { cookie }, payload: { password: 'taken-over-1' } }),
      ]
      for (const response of attempts) expect(response.json()).toEqual({ code: 'forbidden', error: 'You do not have permission to do this' })
    }
    expect(await snapshot()).toEqual(before)
    expect((await signIn(t.app, 'staff', someone.email, 'taken-over-1')).statusCode).toBe(401)
  })
})
