import { describeDatabase, loadConfig } from '../../../config'
import { createDb } from '../../../db/create-db'
import { migrateToLatest } from '../../../db/migrator'
import { DATABASE_ENVIRONMENT, parseCliArgs, runCli } from '../../../lib/cli'
import { describeRebuild, rebuildEverySchool } from './rebuild'

const USAGE = `Usage: npm run rebuild-summaries

Recomputes the attendance summaries the reports and the dashboard read (ADR 016: each student's
calendar per year, each school's day counts, and on SQLite the name-search index) from the attendance
records, one transaction per school, and says what it found wrong and fixed. Safe to run while the
server runs: on PostgreSQL attendance writes wait for the school being rebuilt; on SQLite writes wait
as for any write. Brings the schema up to date first, as the server does at start.

${DATABASE_ENVIRONMENT}`

/** `npm run rebuild-summaries`: every school's read model, recomputed from its records. */
async function main(): Promise<number> {
  const args = parseCliArgs(process.argv.slice(2), {}, USAGE)
  if (args.kind === 'exit') return args.code
  const config = loadConfig()
  const handle = createDb(config.database)
  try {
    await migrateToLatest(handle.db)
    const results = await rebuildEverySchool(handle.db, handle.kind)
    console.log(`Rebuilt the attendance summaries of the ${describeDatabase(config.database)}:`)
    for (const result of results) console.log(`  ${describeRebuild(result)}`)
    if (results.length === 0) console.log('  no school yet')
    return 0
  } finally {
    await handle.db.destroy()
  }
}

runCli(main)
