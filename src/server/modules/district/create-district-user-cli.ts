import { ConfigError, describeDatabase, loadConfig } from '../../config'
import { clockOf } from '../../clock'
import { createDb } from '../../db/create-db'
import { migrateToLatest } from '../../db/migrator'
import { parseCliArgs, runCli } from '../../lib/cli'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import { newAccountArgs } from '../../lib/new-account-args'
import { findDistrictUserByEmail, insertDistrictUser } from './district.queries'

const USAGE = `Usage: npm run district:create -- --name NAME --email EMAIL

Creates a district user: someone above the schools of a deployment, who signs in at /district, reads
every school's figures and adds schools. A district user belongs to no school and can sign in to none.

Options:
  --name NAME     their full name, e.g. "Siti Rahma"
  --email EMAIL   the email address they sign in with (unique among district users)
  -h, --help      show this help

Environment:
  DATABASE_URL             the database, as for npm start: a SQLite file (default data/rollcall.db)
                           or postgres://user@host:5432/name
  ROLLCALL_ADMIN_PASSWORD  the password (at least 8 characters); asked for on the terminal when unset,
                           and required when there is no terminal

Example:
  DATABASE_URL=data/rollcall.db ROLLCALL_ADMIN_PASSWORD='a long password' \\
    npm run district:create -- --name "Siti Rahma" --email siti@dinas.go.id`

async function main(): Promise<number> {
  const args = parseCliArgs(process.argv.slice(2), { name: { type: 'string' }, email: { type: 'string' } }, USAGE)
  if (args.kind === 'exit') return args.code
  const config = loadConfig()
  const { name, email, password } = await newAccountArgs(args.values)

  const handle = createDb(config.database)
  try {
    await migrateToLatest(handle.db)
    if (await findDistrictUserByEmail(handle.db, email)) throw new ConfigError(`${email} is already a district user (${describeDatabase(config.database)}).`)
    await insertDistrictUser(handle.db, { id: newId(), name, email, password_hash: await hashPassword(password), created_at: clockOf(config)().toISOString() })
    console.log(`District user ${name} <${email}> can now sign in at /district (${describeDatabase(config.database)}).`)
    return 0
  } finally {
    await handle.db.destroy()
  }
}

runCli(main)
