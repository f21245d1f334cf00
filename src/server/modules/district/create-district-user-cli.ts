import { emailSchema } from '#shared/contracts/auth'
import { newPasswordSchema, personNameSchema } from '#shared/contracts/account'
import { translate } from '#shared/i18n/translate'
import { ConfigError, describeDatabase, loadConfig } from '../../config'
import { createDb } from '../../db/create-db'
import { migrateToLatest } from '../../db/migrator'
import { parseCliArgs, runCli } from '../../lib/cli'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import { readPassword } from '../../lib/read-password'
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

type Check = { success: true; data: string } | { success: false; error: { issues: { message: string }[] } }

function check(label: string, result: Check): string {
  if (!result.success) throw new ConfigError(`${label}: ${translate(result.error.issues[0]!.message)}`)
  return result.data
}

async function main(): Promise<number> {
  const args = parseCliArgs(process.argv.slice(2), { name: { type: 'string' }, email: { type: 'string' } }, USAGE)
  if (args.kind === 'exit') return args.code
  const name = check('--name', personNameSchema.safeParse(args.values.name ?? ''))
  const email = check('--email', emailSchema.safeParse(args.values.email ?? ''))
  const config = loadConfig()
  const password = check('password', newPasswordSchema.safeParse(await readPassword()))

  const handle = createDb(config.database)
  try {
    await migrateToLatest(handle.db)
    if (await findDistrictUserByEmail(handle.db, email)) throw new ConfigError(`${email} is already a district user (${describeDatabase(config.database)}).`)
    await insertDistrictUser(handle.db, { id: newId(), name, email, password_hash: await hashPassword(password), created_at: new Date().toISOString() })
    console.log(`District user ${name} <${email}> can now sign in at /district (${describeDatabase(config.database)}).`)
    return 0
  } finally {
    await handle.db.destroy()
  }
}

runCli(main)
