import { createSchoolRequestSchema } from '#shared/contracts/schools'
import { translate } from '#shared/i18n/translate'
import { ConfigError, describeDatabase, loadConfig } from '../../config'
import { clockOf } from '../../clock'
import { createDb } from '../../db/create-db'
import { migrateToLatest } from '../../db/migrator'
import { AppError } from '../../errors'
import { parseCliArgs, runCli } from '../../lib/cli'
import { readPassword } from '../../lib/read-password'
import { createSchool } from './create-school'

const USAGE = `Usage: npm run school:create -- --name NAME --slug CODE --time-zone ZONE --admin-email EMAIL [--admin-name NAME] [--language en|id]

Adds a school to a deployment of several schools (docs/decisions/034-many-schools.md), with its first
headmaster, on SQLite or PostgreSQL. The school starts empty, with the eight default departments named in
its language.
Its people reach it at CODE.<BASE_DOMAIN> when BASE_DOMAIN is set, or by typing CODE on the sign-in screen.

Options:
  --name NAME          the school's name, e.g. "SMA Negeri 3 Bandung"
  --slug CODE          its school code: letters, digits and hyphens, e.g. sman3-bandung
  --time-zone ZONE     its IANA time zone, e.g. Asia/Jakarta
  --admin-email EMAIL  the first headmaster's email address
  --admin-name NAME    the first headmaster's full name (default "Headmaster"; they can change it)
  --language CODE      the school's language, en (default) or id: everyone's default, and its departments' names
  -h, --help           show this help

Environment:
  DATABASE_URL             the database, as for npm start: a SQLite file (default data/rollcall.db)
                           or postgres://user@host:5432/name
  ROLLCALL_ADMIN_PASSWORD  the headmaster's password (at least 8 characters); asked for on the terminal
                           when unset, and required when there is no terminal

Example:
  DATABASE_URL=postgres://rollcall@db:5432/rollcall ROLLCALL_ADMIN_PASSWORD='a long password' \\
    npm run school:create -- --name "SMA Negeri 3" --slug sman3 --time-zone Asia/Jakarta --admin-email kepala@sman3.sch.id --language id`

async function main(): Promise<number> {
  const args = parseCliArgs(
    process.argv.slice(2),
    { name: { type: 'string' }, slug: { type: 'string' }, 'time-zone': { type: 'string' }, 'admin-email': { type: 'string' }, 'admin-name': { type: 'string' }, language: { type: 'string' } },
    USAGE,
  )
  if (args.kind === 'exit') return args.code
  const v = args.values
  const config = loadConfig()
  const parsed = createSchoolRequestSchema.safeParse({
    name: v.name ?? '',
    code: v.slug ?? '',
    timeZone: v['time-zone'] ?? '',
    language: v.language,
    headmaster: { name: v['admin-name'] ?? 'Headmaster', email: v['admin-email'] ?? '', password: await readPassword() },
  })
  if (!parsed.success) {
    const option: Record<string, string> = { name: '--name', code: '--slug', timeZone: '--time-zone', 'headmaster.name': '--admin-name', 'headmaster.email': '--admin-email', 'headmaster.password': 'password', language: '--language' }
    const issue = parsed.error.issues[0]!
    throw new ConfigError(`${option[issue.path.join('.')] ?? issue.path.join('.')}: ${translate(issue.message)}`)
  }

  const handle = createDb(config.database)
  try {
    // Only the schema: a deployment of named schools gets no unnamed default school beside them.
    await migrateToLatest(handle.db)
    const school = await createSchool(handle.db, parsed.data, clockOf(config)()).catch((error: unknown) => {
      throw error instanceof AppError ? new ConfigError(`--slug: ${error.message}`) : error
    })
    const where = config.baseDomain ? ` at https://${school.slug}.${config.baseDomain}` : ` with the school code ${school.slug}`
    console.log(`School ${school.name} is ready${where}; headmaster ${parsed.data.headmaster.email} can sign in (${describeDatabase(config.database)}).`)
    return 0
  } finally {
    await handle.db.destroy()
  }
}

runCli(main)
