import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import type { DaySheetResponse } from '#shared/contracts/attendance'
import { type ServerProcess, startServerProcess } from '../test/server-process'

/** The latest Monday-to-Friday date up to today (UTC, the demo school's zone). */
function latestWeekday(): string {
  const day = new Date()
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1)
  return day.toISOString().slice(0, 10)
}

function runBackup(databaseFile: string, target: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/backup-cli.ts', target], {
      env: { ...process.env, DATABASE_URL: databaseFile },
    })
    let output = ''
    child.stdout.on('data', (c) => (output += c))
    child.stderr.on('data', (c) => (output += c))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('npm run backup on a running server (SQLite)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-backup-'))
  const live = path.join(dir, 'live.db')
  const date = latestWeekday()
  let server: ServerProcess
  let cookie: string
  const get = async <T>(base: string, url: string) => (await (await fetch(`${base}${url}`, { headers: { cookie } })).json()) as T
  const put = (studentId: string, status: string) =>
    fetch(`${server.base}/api/attendance/records`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      // overwrite: the demo may have recorded the day already (it records through the last school day).
      body: JSON.stringify({ studentId, date, status, overwrite: true }),
    })

  beforeAll(async () => {
    server = await startServerProcess({ DATABASE_URL: live, DEMO: '1' })
    const demo = await get<DemoAccountsResponse>(server.base, '/api/auth/demo-accounts')
    const head = demo.accounts.find((a) => a.role === 'headmaster')!
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'staff', identifier: head.identifier, password: demo.password }),
    })
    cookie = login.headers.get('set-cookie')!.split(';')[0]!
  }, 60_000)

  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('copies consistently while records are being written, and the copy restores to the same school', async () => {
    const sheet = await get<DaySheetResponse>(server.base, `/api/attendance/day?date=${date}&pageSize=50`)
    const students = sheet.rows.map((r) => r.student.id)

    // Writes keep coming while the backup runs.
    let writing = true
    const acknowledged: string[] = []
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const id = students[i % students.length]!
        if ((await put(id, i % 2 ? 'late' : 'sick')).status === 200) acknowledged.push(id)
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 300))
    const during = await runBackup(live, path.join(dir, 'during.db'))
    writing = false
    await writer
    expect(during.output).toContain('integrity ok')
    expect(during.code).toBe(0)
    expect(acknowledged.length).toBeGreaterThan(0)
    const copy = new SqliteDatabase(path.join(dir, 'during.db'), { readonly: true })
    expect(copy.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }])
    copy.close()

    // Quiet now: a second backup, restored under a new server, answers exactly as the live one.
    const quiet = await runBackup(live, path.join(dir, 'quiet.db'))
    expect(quiet.code).toBe(0)
    const restored = await startServerProcess({ DATABASE_URL: path.join(dir, 'quiet.db'), DEMO: '0' })
    try {
      // The session and its secret are in the database, so the same cookie works on the copy.
      const url = `/api/attendance/day?date=${date}&pageSize=100`
      const [a, b] = await Promise.all([get<DaySheetResponse>(server.base, url), get<DaySheetResponse>(restored.base, url)])
      expect(b.counts).toEqual(a.counts)
      expect(b.rows).toEqual(a.rows)
      expect(a.counts.sick + a.counts.late).toBeGreaterThan(0)
    } finally {
      await restored.stop()
    }
  }, 90_000)

  it('refuses to overwrite an existing file, and refuses without a file name', async () => {
    fs.writeFileSync(path.join(dir, 'taken.db'), 'keep me')
    const taken = await runBackup(live, path.join(dir, 'taken.db'))
    expect(taken.code).toBe(1)
    expect(taken.output).toContain('already exists')
    expect(fs.readFileSync(path.join(dir, 'taken.db'), 'utf8')).toBe('keep me')
    const missing = await runBackup(live, '')
    expect(missing.code).toBe(1)
    expect(missing.output).toContain('Usage: npm run backup -- FILE')
  }, 30_000)
})
