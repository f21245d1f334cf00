import { isoWeekday } from '#shared/dates'
import { ROLES } from '#shared/roles'
import { type Access, allows, type Principal } from '../security/access'
import { cookieFor } from './demo-logins'
import { districtCookie, insertDistrictTestUser } from './district-user'
import type { Header } from './edge-cases'
import type { TestApp } from './test-app'

/** Everyone who may knock: signed out, each school role, a district user, a school's API token and a district's. */
export interface Caller {
  name: string
  /** Who the access declarations name; a token is its own kind. */
  who: Principal | 'school token' | 'district token'
  /** The headers that say who it is: a cookie, a bearer token, or none. */
  auth: Header[]
  /** An id of the kind the caller's own routes take (a parent's child, a student's self, a student of the school). */
  studentId: string
}

/** Real ids of the test school, so a date or a query reaches past validation into the handler. */
export interface SchoolIds {
  studentId: string
  classId: string
  departmentId: string
  teacherId: string
  schoolCode: string
  /** A Monday lesson of the demo week: the edge cases' dates that pass are 2030-03-04, a Monday, written oddly (edge-cases.ts). */
  lessonId: string
}

type Json = Record<string, { id?: string; code?: string }[]>

/** Signs every caller in on a demo test app (a district user and two tokens are made for it). */
export async function everyCaller(t: TestApp, now: Date): Promise<{ callers: Caller[]; ids: SchoolIds }> {
  const cookies = new Map<string, string>()
  for (const role of ROLES) cookies.set(role, await cookieFor(t.app, role))
  await insertDistrictTestUser(t.ctx.db, now)
  cookies.set('district', await districtCookie(t.app))
  const read = async (url: string, who: string, method: 'GET' | 'POST' = 'GET', payload?: object) => {
    const response = await t.app.inject({ method, url, headers: { cookie: cookies.get(who)! }, ...(payload ? { payload } : {}) })
    if (response.statusCode >= 300) throw new Error(`${method} ${url} as ${who}: ${response.statusCode} ${response.body}`)
    return response.json<Json & { secret?: string; user?: { id: string } }>()
  }
  const first = (list: { id?: string; code?: string }[] | undefined, what: string) => {
    const found = list?.[0]
    if (!found) throw new Error(`the demo school has no ${what}`)
    return found.id ?? found.code!
  }
  const ids: SchoolIds = {
    studentId: first((await read('/api/students?pageSize=1', 'headmaster')).students, 'student'),
    classId: first((await read('/api/classes', 'headmaster')).classes, 'class'),
    departmentId: first((await read('/api/departments', 'headmaster')).departments, 'department'),
    teacherId: first((await read('/api/teachers?pageSize=1', 'headmaster')).teachers, 'teacher'),
    schoolCode: (await read('/api/district/schools', 'district')).schools!.map((s) => s.code!)[0]!,
    lessonId: first(((await read('/api/timetable', 'headmaster')).lessons as ({ id: string; weekday?: number })[] | undefined)
      ?.filter((l) => l.weekday === isoWeekday('2030-03-04')), 'Monday lesson'),
  }
  const schoolToken = (await read('/api/tokens', 'headmaster', 'POST', { name: 'Fuzz', scopes: ['attendance:read', 'reports:read', 'roster:write'] })).secret!
  const districtToken = (await read('/api/district/tokens', 'district', 'POST', { name: 'Fuzz', scopes: ['attendance:read', 'reports:read'] })).secret!
  const ownChild = first((await read('/api/parent/children', 'parent')).children, 'child of the demo parent')
  const self = (await read('/api/auth/me', 'student')).user!.id
  const callers: Caller[] = [
    { name: 'signed out', who: null, auth: [], studentId: ids.studentId },
    ...ROLES.map((role): Caller => ({
      name: role, who: role, auth: [['cookie', cookies.get(role)!]],
      studentId: role === 'parent' ? ownChild : role === 'student' ? self : ids.studentId,
    })),
    { name: 'district', who: 'district', auth: [['cookie', cookies.get('district')!]], studentId: ids.studentId },
    { name: 'school token', who: 'school token', auth: [['authorization', `Bearer ${schoolToken}`]], studentId: ids.studentId },
    { name: 'district token', who: 'district token', auth: [['authorization', `Bearer ${districtToken}`]], studentId: ids.studentId },
  ]
  return { callers, ids }
}

/** Whether the route's declaration lets the caller in (a token: a route naming one of its scopes, of its kind). */
export function admits(access: Access, caller: Caller): boolean {
  if (access.kind === 'public') return true
  if (caller.who === 'school token') return access.kind !== 'district' && access.scope !== undefined
  if (caller.who === 'district token') return access.kind === 'district' && access.scope !== undefined
  return allows(access, caller.who)
}
