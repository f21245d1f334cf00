import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

describe.each(TEST_DATABASES)('health on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('reports which database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true, database: kind })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' })
  })
})
