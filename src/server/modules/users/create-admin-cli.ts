import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'
import { emailSchema } from '#shared/contracts/auth'
import { newPasswordSchema, personNameSchema } from '#shared/contracts/account'
import { translate } from '#shared/i18n/translate'
import { prepareDatabase } from '../../bootstrap'
import { ConfigError, describeDatabase, loadConfig } from '../../config'
import { createDb } from '../../db/create-db'
import { parseCliArgs, runCli } from '../../lib/cli'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import { findStaffByEmail, insertUser } from './users.queries'

const USAGE = `Usage: npm run admin:create -- --name NAME --email EMAIL

Creates a headmaster account: the way into a school that has no demo data.
On a new, empty database it first creates the school (with the eight default departments).

Options:
  --name NAME     the headmaster's full name, e.g. "Ada Lovelace"
  --email EMAIL   the email address they sign in with
  -h, --help      show this help

Environment:
  DATABASE_URL             the database, as for npm start: a SQLite file (default data/rollcall.db)
                           or postgres://user@host:5432/name
  ROLLCALL_ADMIN_PASSWORD  the password (at least 8 characters); asked for on the terminal when unset,
                           and required when there is no terminal (a script, CI, a container)

Example:
  DATABASE_URL=data/rollcall.db ROLLCALL_ADMIN_PASSWORD='a long password' \\
    npm run admin:create -- --name "Ada Lovelace" --email ada@school.org`

type Check = { success: true; data: string } | { success: false; error: { issues: { message: string }[] } }

function check(label: string, result: Check): string {
  if (!result.success) throw new ConfigError(`${label}: ${translate(result.error.issues[0]!.message)}`)
  return result.data
}

/** The password from the environment, or typed on a terminal; never a wait for input that cannot come. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ROLLCALL_ADMIN_PASSWORD
  if (fromEnv) return fromEnv
  if (!process.stdin.isTTY) {
    throw new ConfigError('No password: set ROLLCALL_ADMIN_PASSWORD (there is no terminal to ask for one on).')
  }
  // What is typed is not echoed: readline writes to an output that stays quiet after the prompt.
  let muted = false
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  const closed = new Promise<never>((_, reject) => rl.once('close', () => reject(new ConfigError('No password given.'))))
  try {
    const answer = rl.question('Password (at least 8 characters, not shown): ')
    muted = true
    return await Promise.race([answer, closed])
  } finally {
    rl.close()
    process.stdout.write('\n')
  }
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
    const school = await prepareDatabase(handle, { ...config, demo: false })
    if (await findStaffByEmail(handle.db, school.id, email)) {
      throw new ConfigError(`${email} already has an account in ${school.name} (${describeDatabase(config.database)}).`)
    }
    const at = new Date().toISOString()
    await insertUser(handle.db, {
      school_id: school.id,
      id: newId(),
      role: 'headmaster',
      name,
      email,
      parent_number: null,
      password_hash: await hashPassword(password),
      created_at: at,
      updated_at: at,
    })
    console.log(`Headmaster ${name} <${email}> can now sign in to ${school.name} (${describeDatabase(config.database)}).`)
    return 0
  } finally {
    await handle.db.destroy()
  }
}

runCli(main)
