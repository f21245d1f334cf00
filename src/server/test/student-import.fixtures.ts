import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { STUDENT_FILE_COLUMNS, type StudentListResponse } from '#shared/contracts/students'

/** Test helpers for the student import API (not a test file itself). */

export type Cells = [name: string, studentId: string, parentNumber: string, klass: string, level: string, department: string]

/** A CSV file with the import header and these rows (CRLF, as spreadsheets write). */
export function csvOf(rows: readonly (readonly string[])[], header: readonly string[] = STUDENT_FILE_COLUMNS): string {
  return stringify([[...header], ...rows.map((r) => [...r])], { record_delimiter: 'windows' })
}

export function sendCsv(
  app: FastifyInstance,
  cookie: string | undefined,
  path: 'preview' | 'apply',
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  const options: InjectOptions = {
    method: 'POST',
    url: path === 'preview' ? '/api/students/import/preview' : '/api/students/import',
    headers: { 'content-type': 'text/csv; charset=utf-8', ...(cookie ? { cookie } : {}), ...headers },
    payload: body,
  }
  return app.inject(options)
}

export async function exportCsv(app: FastifyInstance, cookie: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/students/export?format=csv', headers: { cookie } })
  if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode} ${response.body}`)
  return response.body
}

/** Every current student, as the export lists them (name order). */
export async function exportedRows(app: FastifyInstance, cookie: string): Promise<Cells[]> {
  const rows = parse(await exportCsv(app, cookie), { bom: true }) as string[][]
  return rows.slice(1) as Cells[]
}

export async function studentTotal(app: FastifyInstance, cookie: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/students?pageSize=1', headers: { cookie } })
  return response.json<StudentListResponse>().total
}

/** `count` parent numbers no current student has, from `from` upwards. */
export async function freeParentNumbers(app: FastifyInstance, cookie: string, count: number, from = 10_000): Promise<string[]> {
  const taken = new Set((await exportedRows(app, cookie)).map((r) => r[2]))
  const out: string[] = []
  for (let n = from; out.length < count; n++) {
    const candidate = String(n).padStart(5, '0')
    if (!taken.has(candidate)) out.push(candidate)
  }
  return out
}
