import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createDb } from './create-db'
import { checkpointInBackground } from './sqlite-checkpoints'

/** ADR 018: the app's connection never checkpoints; a thread of its own moves the WAL into the file. */
describe('checkpoints in the background', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollcall-checkpoints-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('leaves the commits to the WAL and brings them into the database file within seconds', async () => {
    const file = path.join(dir, 'app.db')
    const { db } = createDb({ kind: 'sqlite', file })
    const problems: Error[] = []
    const checkpoints = await checkpointInBackground(db, file, (error) => problems.push(error))
    try {
      await sql`create table notes (id integer primary key, body text not null)`.execute(db)
      const before = fs.statSync(file).size
      // About 2 MB: far past the 1,000 pages at which the connection itself would have checkpointed.
      for (let batch = 0; batch < 20; batch++) {
        await db.transaction().execute(async (trx) => {
          for (let i = 0; i < 100; i++) await sql`insert into notes (body) values (${'x'.repeat(1000)})`.execute(trx)
        })
      }
      const walSize = fs.statSync(`${file}-wal`).size
      expect(walSize).toBeGreaterThan(2_000_000)
      let size = fs.statSync(file).size
      for (let waited = 0; size < before + 2_000_000 && waited < 10_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        size = fs.statSync(file).size
      }
      expect(size).toBeGreaterThan(before + 2_000_000)
      expect(problems).toEqual([])
      const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(db)
      expect(rows[0]!.n).toBe(2_000)
    } finally {
      await checkpoints.stop()
      await db.destroy()
    }
  })
})
