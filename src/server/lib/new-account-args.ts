import { newPasswordSchema, personNameSchema } from '#shared/contracts/account'
import { emailSchema } from '#shared/contracts/auth'
import { translate } from '#shared/i18n/translate'
import { ConfigError } from '../config'
import { readPassword } from './read-password'

type Check = { success: true; data: string } | { success: false; error: { issues: { message: string }[] } }

function check(label: string, result: Check): string {
  if (!result.success) throw new ConfigError(`${label}: ${translate(result.error.issues[0]!.message)}`)
  return result.data
}

/**
 * The account a command-line tool creates (`admin:create`, `district:create`): --name and --email checked
 * by the forms' own contracts, then the password from the environment or the terminal (read-password.ts).
 * A bad value stops the tool with the option's name and the contract's message.
 */
export async function newAccountArgs(values: { name?: string; email?: string }): Promise<{ name: string; email: string; password: string }> {
  const name = check('--name', personNameSchema.safeParse(values.name ?? ''))
  const email = check('--email', emailSchema.safeParse(values.email ?? ''))
  const password = check('password', newPasswordSchema.safeParse(await readPassword()))
  return { name, email, password }
}
