import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { emailSchema } from '#shared/contracts/auth'
import { newPasswordSchema, personNameSchema } from '#shared/contracts/account'
import { translate } from '#shared/i18n/translate'
import { bootstrap } from '../../bootstrap'
import { ConfigError, loadConfig } from '../../config'
import { createDb } from '../../db/create-db'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import { findSchool } from '../schools/school-settings.queries'
import { findStaffByEmail, insertUser } from './users.queries'

/**
 * `npm run admin:create -- --name "Ada Lovelace" --email ada@school.org`
 * Creates a headmaster account, the way into a school that has no demo data.
 * The password comes from ROLLCALL_ADMIN_PASSWORD or is asked for on the terminal.
 */
async function main() {
  const { values } = parseArgs({ options: { name: { type: 'string' }, email: { type: 'string' } } })
  const check = <T>(label: string, result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }) => {
    if (!result.success) throw new ConfigError(`${label}: ${translate(result.error.issues[0]!.message)}`)
    return result.data
  }
  const name = check('--name', personNameSchema.safeParse(values.name ?? ''))
  const email = check('--email', emailSchema.safeParse(values.email ?? ''))
  let password = process.env.ROLLCALL_ADMIN_PASSWORD
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout })
    password = await rl.question('Password (at least 8 characters): ')
    rl.close()
  }
  check('password', newPasswordSchema.safeParse(password))

  const config = loadConfig()
  const handle = createDb(config.database)
  try {
    const ctx = await bootstrap(handle, { ...config, demo: false })
    if (await findStaffByEmail(ctx.db, ctx.schoolId, email)) throw new ConfigError(`${email} already has an account.`)
    const at = new Date().toISOString()
    await insertUser(ctx.db, {
      school_id: ctx.schoolId,
      id: newId(),
      role: 'headmaster',
      name,
      email,
      parent_number: null,
      password_hash: await hashPassword(password),
      created_at: at,
      updated_at: at,
    })
    const school = await findSchool(ctx.db, ctx.schoolId)
    console.log(`Headmaster ${name} <${email}> can now sign in to ${school.name}.`)
  } finally {
    await handle.db.destroy()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exitCode = 1
})
