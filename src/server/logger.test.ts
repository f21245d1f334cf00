import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess } from './test/server-process'

/** ADR 018: at `npm start`'s level, one JSON line per answered request, all of it written by the time the process ends. */
describe('the request log', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-request-log-'))
  let server: ServerProcess | undefined
  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('has one line per request with its status and time, all written by the time the process ends', async () => {
    server = await startServerProcess({ DATABASE_URL: path.join(dir, 'log.db'), DEMO: '0', LOG_LEVEL: 'info' })
    for (let i = 0; i < 25; i++) expect((await fetch(`${server.base}/api/auth/me?n=${i}`)).status).toBe(401)
    expect((await fetch(`${server.base}/api/no-such-route`)).status).toBe(404)
    await server.stop()
    const lines = server.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>)
    const requests = lines.filter((line) => line.msg === 'request')
    const me = requests.filter((line) => String(line.url).startsWith('/api/auth/me'))
    expect(me.map((line) => line.url)).toEqual(Array.from({ length: 25 }, (_, i) => `/api/auth/me?n=${i}`))
    expect(me.every((line) => line.statusCode === 401 && line.method === 'GET' && typeof line.ms === 'number' && line.level === 30)).toBe(true)
    expect(requests.filter((line) => line.url === '/api/no-such-route').map((line) => line.statusCode)).toEqual([404])
    // Fastify's own pair of lines per request is off: no "incoming request", no "request completed".
    expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([])
    expect(lines.some((line) => line.msg === 'shutting down')).toBe(true)
  })
})
