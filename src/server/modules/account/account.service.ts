import type { z } from 'zod'
import type { changePasswordSchema, updatePreferencesSchema, updateProfileSchema } from '#shared/contracts/account'
import type { NoticeSettings } from '#shared/contracts/notice-settings'
import { translate } from '#shared/i18n/translate'
import type { AppContext, RequestAuth } from '../../context'
import { badRequest, conflict } from '../../errors'
import { hashPassword, verifyPassword } from '../../lib/password'
import { deleteOtherSessions, isEmailTaken, updateUser, type UserRow } from '../users'
import { dropWaitingFor, releaseHeldFor, saveNoticeSettings } from '../notices'
import { ownProfileRefusal } from './account.policy'

/**
 * A staff member changes their own name and email. A student's name (and everything else about
 * them) is kept by staff in Student Management: the student may not rename themselves.
 */
export async function updateProfile(ctx: AppContext, user: UserRow, input: z.output<typeof updateProfileSchema>) {
  const refusal = ownProfileRefusal(user, input)
  if (refusal) throw refusal
  if (input.email !== undefined) {
    if (await isEmailTaken(ctx.db, ctx.schoolId, input.email, user.id)) {
      throw conflict('email_taken', translate('errors.emailTaken'), { email: translate('errors.emailTaken') })
    }
  }
  await updateUser(ctx.db, ctx.schoolId, user.id, { name: input.name, email: input.email }, ctx.now().toISOString())
}

/** Changes the password and signs the user out of every other session, in one transaction. */
export async function changePassword(ctx: AppContext, auth: RequestAuth, input: z.output<typeof changePasswordSchema>) {
  if (!(await verifyPassword(input.currentPassword, auth.user.password_hash))) {
    throw badRequest({ currentPassword: translate('errors.wrongCurrentPassword') })
  }
  const passwordHash = await hashPassword(input.newPassword)
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, ctx.schoolId, auth.user.id, { password_hash: passwordHash, must_change_password: 0 }, ctx.now().toISOString())
    await deleteOtherSessions(trx, ctx.schoolId, auth.user.id, auth.tokenHash)
  })
}

export async function updatePreferences(
  ctx: AppContext,
  user: UserRow,
  input: z.output<typeof updatePreferencesSchema>,
) {
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0)
  const at = ctx.now().toISOString()
  // Turned on again: unsubscribe links in emails sent before no longer turn them off (notices/unsubscribe.ts).
  const resumed = input.emailNotifications === true && user.email_notifications === 0
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(
      trx,
      ctx.schoolId,
      user.id,
      {
        theme: input.theme,
        email_notifications: flag(input.emailNotifications),
        ...(resumed ? { email_notices_since: at } : {}),
        language: input.language,
      },
      at,
    )
    // Turned off: what is still waiting for them is not sent, as nothing new is queued (ADR 021 addendum).
    if (input.emailNotifications === false) await dropWaitingFor(trx, ctx.schoolId, user.id)
  })
}

/** One's own quiet hours and notice language; the messages held for the old quiet hours are judged again by the new ones at once. */
export async function updateNoticeSettings(ctx: AppContext, user: UserRow, input: NoticeSettings) {
  await ctx.db.transaction().execute(async (trx) => {
    await saveNoticeSettings(trx, ctx.schoolId, user.id, input)
    await releaseHeldFor(trx, ctx.schoolId, user.id, ctx.now().toISOString())
  })
}
