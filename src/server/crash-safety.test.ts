import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import type { DaySheetResponse, HistoryEntry } from '#shared/contracts/attendance'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import type { QrCodeResponse } from '#shared/contracts/qr'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { type ServerProcess, startServerProcess } from './test/server-process'
import { createThrowawayDatabase } from './test/throwaway-database'

/**
 * Crash safety (docs/security.md): the real server under recording and QR-scan load is killed with
 * SIGKILL, restarted on the same database, and every write it acknowledged must be there,
 * nothing it never received may be, and the database must be intact.
 */
interface Write { note: string; acknowledged: boolean }

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

class Client {
  constructor(readonly base: string, readonly cookie = '') {}
  get<T>(url: string) {
    return fetch(`${this.base}${url}`, { headers: { cookie: this.cookie } }).then((r) => json<T>(r))
  }
  send(method: string, url: string, body: unknown) {
    return fetch(`${this.base}${url}`, {
      method,
      headers: { cookie: this.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  }
  static async signIn(base: string, kind: 'staff' | 'student', identifier: string, password: string) {
    const response = await new Client(base).send('POST', '/api/auth/login', { kind, identifier, password })
    if (response.status !== 200) throw new Error(`sign-in ${identifier}: ${response.status}`)
    return new Client(base, response.headers.get('set-cookie')!.split(';')[0]!)
  }
}

async function crashUnderLoad(start: () => Promise<ServerProcess>, checkIntegrity: () => Promise<void>) {
  let server = await start()
  const demo = await new Client(server.base).get<DemoAccountsResponse>('/api/auth/demo-accounts')
  const headAccount = demo.accounts.find((a) => a.role === 'headmaster')!
  let head = await Client.signIn(server.base, 'staff', headAccount.identifier, demo.password)
  const { settings } = await head.get<SchoolSettingsResponse>('/api/school/settings')
  const opened = await head.send('PUT', '/api/school/settings', { ...settings, schoolDayStart: '00:00', lateAfter: '23:59', schoolDays: [1, 2, 3, 4, 5, 6, 7] })
  expect(opened.status).toBe(200)

  const sheet = await head.get<DaySheetResponse>('/api/attendance/day?pageSize=50&status=not_recorded')
  const today = sheet.date
  const manual = sheet.rows.slice(0, 24).map((r) => r.student)
  const scanned = sheet.rows.slice(24, 44).map((r) => r.student)
  expect(scanned.length).toBe(20)
  const before = await head.get<DaySheetResponse>(`/api/attendance/day?date=${today}&pageSize=100`)

  // Students sign in and hold a fresh code each.
  const codes = await Promise.all(
    scanned.map(async (s) => {
      const student = await Client.signIn(server.base, 'student', s.parentNumber, demo.password)
      const { code } = await json<QrCodeResponse>(await student.send('POST', '/api/qr/codes', {}))
      return { studentId: s.id, code, acknowledged: false, sent: false }
    }),
  )

  // Load: four writers correct the manual students over and over; a scanner checks codes in.
  const writes = new Map<string, Write[]>(manual.map((s) => [s.id, []]))
  let running = true
  const writers = [0, 1, 2, 3].map(async (w) => {
    for (let n = 0; running; n++) {
      const student = manual[(n * 4 + w) % manual.length]!
      const write: Write = { note: `w${w}-${n}`, acknowledged: false }
      writes.get(student.id)!.push(write)
      const response = await head
        .send('PUT', '/api/attendance/records', { studentId: student.id, date: today, status: n % 2 ? 'sick' : 'permission', note: write.note })
        .catch(() => null)
      if (response?.status === 200) write.acknowledged = true
      else if (response) throw new Error(`record refused: ${response.status}`)
    }
  })
  // Four scanners at once, as at a gate with four lanes: their scans arrive together and are committed in groups (ADR 054).
  const scanners = [0, 1, 2, 3].map(async (lane) => {
    for (const entry of codes.filter((_, i) => i % 4 === lane)) {
      if (!running) break
      entry.sent = true
      const response = await head.send('POST', '/api/qr/scan', { code: entry.code }).catch(() => null)
      if (response?.status === 200) entry.acknowledged = true
      else if (response) throw new Error(`scan refused: ${response.status}`)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
  })

  // Kill it mid-load: once enough has been acknowledged to make the check mean something,
  // however slow the machine is today.
  const acked = () => [...writes.values()].flat().filter((w) => w.acknowledged).length
  const deadline = Date.now() + 20_000
  while ((acked() < 12 || codes.filter((c) => c.acknowledged).length < 4) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await server.crash()
  running = false
  await Promise.all([...writers, ...scanners])

  server = await start()
  try {
    await checkIntegrity()
    head = await Client.signIn(server.base, 'staff', headAccount.identifier, demo.password)
    const after = await head.get<DaySheetResponse>(`/api/attendance/day?date=${today}&pageSize=100`)
    const rowOf = (id: string) => after.rows.find((r) => r.student.id === id)!
    let acknowledgedWrites = 0
    for (const student of manual) {
      const sent = writes.get(student.id)!
      const acked = sent.filter((w) => w.acknowledged)
      acknowledgedWrites += acked.length
      const record = rowOf(student.id).record
      // The stored note is the last acknowledged write, or the one request in flight at the kill.
      const allowed = [acked.at(-1)?.note, ...sent.filter((w) => !w.acknowledged).map((w) => w.note)]
      if (acked.length) expect(record, `record of ${student.name}`).not.toBeNull()
      if (record) expect(allowed).toContain(record.note)
      // Record and audit row commit together: one history entry per stored write.
      const { entries } = await head.get<{ entries: HistoryEntry[] }>(`/api/attendance/history?studentId=${student.id}&date=${today}`)
      const stored = entries.filter((e) => e.newNote?.startsWith('w'))
      expect(stored.length).toBeGreaterThanOrEqual(acked.length)
      expect(stored.length).toBeLessThanOrEqual(sent.length)
    }
    for (const entry of codes) {
      const record = rowOf(entry.studentId).record
      if (entry.acknowledged) expect(record?.method).toBe('qr')
      if (!entry.sent) expect(record).toBeNull()
    }
    // Nobody else changed.
    const touched = new Set([...manual, ...scanned].map((s) => s.id))
    const untouched = (sheet: DaySheetResponse) => sheet.rows.filter((r) => !touched.has(r.student.id))
    expect(untouched(after)).toEqual(untouched(before))
    expect(acknowledgedWrites).toBeGreaterThan(10)
    expect(codes.filter((c) => c.acknowledged).length).toBeGreaterThan(3)
  } finally {
    await server.stop()
  }
}

describe('a SIGKILL under load loses no acknowledged write', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-crash-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('on SQLite, with the file intact', async () => {
    const file = path.join(dir, 'crash.db')
    await crashUnderLoad(
      () => startServerProcess({ DATABASE_URL: file, DEMO: '1' }),
      async () => {
        const db = new SqliteDatabase(file, { readonly: true })
        expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }])
        expect(db.pragma('foreign_key_check')).toEqual([])
        db.close()
      },
    )
  }, 120_000)

  const url = process.env.TEST_DATABASE_URL
  it.runIf(url)('on PostgreSQL', async () => {
    // A whole database of its own, joined to the cluster when the server is a Citus coordinator.
    const database = await createThrowawayDatabase('postgres')
    try {
      await crashUnderLoad(() => startServerProcess({ DATABASE_URL: database.url, DEMO: '1' }), async () => {})
    } finally {
      await database.drop()
    }
  }, 120_000)
})
