import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClassListResponse } from '#shared/contracts/classes'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('class list on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it.each(['headmaster', 'homeroom_teacher', 'subject_teacher'] as const)('lists all 18 classes for a %s', async (role) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: await cookieFor(t.app, role) } })
    expect(response.statusCode).toBe(200)
    const { classes } = response.json<ClassListResponse>()
    expect(classes.map((c) => c.name)).toEqual([
      '10A', '10B', '10C', '10D', '10E', '10F', '11A', '11B', '11C', '11D', '11E', '11F',
      '12A', '12B', '12C', '12D', '12E', '12F',
    ])
    expect(classes.reduce((sum, c) => sum + c.studentCount, 0)).toBe(50)
    expect(classes.every((c) => c.teacher !== null && c.department.length > 0)).toBe(true)
  })

  it('refuses a student with 403', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: await cookieFor(t.app, 'student') } })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ error: 'You do not have permission to do this', code: 'forbidden' })
  })

  it('refuses an anonymous caller with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/classes' })).statusCode).toBe(401)
  })
})
