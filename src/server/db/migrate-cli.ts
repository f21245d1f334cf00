import { describeDatabase, loadConfig } from '../config'
import { DATABASE_ENVIRONMENT, parseCliArgs, runCli } from '../lib/cli'
import { createDb } from './create-db'
import { migrateToLatest } from './migrator'

const USAGE = `Usage: npm run migrate

Brings the database to the latest schema (the server also does this at start), and says which database it was.

${DATABASE_ENVIRONMENT}`

/** `npm run migrate`: brings the configured database up to the latest schema. */
async function main(): Promise<number> {
  const args = parseCliArgs(process.argv.slice(2), {}, USAGE)
  if (args.kind === 'exit') return args.code
  const config = loadConfig()
  const database = describeDatabase(config.database)
  const { db } = createDb(config.database)
  try {
    const applied = await migrateToLatest(db)
    console.log(applied.length ? `Applied on the ${database}: ${applied.join(', ')}` : `The ${database} is up to date.`)
    return 0
  } finally {
    await db.destroy()
  }
}

runCli(main)
