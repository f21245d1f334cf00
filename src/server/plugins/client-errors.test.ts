import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest } from '../test/raw-http'
import { createTestApp, type TestApp } from '../test/test-app'

/**
 * What Node's HTTP parser refuses before any route runs (an address or headers over its 16 KB)
 * still answers in the API's error shape, over a real socket (app.inject has no parser).
 */
describe('requests Node cannot read', () => {
  let t: TestApp
  let base: string
  beforeAll(async () => {
    t = await createTestApp('sqlite')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterAll(() => t.close())

  it('answers a query string over 16 KB, or a header that size, with 431 and the API’s shape', async () => {
    for (const init of [{ url: `${base}/api/students?q=${'a'.repeat(20_000)}` }, { url: `${base}/api/health`, headers: { 'x-padding': 'b'.repeat(20_000) } }]) {
      const response = await fetch(init.url, { headers: init.headers })
      expect(response.status).toBe(431)
      expect(await response.json()).toEqual({ error: 'This request’s address or headers are too long to read.', code: 'request_header_too_large' })
    }
    // The server reads the next request as usual.
    expect((await fetch(`${base}/api/health`)).status).toBe(200)
  })

  it('answers an HTTP/1.1 request with no Host (400), or an Expect it cannot meet (417), in the API’s shape; Node’s own had no body', async () => {
    const port = Number(new URL(base).port)
    const noHost = await rawRequest(port, Buffer.from('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n', 'latin1'))
    expect(noHost?.status).toBe(400)
    expect(JSON.parse(noHost!.body)).toEqual({ error: 'This request names no host: send a Host header.', code: 'host_required' })
    const expectation = await rawRequest(port, { target: '/api/health', headers: [['expect', 'garbage']] })
    expect(expectation?.status).toBe(417)
    expect(expectation?.headers['content-type']).toContain('application/json')
    expect(JSON.parse(expectation!.body)).toEqual({ error: 'This server cannot meet the request’s Expect header: send the request without it.', code: 'expectation_failed' })
    // HTTP/1.0 needs no Host, and 100-continue is met as before.
    expect((await rawRequest(port, Buffer.from('GET /api/health HTTP/1.0\r\n\r\n', 'latin1')))?.status).toBe(200)
    const continued = await rawRequest(port, { method: 'POST', target: '/api/auth/login', headers: [['expect', '100-continue'], ['content-type', 'application/json']], body: '{}' })
    expect(continued?.status).toBe(400)
    expect(JSON.parse(continued!.body)).toMatchObject({ code: 'validation_failed' })
  })
})
