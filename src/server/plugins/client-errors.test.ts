import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'

/**
 * Issue 36, item 7: what Node's HTTP parser refuses before any route runs (an address or headers over
 * its 16 KB) still answers in the API's error shape, over a real socket (app.inject has no parser).
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
})
