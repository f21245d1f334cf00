import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import type { QrCodeResponse } from '#shared/contracts/qr'
import type { CreateStudentResponse, DepartmentListResponse } from '#shared/contracts/students'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { type ServerProcess, startServerProcess } from '../test/server-process'

/**
 * Secrets stay out of logs (docs/security.md): a full run of the real server at debug log level,
 * through sign-ins, a failed sign-in, accounts with typed and generated passwords, a password change
 * and QR codes; then its whole log is searched for every secret that passed through it.
 */
describe('the server log', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-logs-'))
  const SESSION_SECRET = 'session-secret-for-the-log-test-0123456789'
  const QR_SECRET = 'qr-secret-for-the-log-test-9876543210-abcdef'
  let server: ServerProcess
  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('never holds a password, hash, session token, QR code or server secret', async () => {
    server = await startServerProcess({ DATABASE_URL: path.join(dir, 'logs.db'), DEMO: '1', LOG_LEVEL: 'debug', SESSION_SECRET, QR_SECRET })
    const call = async (method: string, url: string, cookie: string, body?: unknown) => {
      const response = await fetch(`${server.base}${url}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return response
    }
    const secrets: string[] = [SESSION_SECRET, QR_SECRET]
    const demo = (await (await call('GET', '/api/auth/demo-accounts', '')).json()) as DemoAccountsResponse
    secrets.push(demo.password)
    const head = demo.accounts.find((a) => a.role === 'headmaster')!
    const signIn = async (kind: string, identifier: string, password: string) => {
      const response = await call('POST', '/api/auth/login', '', { kind, identifier, password })
      const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? ''
      if (cookie) secrets.push(cookie.split('=')[1]!)
      return { status: response.status, cookie }
    }
    expect((await signIn('staff', head.identifier, 'Wrong-Password-777')).status).toBe(401)
    secrets.push('Wrong-Password-777')
    const { cookie } = await signIn('staff', head.identifier, demo.password)

    // Open today for QR codes, add a student with a typed password and reset it to a generated one.
    const { settings } = (await (await call('GET', '/api/school/settings', cookie)).json()) as SchoolSettingsResponse
    await call('PUT', '/api/school/settings', cookie, { ...settings, schoolDays: [1, 2, 3, 4, 5, 6, 7], schoolDayStart: '00:00', lateAfter: '23:59' })
    const { classes } = (await (await call('GET', '/api/classes', cookie)).json()) as ClassListResponse
    const { departments } = (await (await call('GET', '/api/departments', cookie)).json()) as DepartmentListResponse
    const typed = 'Typed-Initial-Secret-4242'
    secrets.push(typed)
    const created = await call('POST', '/api/students', cookie, {
      name: 'Log Test', parentNumber: '54321', classId: classes[0]!.id, level: 'Senior', departmentId: departments[0]!.id, password: typed,
    })
    const { student } = (await created.json()) as CreateStudentResponse
    const reset = (await (await call('POST', `/api/students/${student.id}/password`, cookie, {})).json()) as { initialPassword: string }
    secrets.push(reset.initialPassword)
    const studentSession = await signIn('student', '54321', reset.initialPassword)
    const changed = 'Changed-By-Student-5151'
    secrets.push(changed)
    expect((await call('POST', '/api/account/password', studentSession.cookie, { currentPassword: reset.initialPassword, newPassword: changed, confirmPassword: changed })).status).toBe(204)
    const again = await signIn('student', '54321', changed)
    const qr = (await (await call('POST', '/api/qr/codes', again.cookie, {})).json()) as QrCodeResponse
    secrets.push(qr.code, qr.code.split('.')[1]!, qr.shortCode)
    expect((await call('POST', '/api/qr/scan', cookie, { code: qr.code })).status).toBe(200)
    await server.stop()

    // Stopped first: the log is written asynchronously (ADR 018), and all of it is out once the process ends.
    await server.stop()
    const log = server.output()
    // The log is real: it holds the requests just made.
    expect(log).toContain('/api/qr/scan')
    expect(log).toContain('/api/auth/login')
    for (const secret of secrets) expect(log.includes(secret), `the log holds a secret (${secret.slice(0, 4)}…)`).toBe(false)
    expect(log).not.toMatch(/scrypt\$/)
  }, 60_000)
})
