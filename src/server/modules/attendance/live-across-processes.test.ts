import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AttendanceEvent, DaySheetResponse } from '#shared/contracts/attendance'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import { openSse } from '../../test/sse-client'
import { type ServerProcess, startServerProcess } from '../../test/server-process'
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../test/throwaway-database'

const url = process.env.TEST_DATABASE_URL

/** The latest Monday-to-Friday date up to today (UTC, the demo school's zone). */
function latestWeekday(): string {
  const day = new Date()
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1)
  return day.toISOString().slice(0, 10)
}

describe.runIf(url)('two app processes on one PostgreSQL database', () => {
  let database: ThrowawayDatabase
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    // A whole database of its own, joined to the cluster when the server is a Citus coordinator.
    database = await createThrowawayDatabase('postgres')
    // Started together: both migrate, both find the school empty, one loads the demo school.
    ;[a, b] = await Promise.all([
      startServerProcess({ DATABASE_URL: database.url, DEMO: '1' }),
      startServerProcess({ DATABASE_URL: database.url, DEMO: '1' }),
    ])
  }, 60_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await database?.drop()
  })

  it('shares sessions, and a record made through one appears live on the other', async () => {
    const demo = (await (await fetch(`${a.base}/api/auth/demo-accounts`)).json()) as DemoAccountsResponse
    const head = demo.accounts.find((x) => x.role === 'headmaster')!
    const login = await fetch(`${a.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'staff', identifier: head.identifier, password: demo.password }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!

    // The session made on A is valid on B: both use the secret stored in the database.
    expect((await fetch(`${b.base}/api/auth/me`, { headers: { cookie } })).status).toBe(200)

    const stream = await openSse(`${b.base}/api/attendance/events`, cookie)
    await stream.next('ready')
    const date = latestWeekday()
    const sheet = (await (await fetch(`${a.base}/api/attendance/day?date=${date}`, { headers: { cookie } })).json()) as DaySheetResponse
    const student = sheet.rows[0]!.student
    const saved = await fetch(`${a.base}/api/attendance/records`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      // overwrite: the demo may have recorded the day already (it records through the last school day).
      body: JSON.stringify({ studentId: student.id, date, status: 'permission', note: 'Dentist', overwrite: true }),
    })
    expect(saved.status).toBe(200)
    // How soon: bench/live-latency.ts. Here: the event crosses from process A to a stream on process B.
    const event = await stream.next<AttendanceEvent>('attendance')
    expect(event).toMatchObject({ studentId: student.id, date, status: 'permission' })
    stream.close()
  })

  it('loses no acknowledged write when one process is killed mid-load', async () => {
    const demo = (await (await fetch(`${a.base}/api/auth/demo-accounts`)).json()) as DemoAccountsResponse
    const head = demo.accounts.find((x) => x.role === 'headmaster')!
    const login = await fetch(`${a.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'staff', identifier: head.identifier, password: demo.password }),
    })
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const date = latestWeekday()
    const sheet = (await (await fetch(`${b.base}/api/attendance/day?date=${date}&pageSize=50`, { headers: { cookie } })).json()) as DaySheetResponse
    const students = sheet.rows.map((r) => r.student.id)

    // Each student is written through one process only, so its last acknowledged note is well defined.
    const acknowledged = new Map<string, string>()
    /** Notes sent since the student's last acknowledgement: any one of them may have been stored. */
    const unacknowledged = new Map<string, string[]>()
    let running = true
    const writer = (server: ServerProcess, mine: string[], tag: string) =>
      (async () => {
        for (let n = 0; running; n++) {
          const studentId = mine[n % mine.length]!
          const note = `${tag}-${n}`
          unacknowledged.set(studentId, [...(unacknowledged.get(studentId) ?? []), note])
          const response = await fetch(`${server.base}/api/attendance/records`, {
            method: 'PUT',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ studentId, date, status: 'late', note, overwrite: true }),
          }).catch(() => null)
          if (response?.status === 200) {
            acknowledged.set(studentId, note)
            unacknowledged.delete(studentId)
          } else if (response) throw new Error(`refused: ${response.status}`)
        }
      })()
    const half = students.length / 2
    const writers = [writer(a, students.slice(0, half), 'a'), writer(b, students.slice(half), 'b')]
    // Kill A mid-load, once it has acknowledged some writes (however slow the machine is).
    const deadline = Date.now() + 20_000
    while ([...acknowledged.values()].filter((n) => n.startsWith('a')).length < 5 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await a.crash()
    await new Promise((resolve) => setTimeout(resolve, 300))
    running = false
    await Promise.all(writers)

    const after = (await (await fetch(`${b.base}/api/attendance/day?date=${date}&pageSize=50`, { headers: { cookie } })).json()) as DaySheetResponse
    expect([...acknowledged.values()].filter((n) => n.startsWith('a')).length).toBeGreaterThan(0)
    for (const [studentId, note] of acknowledged) {
      const stored = after.rows.find((r) => r.student.id === studentId)!.record?.note
      // The last acknowledged write, or a later one that was in flight when A died.
      expect([note, ...(unacknowledged.get(studentId) ?? [])]).toContain(stored)
    }
  })
})
