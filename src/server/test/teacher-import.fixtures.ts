import { parse } from 'csv-parse/sync'
import type { FastifyInstance } from 'fastify'
import type { ClassListResponse, ClassSummary } from '#shared/contracts/classes'
import { TEACHER_FILE_COLUMNS, type TeacherListResponse, type TeacherSummary } from '#shared/contracts/teachers'
import { csvOf } from './student-import.fixtures'

/** Test helpers for the teacher import API (not a test file itself). */

export type TeacherCells = [name: string, email: string, department: string, subjects: string, homeroomClass: string]

/** A CSV file with the teacher import's header and these rows (CRLF, as spreadsheets write). */
export const teacherCsv = (rows: readonly (readonly string[])[], header: readonly string[] = TEACHER_FILE_COLUMNS) => csvOf(rows, header)

export function sendTeacherCsv(
  app: FastifyInstance,
  cookie: string | undefined,
  path: 'preview' | 'apply',
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: path === 'preview' ? '/api/teachers/import/preview' : '/api/teachers/import',
    headers: { 'content-type': 'text/csv; charset=utf-8', ...(cookie ? { cookie } : {}), ...headers },
    payload: body,
  })
}

export async function exportTeachersCsv(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/teachers/export?format=csv', headers: { cookie } })
  if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode} ${response.body}`)
  return response.body
}

/** Every current teacher, as the export lists them (name order). */
export async function exportedTeacherRows(app: FastifyInstance, cookie: string): Promise<TeacherCells[]> {
  const rows = parse(await exportTeachersCsv(app, cookie), { bom: true }) as string[][]
  return rows.slice(1) as TeacherCells[]
}

/** Every current teacher, from the list API (a school's staff fits a few pages). */
export async function allTeachers(app: FastifyInstance, cookie: string): Promise<TeacherSummary[]> {
  const teachers: TeacherSummary[] = []
  for (let page = 1; ; page++) {
    const response = await app.inject({ method: 'GET', url: `/api/teachers?pageSize=100&page=${page}`, headers: { cookie } })
    const body = response.json<TeacherListResponse>()
    teachers.push(...body.teachers)
    if (page * body.pageSize >= body.total) return teachers
  }
}

export async function teacherTotal(app: FastifyInstance, cookie: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/teachers?pageSize=1', headers: { cookie } })
  return response.json<TeacherListResponse>().total
}

export async function allClasses(app: FastifyInstance, cookie: string): Promise<ClassSummary[]> {
  const response = await app.inject({ method: 'GET', url: '/api/classes', headers: { cookie } })
  return response.json<ClassListResponse>().classes
}

/** Classes no current teacher has as homeroom class, by name. */
export async function freeHomeroomClasses(app: FastifyInstance, cookie: string): Promise<ClassSummary[]> {
  const taken = new Set((await allTeachers(app, cookie)).flatMap((t) => (t.homeroomClass ? [t.homeroomClass.id] : [])))
  return (await allClasses(app, cookie)).filter((c) => !taken.has(c.id))
}
