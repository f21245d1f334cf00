import { performance } from 'node:perf_hooks'
import { bootstrap } from '../../src/server/bootstrap'
import type { AppConfig } from '../../src/server/config'
import { openSqlite, sqliteKysely } from '../../src/server/db/create-db'
import { hashToken } from '../../src/server/lib/ids'
import { findActiveSession } from '../../src/server/modules/users/sessions.queries'
import { scanCode } from '../../src/server/modules/qr/qr.service'
import { findSchool } from '../../src/server/modules/schools/school-settings.queries'
import { issueCodes } from './scan-load'
import { type StatementTime, timedSqlite } from './statement-timer'

export interface ScanAnatomy {
  scans: number
  /** A whole scan in process, one after the other: the API's reads for the session and school, then scanCode. */
  microsecondsPerScan: number
  /** Of that, inside SQLite (better-sqlite3 running the statements, commit included). */
  sqliteMicrosecondsPerScan: number
  statementsPerScan: number
  statements: StatementTime[]
}

/**
 * Where a scan's time goes without HTTP: the same reads the API's session loader makes
 * (`security/caller.plugin.ts`), then `scanCode`, on a SQLite file whose statements are timed. Codes are
 * issued before the clock starts. The first tenth of the scans warm up and are not counted.
 */
export async function scanAnatomy(options: { file: string; config: AppConfig; sessionToken: string; studentIds: string[] }): Promise<ScanAnatomy> {
  const timer = timedSqlite(openSqlite(options.file))
  const db = sqliteKysely(timer.connection)
  const ctx = await bootstrap({ db, kind: 'sqlite' }, options.config)
  try {
    const codes = await issueCodes(ctx, options.studentIds)
    const tokenHash = hashToken(ctx.secrets.session, options.sessionToken)
    const warmup = Math.floor(codes.length / 10)
    let started = 0
    for (const [i, code] of codes.entries()) {
      if (i === warmup) {
        timer.reset()
        started = performance.now()
      }
      const at = ctx.now().toISOString()
      const [school, session] = await Promise.all([findSchool(db, ctx.schoolId), findActiveSession(db, ctx.schoolId, tokenHash, at)])
      if (!session) throw new Error('the benchmark’s session has ended')
      await scanCode(ctx, school, session.id, code)
    }
    const scans = codes.length - warmup
    const statements = timer.times()
    const sum = (pick: (t: StatementTime) => number) => statements.reduce((total, t) => total + pick(t), 0)
    return {
      scans,
      microsecondsPerScan: ((performance.now() - started) * 1000) / scans,
      sqliteMicrosecondsPerScan: sum((t) => t.microseconds) / scans,
      statementsPerScan: sum((t) => t.calls) / scans,
      statements,
    }
  } finally {
    await ctx.events.close()
    await db.destroy()
  }
}
