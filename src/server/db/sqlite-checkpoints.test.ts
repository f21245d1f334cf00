import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { createDb } from './create-db'

/** The server's SQLite connection leaves checkpoints to a worker thread (sqlite-checkpoints.ts). */
describe('SQLite checkpoints in the background', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-checkpoints-'))
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('never checkpoints on a commit, and the log still reaches the database file', async () => {
    const file = path.join(dir, 'app.db')
    const { db } = createDb({ kind: 'sqlite', file }, { backgroundCheckpoints: true })
    try {
      const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)
      expect(rows[0]!.wal_autocheckpoint).toBe(0)
      await sql`create table t (id integer primary key, text text not null)`.execute(db)
      const before = fs.statSync(file).size
      // About 2 MB, one commit: the log holds it all until a checkpoint copies it into the file.
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 2000; i++) await sql`insert into t (text) values (${'x'.repeat(1000)})`.execute(trx)
      })
      let size = fs.statSync(file).size
      for (let waited = 0; size < before + 1_500_000 && waited < 5000; waited += 50) {
        await sleep(50)
        size = fs.statSync(file).size
      }
      expect(size).toBeGreaterThan(before + 1_500_000)
      const count = await sql<{ n: number }>`select count(*) as n from t`.execute(db)
      expect(Number(count.rows[0]!.n)).toBe(2000)
    } finally {
      await db.destroy()
    }
  })

  it('leaves a connection made without it to checkpoint for itself', async () => {
    const { db } = createDb({ kind: 'sqlite', file: path.join(dir, 'tool.db') })
    try {
      const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)
      expect(rows[0]!.wal_autocheckpoint).toBe(1000)
    } finally {
      await db.destroy()
    }
  })
})
