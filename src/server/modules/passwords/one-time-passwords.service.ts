import type { z } from 'zod'
import type {
  CreateStudentPasswordsResponse,
  createStudentPasswordsSchema,
  CreateTeacherPasswordsResponse,
} from '#shared/contracts/passwords'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { badRequest } from '../../errors'
import { generatePassword } from '../../lib/generated-password'
import { hashGeneratedPasswords } from '../../lib/password'
import { findClass } from '../classes'
import { deleteUserSessions } from '../users'
import { setOneTimePassword, studentsForPasswords, teachersWithoutPassword } from './passwords.queries'

/**
 * Generates and hashes a password for each account (outside any transaction: scrypt takes a few
 * milliseconds each, lib/password's GENERATED_PASSWORD_PARAMS), then stores them all in one transaction, each as one-time. Only the accounts
 * actually changed are returned: one given a password meanwhile keeps it.
 */
async function issue<T extends { id: string }>(ctx: AppContext, accounts: T[], reissue: boolean) {
  const passwords = accounts.map(() => generatePassword())
  const hashes = await hashGeneratedPasswords(passwords)
  const at = ctx.now().toISOString()
  const issued = await ctx.db.transaction().execute(async (trx) => {
    const done: (T & { password: string })[] = []
    for (const [i, account] of accounts.entries()) {
      if (!(await setOneTimePassword(trx, ctx.schoolId, account.id, hashes[i]!, !reissue, at))) continue
      // A re-issued password replaces one that may be in use: its sessions end with it.
      if (reissue) await deleteUserSessions(trx, ctx.schoolId, account.id)
      done.push({ ...account, password: passwords[i]! })
    }
    return done
  })
  return issued
}

export async function createStudentPasswords(
  ctx: AppContext,
  input: z.output<typeof createStudentPasswordsSchema>,
): Promise<CreateStudentPasswordsResponse> {
  if (input.classId && !(await findClass(ctx.db, ctx.schoolId, input.classId))) {
    throw badRequest({ classId: translate('errors.classNotFound') })
  }
  const students = await studentsForPasswords(ctx.db, ctx.schoolId, { classId: input.classId, reissue: input.reissue })
  return { students: await issue(ctx, students, input.reissue) }
}

export async function createTeacherPasswords(ctx: AppContext): Promise<CreateTeacherPasswordsResponse> {
  const teachers = await teachersWithoutPassword(ctx.db, ctx.schoolId)
  return { teachers: await issue(ctx, teachers, false) }
}
