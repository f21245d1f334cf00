import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_SCHOOL_DATE, LAST_SCHOOL_DATE } from '#shared/dates'
import { cookieFor } from '../test/demo-logins'
import { districtCookie, insertDistrictTestUser } from '../test/district-user'
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/test-app'

const NOW = new Date('2026-11-25T09:00:00Z')

/**
 * A date the calendar can name but no school keeps (year 1, 9999) was once a 500 on the day
 * report and the district's schools. Every date the API reads is one schema (isoDateSchema) with one range,
 * FIRST_SCHOOL_DATE to LAST_SCHOOL_DATE: outside it, a 400 on the field that names the range, on every route.
 */
describe.each(TEST_DATABASES)('dates outside the supported range on %s', (kind) => {
  let t: TestApp
  let head: string
  let district: string
  let studentId: string
  let classId: string
  beforeAll(async () => {
    t = await createTestApp(kind, { now: NOW })
    head = await cookieFor(t.app, 'headmaster')
    await insertDistrictTestUser(t.ctx.db, NOW)
    district = await districtCookie(t.app)
    const sheet = (await t.app.inject({ method: 'GET', url: '/api/attendance/day?pageSize=10', headers: { cookie: head } })).json<{ rows: { student: { id: string; classId: string } }[] }>()
    studentId = sheet.rows[0]!.student.id
    classId = sheet.rows[0]!.student.classId
  })
  afterAll(() => t.close())

  const far = ['0001-01-01', '0099-12-31', '1999-12-31', '2100-01-01', '9999-12-31']
  const school = (date: string): [string, string][] => [
    [`/api/reports/day?date=${date}`, 'date'],
    [`/api/reports/day/export?date=${date}&format=csv`, 'date'],
    [`/api/reports/range?from=${date}&to=2026-11-20`, 'from'],
    [`/api/reports/range?from=2026-11-02&to=${date}`, 'to'],
    [`/api/attendance/day?date=${date}`, 'date'],
    [`/api/attendance/roll?classId=${classId}&date=${date}`, 'date'],
    [`/api/attendance/history?studentId=${studentId}&date=${date}`, 'date'],
    [`/api/reports/students/${studentId}/history?from=${date}&to=2026-11-20`, 'from'],
    [`/api/notices?date=${date}`, 'date'],
  ]
  const ofDistrict = (date: string): [string, string][] => [
    [`/api/district/schools?date=${date}`, 'date'],
    [`/api/district/schools/demo/days?from=${date}&to=2026-11-20`, 'from'],
  ]

  it('answers 400 on the field, naming the range, never 500', async () => {
    for (const date of far) {
      for (const [list, cookie] of [[school(date), head], [ofDistrict(date), district]] as const) {
        for (const [url, field] of list) {
          const response = await t.app.inject({ method: 'GET', url, headers: { cookie } })
          expect(response.statusCode, `${url}: ${response.body}`).toBe(400)
          expect(response.json().fields?.[field], url).toBe(`Enter a date from ${FIRST_SCHOOL_DATE} to ${LAST_SCHOOL_DATE}`)
        }
      }
    }
  })

  it('still answers the first and the last day of the range', async () => {
    for (const date of [FIRST_SCHOOL_DATE, LAST_SCHOOL_DATE]) {
      const day = await t.app.inject({ method: 'GET', url: `/api/reports/day?date=${date}`, headers: { cookie: head } })
      expect(day.statusCode, day.body).toBe(200)
      const schools = await t.app.inject({ method: 'GET', url: `/api/district/schools?date=${date}`, headers: { cookie: district } })
      expect(schools.statusCode, schools.body).toBe(200)
    }
  })
})
