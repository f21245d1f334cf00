/**
 * The database's own CPU time per scan on PostgreSQL, for sizing database nodes (docs/scaling.md):
 * scans of the demo school one after the other, through the API in process (`app.inject`, no HTTP
 * load, so the figure does not depend on how busy the host's other cores are), while the CPU time
 * of this run's PostgreSQL backends is read from /proc (PostgreSQL on this host only). The app's own
 * CPU per scan is printed beside it, and the same for SQLite (there the database runs inside the app).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx tsx bench/scan-db-time.ts [--scans 2000]
 */
import fs from 'node:fs'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { cookieFor } from '../src/server/test/demo-logins'
import { createTestApp } from '../src/server/test/test-app'
import { issueCodes } from './support/scan-load'

const url = process.env.BENCH_DATABASE_URL
if (!url) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL database on this host')
const APP_NAME = `rollcall_scan_db_time_${process.pid}`
const scansArgument = process.argv.indexOf('--scans')
const SCANS = scansArgument > 0 ? Number(process.argv[scansArgument + 1]) : 2000
const TICKS_PER_SECOND = 100 // Linux's USER_HZ

/** School days from 2030-04-01 on: each gives every demo student one fresh scan. */
function schoolDays(count: number): string[] {
  const days: string[] = []
  for (let d = new Date(Date.UTC(2030, 3, 1)); days.length < count; d = new Date(d.getTime() + 86_400_000)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10))
  }
  return days
}

/** utime + stime of these processes, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
function cpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return sum + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  }, 0)
}

async function backendPids(): Promise<number[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [APP_NAME])
    return rows.map((r) => r.pid)
  } finally {
    await client.end()
  }
}

async function measure(kind: 'sqlite' | 'postgres') {
  const t = await createTestApp(kind, { now: new Date('2030-03-29T07:00:00Z') })
  try {
    const teacher = await cookieFor(t.app, 'subject_teacher')
    const students = (await t.ctx.db.selectFrom('students').select('user_id').where('school_id', '=', t.ctx.schoolId).execute()).map((s) => s.user_id)
    const days = schoolDays(Math.ceil(SCANS / students.length) + 1)
    let scans = 0
    let wall = 0
    let appCpu = 0
    let dbCpu = 0
    for (const [i, day] of days.entries()) {
      const now = new Date(`${day}T07:20:00Z`)
      t.setNow(now)
      const codes = await issueCodes(t.ctx, students, now)
      const pids = kind === 'postgres' ? await backendPids() : []
      const [cpu0, db0, wall0] = [process.cpuUsage(), cpuSeconds(pids), performance.now()]
      for (const code of codes) {
        const response = await t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: teacher }, payload: { code } })
        if (response.statusCode !== 200) throw new Error(`scan refused: ${response.statusCode} ${response.body}`)
      }
      // The first day warms up (plans, caches, JIT) and is not counted.
      if (i === 0) continue
      const cpu = process.cpuUsage(cpu0)
      appCpu += (cpu.user + cpu.system) / 1e6
      dbCpu += cpuSeconds(pids) - db0
      wall += (performance.now() - wall0) / 1000
      scans += codes.length
    }
    const perScan = (seconds: number) => `${((seconds / scans) * 1e6).toFixed(0)} µs`
    console.log(`${kind}: ${scans} scans one after the other, ${(scans / wall).toFixed(0)} scans/s; wall ${perScan(wall)}, app CPU ${perScan(appCpu)}` +
      (kind === 'postgres' ? `, PostgreSQL backends' CPU ${perScan(dbCpu)} (USER_HZ resolution: ±${perScan(2 / TICKS_PER_SECOND)})` : ' (SQLite inside it)'))
  } finally {
    await t.close()
  }
}

const named = new URL(url)
named.searchParams.set('application_name', APP_NAME)
process.env.TEST_DATABASE_URL = named.toString()
await measure('sqlite')
await measure('postgres')
