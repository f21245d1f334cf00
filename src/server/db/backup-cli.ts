import { ConfigError, loadConfig } from '../config'
import { backupSqlite } from './sqlite-backup'

/**
 * `npm run backup -- FILE`: an online, consistent copy of the configured SQLite database,
 * safe to take while the server runs. PostgreSQL is backed up with its own tools (README).
 */
try {
  const target = process.argv[2]
  if (!target) throw new ConfigError('Usage: npm run backup -- FILE   (the new backup file, e.g. backups/rollcall-2026-11-22.db)')
  const config = loadConfig()
  if (config.database.kind !== 'sqlite' || config.database.file === ':memory:') {
    throw new ConfigError('DATABASE_URL points at PostgreSQL: back it up with pg_dump (see README, "Backups").')
  }
  const started = Date.now()
  const result = await backupSqlite(config.database.file, target)
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1)
  console.log(`Backed up ${config.database.file} to ${result.file}: ${megabytes} MB, ${result.pages} pages, integrity ok, in ${Date.now() - started} ms.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
