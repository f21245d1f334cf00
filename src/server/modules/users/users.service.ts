import type { DeleteResult } from '#shared/contracts/delete-result'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { generatePassword } from '../../lib/generated-password'
import { hashPassword } from '../../lib/password'
import { deleteUserSessions } from './sessions.queries'
import { revokeOpenCodes } from './open-codes.queries'
import { archiveUserRow, deleteUserRow, userHasHistory } from './archive.queries'
import { updateUser } from './users.queries'

/**
 * What staff do to a person's account, the same for students and teachers: give a password and
 * delete or archive. The callers (students.service.ts, teachers.service.ts) check first that the
 * person exists and is theirs to change.
 */

/** The password staff typed, or one generated (then returned once as `initialPassword`), hashed. */
export async function staffChosenPassword(typed: string | undefined): Promise<{ passwordHash: string; initialPassword?: string }> {
  const initialPassword = typed ? undefined : generatePassword()
  const passwordHash = await hashPassword(typed ?? initialPassword!)
  return initialPassword ? { passwordHash, initialPassword } : { passwordHash }
}

/**
 * Sets a new password (typed, or generated and returned once) and ends the person's sessions and the
 * check-in codes they still hold: a code shown from the old session no longer checks them in.
 */
export async function resetPassword(ctx: AppContext, userId: string, typed: string | undefined): Promise<{ initialPassword?: string }> {
  const { passwordHash, initialPassword } = await staffChosenPassword(typed)
  await ctx.db.transaction().execute(async (trx) => {
    // Staff know it: the person chooses their own at first sign-in.
    await updateUser(trx, ctx.schoolId, userId, { password_hash: passwordHash, must_change_password: 1 }, ctx.now().toISOString())
    await deleteUserSessions(trx, ctx.schoolId, userId)
    await revokeOpenCodes(trx, ctx.schoolId, userId, ctx.now().toISOString())
  })
  return initialPassword ? { initialPassword } : {}
}

interface RemoveSteps {
  /** Refuses the removal (throws) from inside the transaction, for example while the person still has classes. */
  refuse?: (trx: Db) => Promise<void>
  /** Runs as a person with history is archived, in the same transaction (a student's NISN is released). */
  beforeArchive?: (trx: Db) => Promise<void>
  /** Runs before a person without history is deleted, in the same transaction. */
  beforeDelete?: (trx: Db) => Promise<void>
}

/**
 * Deletes a person, or archives them when history refers to them (ADR 006): gone from lists, counts
 * and sign-in, their records kept. Decided inside one transaction, so a record written a moment
 * before is never orphaned.
 */
export async function deleteOrArchive(ctx: AppContext, userId: string, steps: RemoveSteps = {}): Promise<DeleteResult> {
  return ctx.db.transaction().execute(async (trx): Promise<DeleteResult> => {
    await steps.refuse?.(trx)
    if (await userHasHistory(trx, ctx.schoolId, userId)) {
      await steps.beforeArchive?.(trx)
      await archiveUserRow(trx, ctx.schoolId, userId, ctx.now().toISOString())
      await revokeOpenCodes(trx, ctx.schoolId, userId, ctx.now().toISOString())
      return { archived: true }
    }
    await steps.beforeDelete?.(trx)
    await deleteUserRow(trx, ctx.schoolId, userId)
    return { archived: false }
  })
}
