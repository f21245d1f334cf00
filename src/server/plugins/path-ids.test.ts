import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFor } from '../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/test-app'

/** A path id that could not be an id is a 404 before any query, on every engine. */
describe.each(TEST_DATABASES)('ids in paths on %s', (kind) => {
  let t: TestApp
  let head: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    head = await cookieFor(t.app, 'headmaster')
  })
  afterAll(() => t.close())

  const ids = ['%00', 'a%00', '%00abc', 'x%E2%80%AEy', 'a%20b', `${'a'.repeat(65)}`, '%F0%9F%98%80', "1'%20or%20'1'='1"]
  const routes = [
    ['GET', '/api/students/:id'],
    ['PATCH', '/api/students/:id'],
    ['DELETE', '/api/students/:id'],
    ['GET', '/api/teachers/:id'],
    ['PATCH', '/api/classes/:id'],
    ['GET', '/api/reports/students/:id/history'],
    ['POST', '/api/departments/:id/archive'],
  ] as const

  it('answers 404 Not found for a malformed id, and nothing changes', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/students?pageSize=1', headers: { cookie: head } })).json<{ total: number }>().total
    for (const [method, route] of routes) {
      for (const id of ids) {
        const response = await t.app.inject({ method, url: route.replace(':id', id), headers: { cookie: head }, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) })
        expect(response.statusCode, `${method} ${route} ${id}`).toBe(404)
        expect(response.json(), `${method} ${route} ${id}`).toMatchObject({ error: 'Not found', code: 'not_found' })
      }
    }
    const after = (await t.app.inject({ method: 'GET', url: '/api/students?pageSize=1', headers: { cookie: head } })).json<{ total: number }>().total
    expect(after).toBe(before)
  })

  it('answers 400 with a sentence for a path whose %-encoding is not UTF-8, signed in or not', async () => {
    for (const id of ['%FF', '%ED%A0%80', 'a%C0%80', '%', '%E2%82']) {
      for (const cookie of [{ cookie: head }, {}]) {
        const response = await t.app.inject({ method: 'GET', url: `/api/students/${id}`, headers: cookie })
        expect(response.statusCode, id).toBe(400)
        expect(response.json(), id).toEqual({ error: expect.stringMatching(/^This address is not valid/), code: 'bad_url' })
      }
    }
  })

  it('answers 414 in the API\'s own shape for a path id longer than the router reads, signed in or not, and logs no error', async () => {
    const logged: unknown[] = []
    const onError = (...args: unknown[]) => void logged.push(args)
    t.app.log.error = onError as typeof t.app.log.error
    for (const id of ['a'.repeat(101), '7'.repeat(5_000)]) {
      for (const [method, route] of routes) {
        for (const cookie of [{ cookie: head }, {}]) {
          const response = await t.app.inject({ method, url: route.replace(':id', id), headers: cookie, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) })
          expect(response.statusCode, `${method} ${route} ${id.length}`).toBe(414)
          expect(response.json()).toEqual({ error: 'This address is too long.', code: 'uri_too_long' })
        }
      }
    }
    expect(logged).toEqual([])
  })

  it('still asks a signed-out caller to sign in first', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/students/%00' })).statusCode).toBe(401)
  })
})
