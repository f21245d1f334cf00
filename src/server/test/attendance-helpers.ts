import type { FastifyInstance } from 'fastify'
import type { DaySheetResponse, RollResponse } from '#shared/contracts/attendance'
import type { ClassListResponse } from '#shared/contracts/classes'

export const MONDAY = '2030-03-04'
/** 08:00 on a Monday in the demo school's time zone (UTC). */
export const MONDAY_MORNING = new Date(`${MONDAY}T08:00:00Z`)

export async function daySheet(app: FastifyInstance, cookie: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  const response = await app.inject({ method: 'GET', url: `/api/attendance/day?${qs}`, headers: { cookie } })
  if (response.statusCode !== 200) throw new Error(`day sheet: ${response.statusCode} ${response.body}`)
  return response.json<DaySheetResponse>()
}

export async function classNamed(app: FastifyInstance, cookie: string, name: string) {
  const { classes } = (await app.inject({ method: 'GET', url: '/api/classes', headers: { cookie } })).json<ClassListResponse>()
  const found = classes.find((c) => c.name === name)
  if (!found) throw new Error(`no class ${name}`)
  return found
}

export async function roll(app: FastifyInstance, cookie: string, classId: string, date: string) {
  const response = await app.inject({ method: 'GET', url: `/api/attendance/roll?classId=${classId}&date=${date}`, headers: { cookie } })
  if (response.statusCode !== 200) throw new Error(`roll: ${response.statusCode} ${response.body}`)
  return response.json<RollResponse>()
}

export function record(app: FastifyInstance, cookie: string, payload: object) {
  return app.inject({ method: 'PUT', url: '/api/attendance/records', headers: { cookie }, payload })
}
