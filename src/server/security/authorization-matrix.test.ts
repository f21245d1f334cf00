import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StudentImportPreview } from '#shared/contracts/student-import'
import { ROLES, type Role } from '#shared/roles'
import { csvOf, freeParentNumbers } from '../test/student-import.fixtures'
import { recordRoutes, UndeclaredAccessError } from '../plugins/route-table'
import { cookieFor } from '../test/demo-logins'
import { createTestApp, type TestApp } from '../test/test-app'
import { districtCookie, insertDistrictTestUser } from '../test/district-user'
import { allows, describeAccess, everyone, type Principal } from './access'

/**
 * Every route of the running server × every principal, generated from the access each route
 * declares where it is registered, which the access hook enforces: a principal the declaration
 * refuses gets 401 (signed out) or 403 and nothing else; one it admits gets anything but 401/403
 * (a 400 for the empty body, a 404 for the made-up id, or the answer itself). The same
 * declarations are written out as docs/authorization-matrix.md, which must match: a changed
 * declaration shows in review as a changed row.
 */
/** `district`: a district user (modules/district), signed in to no school. */
const PRINCIPALS: Principal[] = [null, ...ROLES, 'district']
const name = (who: Principal) => who ?? 'signed out'

describe('authorization matrix', () => {
  let t: TestApp
  let base: string
  const cookies = new Map<Role | 'district', string>()

  beforeAll(async () => {
    t = await createTestApp('sqlite')
    for (const role of ROLES) cookies.set(role, await cookieFor(t.app, role))
    await insertDistrictTestUser(t.ctx.db, new Date())
    cookies.set('district', await districtCookie(t.app))
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterAll(() => t.close())

  const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/'))

  /** A parent's child routes are called with the demo parent's own child: any other id is the policy's 403, tested below. */
  let ownChild = 'no-such-id'
  beforeAll(async () => {
    const { children } = (await t.app.inject({ method: 'GET', url: '/api/parent/children', headers: { cookie: cookies.get('parent')! } })).json<{
      children: { id: string }[]
    }>()
    ownChild = children[0]!.id
    self = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookies.get('student')! } })).json<{ user: { id: string } }>().user.id
  })
  /** The demo student's own id: a student's photo is called with it (anyone else's is the policy's 403, below). */
  let self = 'no-such-id'

  /** A made-up id, except where the row decides who may call: a parent's child, a student's own photo. */
  const urlFor = (url: string, who: Principal) => {
    if (url.startsWith('/api/parent/children/:id')) return url.replace(':id', ownChild)
    if (url === '/api/students/:id/photo') return url.replace(':id', who === 'student' ? self : ownChild)
    return url.replace(/:[a-zA-Z]+/g, 'no-such-id')
  }

  it('is written out in docs/authorization-matrix.md as the server declares it', async () => {
    const head = ['Route', 'Declared', ...PRINCIPALS.map(name)]
    const rows = apiRoutes()
      .map((r) => [`\`${r.method} ${r.url}\``, describeAccess(r.access), ...PRINCIPALS.map((who) => (allows(r.access, who) ? 'yes' : '—'))])
      .sort((a, b) => a[0]!.localeCompare(b[0]!))
    const table = [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
    const doc = [
      '# Authorization matrix',
      '',
      'Generated from the access every route declares where it is registered (`config: { access }`,',
      '`src/server/security/access.ts`), which one hook enforces before any handler runs. Do not edit:',
      '`npx vitest run src/server/security/authorization-matrix.test.ts -u` writes it again, and the same test',
      'calls every row as every principal. Checks that depend on the row a request touches are the',
      "domains' `*.policy.ts`; their cases are at the end of that test.",
      '',
      table,
      '',
    ].join('\n')
    await expect(doc).toMatchFileSnapshot('../../../docs/authorization-matrix.md')
  })

  it('answers every route × principal as its declaration says', async () => {
    const unexpected: string[] = []
    for (const route of apiRoutes()) {
      for (const who of PRINCIPALS) {
        const url = urlFor(route.url, who)
        const cookie = who ? cookies.get(who)! : ''
        const status = route.stream
          ? await streamStatus(`${base}${url}`, cookie)
          : (
              await t.app.inject({
                method: route.method as 'GET',
                url,
                headers: cookie ? { cookie } : {},
                ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
              })
            ).statusCode
        const allowed = allows(route.access, who)
        const denied = status === 401 || status === 403
        const expected = allowed ? 'not 401/403' : who ? '403' : '401'
        const ok = allowed ? !denied : status === (who ? 403 : 401)
        if (!ok) unexpected.push(`${route.method} ${route.url} as ${name(who)}: ${status}, expected ${expected}`)
        if (status >= 500) unexpected.push(`${route.method} ${route.url} as ${name(who)}: ${status}`)
        // Signing out ends the session: sign this principal in again for the next routes.
        if (route.url === '/api/auth/logout' && who && who !== 'district') cookies.set(who, await cookieFor(t.app, who))
        if (route.url === '/api/district/logout' && who === 'district') cookies.set(who, await districtCookie(t.app))
      }
    }
    expect(unexpected).toEqual([])
  })

  it('covers every page of the web app too: its files are the only routes outside /api/, and public', () => {
    const others = t.app.routeTable.filter((r) => !r.url.startsWith('/api/'))
    expect(others.filter((r) => r.access !== everyone)).toEqual([])
  })

  describe('policies: what depends on the row', () => {
    const patchProfile = (who: Role, payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie: cookies.get(who)! }, payload })
    const me = async (who: Role) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookies.get(who)! } })).json<{
        user: { id: string; name: string }
      }>().user

    it('account: staff change their own name; a student may not rename themselves or add an email', async () => {
      for (const who of ['headmaster', 'homeroom_teacher', 'subject_teacher'] as const) {
        const { name: own } = await me(who)
        expect((await patchProfile(who, { name: `${own} Jr` })).statusCode, who).toBe(200)
        expect((await patchProfile(who, { name: own })).statusCode, who).toBe(200)
      }
      const student = await me('student')
      const renamed = await patchProfile('student', { name: 'Someone Else' })
      expect(renamed.statusCode).toBe(403)
      expect(renamed.json()).toMatchObject({ code: 'name_kept_by_staff' })
      expect((await patchProfile('student', { name: student.name, email: 'me@example.com' })).statusCode).toBe(400)
      expect((await me('student')).name).toBe(student.name)
    })

    it("student: a student's own data is the session's, whatever id the request names", async () => {
      const student = await me('student')
      const { students } = (
        await t.app.inject({ method: 'GET', url: '/api/students?pageSize=5', headers: { cookie: cookies.get('headmaster')! } })
      ).json<{ students: { id: string }[] }>()
      const other = students.find((s) => s.id !== student.id)!
      const profile = await t.app.inject({
        method: 'GET', url: `/api/student/profile?studentId=${other.id}&id=${other.id}`, headers: { cookie: cookies.get('student')! },
      })
      expect(profile.statusCode).toBe(200)
      expect(profile.json()).toMatchObject({ student: { id: student.id } })
    })

    it('departments: a file may create a department for the headmaster only', async () => {
      const [parentNumber] = await freeParentNumbers(t.app, cookies.get('headmaster')!, 1, 70_000)
      const csv = csvOf([['Needs A Department', '', parentNumber!, '', 'Junior', 'Astronomy']])
      const preview = async (who: Role) =>
        (
          await t.app.inject({
            method: 'POST', url: '/api/students/import/preview?createMissing=1',
            headers: { cookie: cookies.get(who)!, 'content-type': 'text/csv; charset=utf-8' }, payload: csv,
          })
        ).json<StudentImportPreview>()
      expect((await preview('headmaster')).missing.departments).toEqual(['Astronomy'])
      const homeroom = await preview('homeroom_teacher')
      expect(homeroom.missing.departments).toEqual([])
      expect(homeroom.issues.map((i) => i.message)).toContain('No department is named “Astronomy”. Ask the headmaster to add it under Departments.')
    })

    it("families: a parent reads only their own children; another family's child is a 403, found or not", async () => {
      const parent = cookies.get('parent')!
      const { children } = (await t.app.inject({ method: 'GET', url: '/api/parent/children', headers: { cookie: parent } })).json<{
        children: { id: string }[]
      }>()
      expect(children.length).toBe(2) // the demo's first parent has two
      const { students } = (
        await t.app.inject({ method: 'GET', url: '/api/students?pageSize=50', headers: { cookie: cookies.get('headmaster')! } })
      ).json<{ students: { id: string }[] }>()
      const stranger = students.find((s) => !children.some((c) => c.id === s.id))!
      for (const id of [stranger.id, 'no-such-id', children[0]!.id]) {
        for (const url of [`/api/parent/children/${id}`, `/api/parent/children/${id}/history?from=2030-03-01&to=2030-03-08`, `/api/parent/children/${id}/lessons?from=2030-03-01&to=2030-03-08`]) {
          const response = await t.app.inject({ method: 'GET', url, headers: { cookie: parent } })
          expect(response.statusCode, url).toBe(id === children[0]!.id ? 200 : 403)
        }
      }
    })

    it("families: linking an adult to a child is the headmaster's or the child's homeroom teacher's; another class's teacher is a 403", async () => {
      const homeroom = await me('homeroom_teacher')
      const { classes } = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: cookies.get('headmaster')! } })).json<{
        classes: { id: string; teacher: { id: string } | null }[]
      }>()
      const firstOf = async (classId: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/students?classId=${classId}&pageSize=1`, headers: { cookie: cookies.get('headmaster')! } })).json<{
          students: { id: string }[]
        }>().students[0]!.id
      const own = await firstOf(classes.find((c) => c.teacher?.id === homeroom.id)!.id)
      const other = await firstOf(classes.find((c) => c.teacher?.id !== homeroom.id)!.id)
      const code = (who: Role, id: string) => t.app.inject({ method: 'POST', url: `/api/students/${id}/link-codes`, headers: { cookie: cookies.get(who)! } })
      expect((await code('headmaster', other)).statusCode).toBe(201)
      expect((await code('homeroom_teacher', own)).statusCode).toBe(201)
      expect((await code('homeroom_teacher', other)).statusCode).toBe(403)
      expect((await code('subject_teacher', own)).statusCode).toBe(403)
    })

    it("photos: a student sees their own photo, a parent their children's; anyone else's is a 403", async () => {
      const photo = (who: Role, id: string) => t.app.inject({ method: 'GET', url: `/api/students/${id}/photo`, headers: { cookie: cookies.get(who)! } })
      const { students } = (
        await t.app.inject({ method: 'GET', url: '/api/students?pageSize=50', headers: { cookie: cookies.get('headmaster')! } })
      ).json<{ students: { id: string }[] }>()
      const { children } = (await t.app.inject({ method: 'GET', url: '/api/parent/children', headers: { cookie: cookies.get('parent')! } })).json<{
        children: { id: string }[]
      }>()
      const stranger = students.find((s) => s.id !== self && !children.some((c) => c.id === s.id))!
      // No photo yet: those who may see it hear 404, the others 403.
      expect((await photo('student', self)).statusCode).toBe(404)
      expect((await photo('student', stranger.id)).statusCode).toBe(403)
      expect((await photo('parent', children[0]!.id)).statusCode).toBe(404)
      expect((await photo('parent', stranger.id)).statusCode).toBe(403)
      expect((await photo('subject_teacher', stranger.id)).statusCode).toBe(404)
    })

    it('lesson reports: a homeroom teacher reads their class, a teacher the classes they teach; any other class is a 403', async () => {
      const get = (who: Role, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: cookies.get(who)! } })
      const range = 'from=2030-03-01&to=2030-03-08'
      const homeroom = await me('homeroom_teacher')
      const { classes } = (await get('headmaster', '/api/classes')).json<{ classes: { id: string; teacher: { id: string } | null }[] }>()
      const { lessons } = (await get('headmaster', `/api/timetable?teacherId=${homeroom.id}`)).json<{ lessons: { classId: string }[] }>()
      const own = classes.find((c) => c.teacher?.id === homeroom.id)!.id
      const untaught = classes.find((c) => c.teacher?.id !== homeroom.id && !lessons.some((l) => l.classId === c.id))!.id
      expect((await get('homeroom_teacher', `/api/lesson-reports/classes/${own}?${range}`)).statusCode).toBe(200)
      expect((await get('homeroom_teacher', `/api/lesson-reports/classes/${untaught}?${range}`)).statusCode).toBe(403)
      expect((await get('headmaster', `/api/lesson-reports/classes/${untaught}?${range}`)).statusCode).toBe(200)
      const mine = (await get('homeroom_teacher', '/api/lesson-reports/classes')).json<{ classes: { id: string }[] }>().classes.map((c) => c.id)
      expect(mine).toContain(own)
      expect(mine).not.toContain(untaught)
      const other = await me('subject_teacher')
      expect((await get('homeroom_teacher', `/api/lesson-reports/not-taken?${range}&teacherId=${other.id}`)).statusCode).toBe(403)
    })

    it('account: a parent changes their own name and email', async () => {
      const own = await me('parent')
      expect((await patchProfile('parent', { name: `${own.name} Jr` })).statusCode).toBe(200)
      expect((await patchProfile('parent', { name: own.name })).statusCode).toBe(200)
    })

    it('teachers: no one deletes their own account', async () => {
      const own = await me('headmaster')
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/teachers/${own.id}`, headers: { cookie: cookies.get('headmaster')! } })
      expect(deleted.statusCode).toBe(409)
      expect((await me('headmaster')).id).toBe(own.id)
    })
  })
})

describe('a route that declares no access', () => {
  it('stops the server from starting', async () => {
    const app = Fastify()
    recordRoutes(app)
    const routes = async (scope: FastifyInstance) => {
      scope.get('/api/declared', { config: { access: everyone } }, async () => ({}))
      scope.get('/api/forgotten', async () => ({}))
    }
    // Registering is how buildApp (and so main.ts) starts: it fails, and nothing listens.
    const failure = await Promise.resolve(app.register(routes)).then(() => null, (error: unknown) => error)
    expect(failure).toBeInstanceOf(UndeclaredAccessError)
    expect((failure as Error).message).toContain('GET /api/forgotten declares no access')
  })
})

/** The status of a server-sent-events request, read from its headers; the stream is then closed. */
async function streamStatus(url: string, cookie: string): Promise<number> {
  const controller = new AbortController()
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) }, signal: controller.signal })
  if (response.status === 200) expect(response.headers.get('content-type')).toContain('text/event-stream')
  controller.abort()
  return response.status
}
