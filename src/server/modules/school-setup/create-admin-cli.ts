import { translate } from '#shared/i18n/translate'
import { prepareDatabase } from '../../bootstrap'
import { ConfigError, describeDatabase, loadConfig } from '../../config'
import { clockOf } from '../../clock'
import { createDb, type Db } from '../../db/create-db'
import { findSchoolBySlug, listSchools, type School } from '../schools'
import { parseCliArgs, runCli } from '../../lib/cli'
import { newAccountArgs } from '../../lib/new-account-args'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import { findStaffByEmail, insertUser } from '../users'

const USAGE = `Usage: npm run admin:create -- --name NAME --email EMAIL [--school CODE]

Creates a headmaster account: the way into a school that has no demo data.
On a new, empty database it first creates the school (with the eight default departments).

Options:
  --name NAME     the headmaster's full name, e.g. "Ada Lovelace"
  --email EMAIL   the email address they sign in with
  --school CODE   which school, by its code, where the database holds several (npm run school:create)
  -h, --help      show this help

Environment:
  DATABASE_URL             the database, as for npm start: a SQLite file (default data/rollcall.db)
                           or postgres://user@host:5432/name
  ROLLCALL_ADMIN_PASSWORD  the password (at least 8 characters); asked for on the terminal when unset,
                           and required when there is no terminal (a script, CI, a container)

Example:
  DATABASE_URL=data/rollcall.db ROLLCALL_ADMIN_PASSWORD='a long password' \\
    npm run admin:create -- --name "Ada Lovelace" --email ada@school.org`

async function main(): Promise<number> {
  const args = parseCliArgs(process.argv.slice(2), { name: { type: 'string' }, email: { type: 'string' }, school: { type: 'string' } }, USAGE)
  if (args.kind === 'exit') return args.code
  const config = loadConfig()
  const { name, email, password } = await newAccountArgs(args.values)

  const handle = createDb(config.database)
  try {
    const first = await prepareDatabase(handle, { ...config, demo: false }, clockOf(config)())
    const school = await schoolNamed(handle.db, args.values.school, first)
    if (await findStaffByEmail(handle.db, school.id, email)) {
      throw new ConfigError(`${email} already has an account in ${school.name} (${describeDatabase(config.database)}).`)
    }
    const at = clockOf(config)().toISOString()
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

/** The school a headmaster is added to: the one named by --school, else the only one there is. */
async function schoolNamed(db: Db, code: string | undefined, first: School): Promise<School> {
  if (code !== undefined) {
    const school = await findSchoolBySlug(db, code.trim().toLowerCase())
    if (!school) throw new ConfigError(`--school: ${translate('errors.schoolCodeUnknown')}`)
    return school
  }
  if ((await listSchools(db, 2)).length > 1) throw new ConfigError('--school: this database holds several schools; name one by its code.')
  return first
}

runCli(main)
