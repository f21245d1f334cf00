import { afterEach, describe, expect, it, vi } from 'vitest'
import { daySheetQuery, daySheetUrl } from '#shared/day-sheet-address'
import { api, ApiError, apiUrl } from './api-client'

/** Every request fetch() is asked for, answered with `status` and `body`. */
function answering(status: number, body?: unknown) {
  const calls: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a call named as the API’s description names it (ADR 050)', () => {
  it('fills the path’s parameters, encoded, and sends the query without its empty values, in the order given', async () => {
    const calls = answering(200, {})
    await api.get('/api/students/{id}/guardians', { path: { id: 'a/b c' } })
    await api.get('/api/students', { query: { q: '', classId: undefined, sort: '-name', page: 2 } })
    await api.get('/api/classes', { query: {} })
    expect(calls.map((c) => c.url)).toEqual(['/api/students/a%2Fb%20c/guardians', '/api/students?sort=-name&page=2', '/api/classes'])
  })

  it('sends the method, the session cookie and a JSON body; a 204 answers undefined', async () => {
    const calls = answering(204)
    await expect(api.put('/api/attendance/departures', { body: { studentId: 's1', date: '2026-03-02', time: '14:00' } })).resolves.toBeUndefined()
    const { init } = calls[0]!
    expect(init.method).toBe('PUT')
    expect(init.credentials).toBe('same-origin')
    expect(init.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json' })
    expect(init.body).toBe('{"studentId":"s1","date":"2026-03-02","time":"14:00"}')
  })

  it('answers a failure with an ApiError carrying the server’s code', async () => {
    answering(409, { error: 'Already checked in', code: 'already_checked_in' })
    const failure = await api.post('/api/qr/scan', { body: { code: 'x' } }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(409)
    expect((failure as ApiError).code).toBe('already_checked_in')
  })

  it('asks for the day sheet at the very address the server preloads, whatever order its filters were written in', async () => {
    const calls = answering(200, {})
    const params = { pageSize: 50, status: 'late' as const, page: 3, q: 'Ann', date: '2026-03-02', classId: 'c1' }
    await api.get('/api/attendance/day', { query: daySheetQuery(params) })
    expect(calls[0]!.url).toBe(daySheetUrl(params))
    expect(apiUrl('/api/attendance/day', { query: daySheetQuery({ page: 1, pageSize: 25 }) })).toBe(daySheetUrl({ page: 1, pageSize: 25 }))
  })
})
