import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'

export interface BackupResult {
  file: string
  bytes: number
  pages: number
}

/**
 * Copies a live SQLite database to `target` with SQLite's online backup API: a consistent
 * snapshot taken page by page while the server keeps reading and writing (WAL mode lets
 * the copy proceed alongside writers). The copy is checked with `integrity_check` before
 * it is reported done; a failed or partial copy is removed, never left looking usable.
 */
export async function backupSqlite(source: string, target: string): Promise<BackupResult> {
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`)
  const file = path.resolve(target)
  if (fs.existsSync(file)) throw new Error(`${file} already exists; choose a new file name`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.partial`
  const db = new SqliteDatabase(source, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    const { totalPages } = await db.backup(partial)
    const copy = new SqliteDatabase(partial)
    try {
      const [check] = copy.pragma('integrity_check') as { integrity_check: string }[]
      if (check?.integrity_check !== 'ok') throw new Error(`The copy failed its integrity check: ${check?.integrity_check}`)
      copy.pragma('journal_mode = DELETE')
    } finally {
      copy.close()
    }
    fs.renameSync(partial, file)
    return { file, bytes: fs.statSync(file).size, pages: totalPages }
  } catch (error) {
    fs.rmSync(partial, { force: true })
    throw error
  } finally {
    db.close()
  }
}
