import { ConfigError, loadConfig } from '../config'
import { createDb } from './create-db'
import { migrateToLatest } from './migrator'

/** `npm run migrate`: brings the configured database up to the latest schema. */
try {
  const config = loadConfig()
  const { db, kind } = createDb(config.database)
  const applied = await migrateToLatest(db)
  console.log(applied.length ? `Applied on ${kind}: ${applied.join(', ')}` : `The ${kind} database is up to date.`)
  await db.destroy()
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exitCode = 1
}
